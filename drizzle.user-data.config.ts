import { defineConfig } from "drizzle-kit";

// The schema of each user's own Durable Object (worker/user-data/schema.ts). `npm run
// db:generate` writes its migrations into worker/user-data/migrations/, with the
// migrations.js index the object's constructor applies (drizzle-orm/durable-sqlite/migrator).
export default defineConfig({
  dialect: "sqlite",
  driver: "durable-sqlite",
  schema: "./worker/user-data/schema.ts",
  out: "./worker/user-data/migrations",
});
