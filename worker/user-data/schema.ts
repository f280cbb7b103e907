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

// The meals group (ADR 068): the meals, their foods, the stored day totals, the XP ledger, the
// badges, Undo's copies, the day's write counts and the cached progress. Columns are named as
// D1's were, less the user id, so a move copies rows as they are.

const now = sql`(CAST(unixepoch('subsec') * 1000 AS INTEGER))`;

/**
 * A logged meal. `localDate` is the user's calendar day (in their time zone) when it was eaten.
 * `clientId` is the key the browser gave it (an idempotency key, a guest meal's id): unique, so
 * a retry never stores it twice.
 */
export const meals = sqliteTable(
  "meals",
  {
    id: text("id").primaryKey(),
    mealType: text("meal_type", { enum: ["breakfast", "lunch", "dinner", "snack"] }).notNull(),
    title: text("title"),
    totalProtein: real("total_protein").notNull(),
    imageUrl: text("image_url"),
    source: text("source", { enum: ["manual", "describe", "photo", "planner", "guest"] }).notNull(),
    clientId: text("client_id"),
    /** A guest's photo that arrived without analysis: shown as waiting, left out of totals, streaks and badges (ADR 019). */
    awaitingAnalysis: integer("awaiting_analysis", { mode: "boolean" }).notNull().default(false),
    localDate: text("local_date").notNull(),
    createdAt: timestamp("created_at").notNull().default(now),
    updatedAt: timestamp("updated_at").notNull().default(now),
    /** A meal's own kcal, carbs and fat, as typed in a quick add; null when not given (a meal of foods has them on its foods). */
    calories: real("calories"),
    carbsG: real("carbs_g"),
    fatG: real("fat_g"),
  },
  (t) => [
    // Newest first (created_at, then id) is read straight off this index, with no sort.
    index("meals_created_idx").on(t.createdAt, t.id),
    index("meals_day_idx").on(t.localDate),
    uniqueIndex("meals_client_idx").on(t.clientId),
    // Only the guest photos waiting for analysis, in order: the dashboard asks on every read.
    index("meals_awaiting_idx").on(t.createdAt).where(sql`${t.awaitingAnalysis} = 1`),
  ],
);

/** The foods of a meal, each with how its protein was found (table match or model). */
export const foodItems = sqliteTable(
  "food_items",
  {
    id: text("id").primaryKey(),
    mealId: text("meal_id").notNull(),
    position: integer("position").notNull().default(0),
    name: text("name").notNull(),
    originalName: text("original_name"),
    proteinContent: real("protein_content").notNull(),
    grams: real("grams"),
    portionSize: text("portion_size"),
    confidence: real("confidence"),
    source: text("source", { enum: ["table", "model", "manual"] })
      .notNull()
      .default("manual"),
    foodId: text("food_id"),
    /** Energy (kcal), fat and carbs (g) of these grams from the SR28 table; null for a food not of the table or of unknown grams. */
    kcal: real("kcal"),
    fatG: real("fat_g"),
    carbsG: real("carbs_g"),
  },
  (t) => [index("food_items_meal_idx").on(t.mealId, t.position)],
);

/**
 * Protein per local day of the counted meals (not a photo waiting for analysis), one row per day
 * with at least one, with how many of its meals fall below and in the per-meal band: what the
 * dashboard, history, stats and streaks read instead of summing years of meals. Every meal write
 * recomputes the days it touched in its own transaction (ADR 030). Migration 0005 makes it
 * WITHOUT ROWID (drizzle-kit cannot say so), so a range is read off the primary key alone.
 */
export const dayTotals = sqliteTable("day_totals", {
  localDate: text("local_date").primaryKey(),
  total: real("total").notNull(),
  meals: integer("meals").notNull(),
  belowBand: integer("below_band").notNull().default(0),
  inBand: integer("in_band").notNull().default(0),
});

/**
 * The XP ledger: one row per award, unique per (reason, reference), so nothing is awarded twice.
 * WITHOUT ROWID (migration 0005): the key is the row, with no second copy of it in an index.
 */
export const xpEvents = sqliteTable(
  "xp_events",
  {
    reason: text("reason").notNull(),
    reference: text("reference").notNull(),
    xp: integer("xp").notNull(),
    createdAt: timestamp("created_at").notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.reason, t.reference] })],
);

/** Badges earned, each once. */
export const userBadges = sqliteTable("user_badges", {
  badgeId: text("badge_id").primaryKey(),
  earnedAt: timestamp("earned_at").notNull().default(now),
});

/**
 * A meal deleted in the last minutes, kept so Undo can put it back exactly as it was: the meal
 * row, its foods and its own XP rows, each as JSON in its table's column names.
 */
export const deletedMeals = sqliteTable(
  "deleted_meals",
  {
    mealId: text("meal_id").primaryKey(),
    deletedAt: timestamp("deleted_at").notNull(),
    meal: text("meal").notNull(),
    foods: text("foods").notNull(),
    xp: text("xp").notNull(),
  },
  (t) => [index("deleted_meals_deleted_idx").on(t.deletedAt)],
);

/** The day's writes of each kind (meals, imports, guest migrations), for the daily bounds. */
export const dailyWrites = sqliteTable("daily_writes", {
  kind: text("kind", { enum: ["meals", "import", "migration"] }).primaryKey(),
  localDate: text("local_date").notNull(),
  count: integer("count").notNull(),
});

/**
 * One row (id 1): the XP total and the streak, kept by the meal write path in the transaction of
 * every change, so reads need not sum the ledger or walk the days.
 */
export const progress = sqliteTable("progress", {
  id: integer("id").primaryKey(),
  xpTotal: integer("xp_total").notNull().default(0),
  streakEndDate: text("streak_end_date"),
  streakLength: integer("streak_length").notNull().default(0),
  longestStreak: integer("longest_streak").notNull().default(0),
  /**
   * The user's local today the streak was worked out for. It stands, without reading every day
   * again, for a later change that adds or removes no day with a meal while no such day lies
   * between it and that change's today. Null (never worked out here, or moved in from D1): the
   * next change works it out from the days.
   */
  streakThrough: text("streak_through"),
});

/**
 * A move's copy from D1, page by page (ADR 068): each page is one table's rows as D1 gave them
 * (JSON, in its column names), held here until the move's last call makes all of them live in
 * one transaction. A move that never finished leaves pages that the next one clears.
 */
export const movePages = sqliteTable(
  "move_pages",
  {
    token: text("token").notNull(),
    page: integer("page").notNull(),
    tableName: text("table_name").notNull(),
    rows: text("rows").notNull(),
    stagedAt: timestamp("staged_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.token, t.page] })],
);
