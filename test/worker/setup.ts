import { applyD1Migrations, env } from "cloudflare:test";

// Every worker test file starts from the real schema (migrations/), applied once.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
