import { sql } from "drizzle-orm";
import { integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The tables of one user's own Durable Object (UserData). Every row here belongs to that one
 * user, so no table carries a user id: the object is addressed by it instead.
 */

/** One body weight a local day (YYYY-MM-DD), in kilograms; a second entry that day replaces it. */
export const weights = sqliteTable("weights", {
  date: text("date").primaryKey(),
  kg: real("kg").notNull(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(CAST(unixepoch('subsec') * 1000 AS INTEGER))`),
});

/**
 * One row: a counter bumped by every write to the weights, so a copy of the trend kept
 * elsewhere (the users row in D1) can refuse an older answer that arrives after a newer one.
 */
export const weightVersion = sqliteTable("weight_version", {
  id: integer("id").primaryKey(),
  version: integer("version").notNull(),
});

/**
 * The recipes kept as favourites (recipe ids of D1's shared `recipes` table), moved in from D1's
 * `favorites` (ADR 067).
 */
export const favorites = sqliteTable("favorites", {
  recipeId: text("recipe_id").primaryKey(),
  createdAt: integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(CAST(unixepoch('subsec') * 1000 AS INTEGER))`),
});

/**
 * Each table group moved in from D1, once it is live here: from its first write in the object
 * on, a copy from D1 (a move re-run) may no longer replace what the object holds (ADR 067).
 */
export const liveGroups = sqliteTable("live_groups", {
  name: text("name").primaryKey(),
});
