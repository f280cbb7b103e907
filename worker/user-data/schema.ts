import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { SavedFoodRef } from "../../domain/meals/saved-meal";

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

/**
 * Foods the user entered from a label, moved in from D1's `custom_foods` (ADR 067). `name_key` is
 * the name trimmed, spaces collapsed and lower-cased: two foods cannot share it, nor a barcode.
 */
export const customFoods = sqliteTable(
  "custom_foods",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    nameKey: text("name_key").notNull(),
    brand: text("brand"),
    proteinPer100g: real("protein_per_100g").notNull(),
    kcalPer100g: real("kcal_per_100g"),
    servingGrams: real("serving_grams"),
    servingLabel: text("serving_label"),
    barcode: text("barcode"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    uniqueIndex("custom_foods_name_idx").on(t.nameKey),
    uniqueIndex("custom_foods_barcode_idx").on(t.barcode).where(sql`${t.barcode} IS NOT NULL`),
  ],
);

/**
 * Meals of the user's own making, to log again in one tap: a name and its foods (table foods by
 * NDB number, own foods by id, each with grams), moved in from D1's `saved_meals` (ADR 067).
 * Names and protein are read from the food tables whenever one is shown or logged.
 */
export const savedMeals = sqliteTable(
  "saved_meals",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    foods: text("foods", { mode: "json" }).$type<SavedFoodRef[]>().notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  // The id completes the list's order (created_at, then id), so it is read off the index, unsorted.
  (t) => [index("saved_meals_created_idx").on(t.createdAt, t.id)],
);

const timestamp = (name: string) => integer(name, { mode: "timestamp_ms" });

/**
 * The user's photos in R2, moved in from D1's `photos` (ADR 067): one row a photo slot, from
 * the upload link handed out to the stored bytes. `key` is the photo's R2 key,
 * `photos/{userId}/{id}`: unique with the id, so it needs no index of its own.
 */
export const photos = sqliteTable(
  "photos",
  {
    id: text("id").primaryKey(),
    key: text("key").notNull(),
    status: text("status", { enum: ["pending", "stored"] })
      .notNull()
      .default("pending"),
    contentType: text("content_type"),
    size: integer("size"),
    /** An upload link is single-use: set when its bytes arrive. */
    uploadedAt: timestamp("uploaded_at"),
    uploadExpiresAt: timestamp("upload_expires_at").notNull(),
    /** SHA-256 of the upload link's random token: the link is the only way to write these bytes. */
    uploadTokenHash: text("upload_token_hash"),
    /** R2 multipart upload id while a resumable upload is in progress. */
    multipartUploadId: text("multipart_upload_id"),
    /**
     * Bytes of this upload claimed so far: parts recorded plus parts on their way to R2. Claimed in
     * the object's transaction, so parts sent at once can never together pass the 10 MB of one photo.
     */
    reservedBytes: integer("reserved_bytes").notNull().default(0),
    createdAt: timestamp("created_at").notNull().default(sql`(CAST(unixepoch('subsec') * 1000 AS INTEGER))`),
  },
  (t) => [index("photos_created_idx").on(t.createdAt)],
);

/** The parts of a resumable upload in progress (R2 cannot list them), deleted when it completes. */
export const photoParts = sqliteTable(
  "photo_parts",
  {
    photoId: text("photo_id").notNull(),
    partNumber: integer("part_number").notNull(),
    etag: text("etag").notNull(),
    size: integer("size").notNull(),
  },
  (t) => [primaryKey({ columns: [t.photoId, t.partNumber] })],
);

/** Uploads a local day (YYYY-MM-DD): photo slots opened and bytes accepted for storage, for the daily quota. */
export const uploadUsage = sqliteTable("upload_usage", {
  localDate: text("local_date").primaryKey(),
  slots: integer("slots").notNull().default(0),
  bytes: integer("bytes").notNull().default(0),
});

/** AI analyses a local day (YYYY-MM-DD), meal photos and labels alike, for the daily quota (3 free, 50 with Pro). */
export const aiUsage = sqliteTable("ai_usage", {
  localDate: text("local_date").primaryKey(),
  count: integer("count").notNull().default(0),
});
