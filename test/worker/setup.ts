import { applyD1Migrations, env } from "cloudflare:test";
import { RECIPES } from "../../domain/recipes/catalog";
import { recipeSeedStatements } from "../../domain/recipes/seed-sql";

// Every worker test file starts from the real schema (migrations/), applied once.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// Then the recipe seed, as `npm start` applies seed/recipes.sql: the same upserts (a unit test
// keeps that file equal to them), so running it for every file is harmless.
await env.DB.batch(recipeSeedStatements(RECIPES).map((statement) => env.DB.prepare(statement)));
