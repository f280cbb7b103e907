import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes SQL migrations into migrations/; wrangler applies them
// (`wrangler d1 migrations apply`), locally from `npm start` and in tests from the setup file.
export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/db/schema.ts",
  out: "./migrations",
});
