import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { SavedFoodRef } from "../../domain/meals/saved-meal";

/** Milliseconds since the epoch; D1 has no date type. */
const timestamp = (name: string) => integer(name, { mode: "timestamp_ms" });
const now = sql`(CAST(unixepoch('subsec') * 1000 AS INTEGER))`;

/**
 * A person with an account. Fields are the user's as the API sends them, plus what
 * sign-in needs (password hash) and the IANA time zone that defines their "day".
 */
export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    email: text("email").unique(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    profileImageUrl: text("profile_image_url"),
    createdAt: timestamp("created_at").notNull().default(now),
    updatedAt: timestamp("updated_at").notNull().default(now),
    themePreference: text("theme_preference", { enum: ["light", "dark", "system"] })
      .notNull()
      .default("system"),
    healthGoal: text("health_goal", { enum: ["lose_fat", "maintain", "build_muscle"] }),
    subscriptionStatus: text("subscription_status", {
      enum: ["none", "trialing", "active", "canceled", "past_due"],
    })
      .notNull()
      .default("none"),
    subscriptionPlan: text("subscription_plan", { enum: ["monthly", "annual"] }),
    trialEndsAt: timestamp("trial_ends_at"),
    subscriptionEndsAt: timestamp("subscription_ends_at"),
    /**
     * What took the account's one free trial (ADR 016): the payment setup
     * (SetupIntent id) it was claimed for, or the subscription that had it; null while the
     * trial is still to come. Claimed by a conditional update, so two checkouts cannot both
     * get it, while a retry of the same setup can.
     */
    trialClaimedBy: text("trial_claimed_by"),
    timezone: text("timezone").notNull().default("UTC"),
    /** scrypt hash (worker/features/auth/password.ts); null for Google or Apple accounts. */
    passwordHash: text("password_hash"),
    /**
     * Whether the owner of `email` is known to hold this account (ADR 013): true when a
     * provider that vouched for the email created it; false for a password sign-up until
     * email verification exists. A Google or Apple identity is linked by email only to a
     * verified account, so registering someone else's address gains nothing.
     */
    emailVerified: integer("email_verified", { mode: "boolean" }).notNull().default(false),
    // The onboarding profile and protein goals (by default 100 g a day, 700 a week, 3000 a month).
    age: integer("age"),
    gender: text("gender", { enum: ["male", "female", "other"] }),
    activityLevel: text("activity_level", { enum: ["sedentary", "light", "moderate", "active", "very_active"] }),
    bodyWeight: real("body_weight"),
    weightUnit: text("weight_unit", { enum: ["lbs", "kg"] })
      .notNull()
      .default("lbs"),
    dailyGoal: integer("daily_goal").notNull().default(100),
    weeklyGoal: integer("weekly_goal").notNull().default(700),
    monthlyGoal: integer("monthly_goal").notNull().default(3000),
    onboardingCompletedAt: timestamp("onboarding_completed_at"),
    // The body behind the goal (ADR 066). The weight log itself lives in the user's own object.
    /** The grams of protein per kg of body weight the daily goal means. */
    goalGramsPerKg: real("goal_grams_per_kg"),
    /** The body weight (kg) the daily goal was set for. */
    goalWeightKg: real("goal_weight_kg"),
    /**
     * The trend weight (kg) as of the newest weigh-in, copied from the user's object after each
     * change with the object's change counter, so the dashboard decides the goal offer without
     * asking the object and an older answer never overwrites a newer one.
     */
    trendKg: real("trend_kg"),
    weightVersion: integer("weight_version").notNull().default(0),
    /** The last local day "Not now" hides the goal offer. */
    goalOfferSnoozedUntil: text("goal_offer_snoozed_until"),
    // The progress of an account not yet moved (ADR 068): read once, by the move, which sets
    // them back to 0 once the user's object's `progress` row holds them.
    xpTotal: integer("xp_total").notNull().default(0),
    /** The last local day of the most recent run of consecutive logged days, and its length. */
    streakEndDate: text("streak_end_date"),
    streakLength: integer("streak_length").notNull().default(0),
    longestStreak: integer("longest_streak").notNull().default(0),
    // Two-factor authentication (TOTP, RFC 6238; ADR 011). The secret is set at setup and
    // stays pending until a first code proves the authenticator has it (enabled time set).
    // It never leaves the server after setup's answer.
    /** Base32 TOTP secret (160 bits); null when two-factor is off and no setup is pending. */
    totpSecret: text("totp_secret"),
    totpEnabledAt: timestamp("totp_enabled_at"),
    /** The last time step whose code was accepted: a code is good once (no replay). */
    totpLastStep: integer("totp_last_step"),
    /**
     * How many per-user table groups live in the user's own object (ADR 067; MOVED_GROUPS): 0
     * for an account from before the move; a new account is created with every group.
     */
    movedGroups: integer("moved_groups").notNull().default(0),
  },
  // The cron's background move finds the accounts still to move without reading every row.
  (t) => [index("users_moved_groups_idx").on(t.movedGroups)],
);

/** A Google or Apple identity, identified by (provider, subject), never by email alone. */
export const oauthAccounts = sqliteTable(
  "oauth_accounts",
  {
    provider: text("provider", { enum: ["google", "apple"] }).notNull(),
    subject: text("subject").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email"),
    createdAt: timestamp("created_at").notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index("oauth_accounts_user_idx").on(t.userId)],
);

/**
 * Throttling counters (kept in D1, never in memory or KV, so every
 * Worker instance sees the same count). One row per key, e.g. "login:email:a@b.c".
 */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: timestamp("window_start").notNull(),
  /** How many times in a row the limit was hit: each doubles the wait (back-off). */
  strikes: integer("strikes").notNull().default(0),
  blockedUntil: timestamp("blocked_until"),
});

// The meals group of accounts not yet moved into their own object (ADR 068): daily_writes,
// meals, deleted_meals, day_totals, food_items, xp_events and user_badges. Each user's live in
// their object now (worker/user-data/schema.ts); the rows here are read once, by the move, and
// deleted by its flip. What each column means is the same there.

/**
 * What an account wrote in its current local day, per kind (meals, imported meals, guest
 * migrations): one row per (user, kind), its count reset when a later day starts. The write
 * path counts in the same batch as the write and stores the write only if this batch's `batch`
 * token is the one the counter took, so a refused write stores nothing and a stored one is
 * always counted (domain/meals/write-limits.ts holds the bounds).
 */
export const dailyWrites = sqliteTable(
  "daily_writes",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["meals", "import", "migration"] }).notNull(),
    localDate: text("local_date").notNull(),
    count: integer("count").notNull(),
    batch: text("batch").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * A logged meal. `localDate` is the user's calendar day (in their time zone) when it was
 * eaten, so daily totals are an indexed lookup. `clientId` is the id the browser gave it
 * (guest meals, retried requests): unique per user, so a retry never stores it twice.
 */
export const meals = sqliteTable(
  "meals",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mealType: text("meal_type", { enum: ["breakfast", "lunch", "dinner", "snack"] }).notNull(),
    title: text("title"),
    totalProtein: real("total_protein").notNull(),
    imageUrl: text("image_url"),
    source: text("source", { enum: ["manual", "describe", "photo", "planner", "guest"] }).notNull(),
    clientId: text("client_id"),
    /**
     * A guest's photo that arrived without analysis (0 g): shown as waiting, left out of
     * totals, streaks and badges until POST /api/analyze-meal fills it in place (ADR 019).
     */
    awaitingAnalysis: integer("awaiting_analysis", { mode: "boolean" }).notNull().default(false),
    localDate: text("local_date").notNull(),
    createdAt: timestamp("created_at").notNull().default(now),
    updatedAt: timestamp("updated_at").notNull().default(now),
    /**
     * A meal's own kcal, carbs and fat, as typed in Manual Entry (quick add); null when not given.
     * A meal of foods has them on its foods instead. Last, in the order the columns were added:
     * the write path's INSERT … SELECT lists values in column order.
     */
    calories: real("calories"),
    carbsG: real("carbs_g"),
    fatG: real("fat_g"),
  },
  (t) => [
    // The id completes the newest-first order (created_at, id), so a page or the dashboard's
    // recent meals read their rows straight off the index, with no sort (ADR 030).
    index("meals_user_created_idx").on(t.userId, t.createdAt, t.id),
    index("meals_user_day_idx").on(t.userId, t.localDate),
    uniqueIndex("meals_user_client_idx").on(t.userId, t.clientId),
    // The dashboard asks on every read whether any photo waits (ADR 019): a partial index
    // holds only those rows, so the answer does not scan years of meals. With created_at it
    // also gives the analysis quota its oldest waiting photos in order (ADR 030).
    index("meals_user_awaiting_idx").on(t.userId, t.createdAt).where(sql`${t.awaitingAnalysis} = 1`),
  ],
);

/**
 * A meal deleted in the last few minutes, kept so the toast's Undo can put it back exactly as
 * it was: the meal row, its foods and its own XP rows, each as JSON in its table's column names.
 * Undo restores the row and deletes it; rows older than the undo window are purged by the next
 * deletion (worker/features/meals/meal-trash.ts).
 */
export const deletedMeals = sqliteTable(
  "deleted_meals",
  {
    mealId: text("meal_id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deletedAt: timestamp("deleted_at").notNull().default(now),
    meal: text("meal").notNull(),
    foods: text("foods").notNull(),
    xp: text("xp").notNull(),
  },
  (t) => [index("deleted_meals_deleted_idx").on(t.deletedAt)],
);

/**
 * Protein per local day of a user's counted meals (not a guest photo waiting for analysis),
 * one row per day with at least one: what the dashboard, the day list, the month and year views
 * and the streak read instead of summing years of meals, with how many of the day's meals fall
 * below and in the per-meal protein band. The meal write path
 * (worker/features/meals/log-meal.ts) recomputes the touched days in the same batch as every
 * change (ADR 030). The migration makes it WITHOUT ROWID, so a range is read off the primary key.
 */
export const dayTotals = sqliteTable(
  "day_totals",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    localDate: text("local_date").notNull(),
    total: real("total").notNull(),
    meals: integer("meals").notNull(),
    /** Of `meals`, those below the per-meal protein band and those in it (ADR 065); the rest are above. */
    belowBand: integer("below_band").notNull().default(0),
    inBand: integer("in_band").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.localDate] })],
);

/** The foods of a meal, each with how its protein was found (table match or model). */
export const foodItems = sqliteTable(
  "food_items",
  {
    id: text("id").primaryKey(),
    mealId: text("meal_id")
      .notNull()
      .references(() => meals.id, { onDelete: "cascade" }),
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
    // Energy (kcal), fat and carbs (g) of these grams, from the server's own SR28 table;
    // null where the food is not a table food or its grams are unknown (migration 0018).
    kcal: real("kcal"),
    fatG: real("fat_g"),
    carbsG: real("carbs_g"),
  },
  (t) => [index("food_items_meal_idx").on(t.mealId, t.position)],
);

/**
 * Server-side sessions. The cookie carries a random token; only its SHA-256 (hex) is
 * stored, so a leaked table cannot be replayed as cookies.
 */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at").notNull(),
    createdAt: timestamp("created_at").notNull().default(now),
    /** The device in plain words ("Chrome on Android"), from the sign-in's user agent; null when unknown or from before it was kept. */
    device: text("device"),
    /** When the session was last used, to the hour (written at most hourly, or when it slides); null before it was kept. */
    lastSeenAt: timestamp("last_seen_at"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export type UserRow = typeof users.$inferSelect;
/** The columns that prove who someone is: read only by the routes that check them. */
export type UserSecretColumn = "passwordHash" | "totpSecret" | "totpLastStep";
/**
 * A user without their secrets: what code that does not check a password or a code takes, so
 * both a whole row and the session's user (worker/lib/session-user.ts) can be given to it.
 */
export type UserFields = Omit<UserRow, UserSecretColumn>;
export type MealRow = typeof meals.$inferSelect;
export type FoodItemRow = typeof foodItems.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/**
 * Photos in R2 (issue: photo to protein). The key is server-generated; `status` is
 * "pending" from the signed upload URL until the bytes are stored and checked.
 */
export const photos = sqliteTable(
  "photos",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull().unique(),
    status: text("status", { enum: ["pending", "stored"] })
      .notNull()
      .default("pending"),
    contentType: text("content_type"),
    size: integer("size"),
    /** An upload URL is single-use: set when its bytes arrive. */
    uploadedAt: timestamp("uploaded_at"),
    uploadExpiresAt: timestamp("upload_expires_at").notNull(),
    /** SHA-256 of the upload URL's random token: the URL is the only way to write these bytes. */
    uploadTokenHash: text("upload_token_hash"),
    /** R2 multipart upload id while a resumable upload is in progress. */
    multipartUploadId: text("multipart_upload_id"),
    /**
     * Bytes of this upload claimed so far: parts recorded plus parts on their way to R2
     * (ADR 015). Claimed with one conditional UPDATE, so concurrent parts can never
     * together pass the 10 MB of one photo.
     */
    reservedBytes: integer("reserved_bytes").notNull().default(0),
    createdAt: timestamp("created_at").notNull().default(now),
  },
  (t) => [index("photos_user_idx").on(t.userId, t.createdAt)],
);

/** AI analyses per user per local day, for the quotas: 3 a day free, 50 with Pro. */
export const aiUsage = sqliteTable(
  "ai_usage",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    localDate: text("local_date").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.localDate] })],
);

// Of accounts not yet moved (ADR 068), like the meals above.
/**
 * The XP ledger: one row per award, unique per (user, reason,
 * reference), so a retried request never awards twice and a deleted meal's rows can go.
 */
export const xpEvents = sqliteTable(
  "xp_events",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    reference: text("reference").notNull(),
    xp: integer("xp").notNull(),
    createdAt: timestamp("created_at").notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.userId, t.reason, t.reference] })],
);

// Of accounts not yet moved (ADR 068), like the meals above.
/** Badges earned, each once. */
export const userBadges = sqliteTable(
  "user_badges",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    badgeId: text("badge_id").notNull(),
    earnedAt: timestamp("earned_at").notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.userId, t.badgeId] })],
);

/** Meal-prep recipes (seeded). List fields are JSON arrays. */
export const recipes = sqliteTable(
  "recipes",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    difficulty: text("difficulty", { enum: ["easy", "medium", "hard"] }).notNull(),
    mealType: text("meal_type", { enum: ["breakfast", "lunch", "dinner", "snack"] }).notNull(),
    proteinPerServing: real("protein_per_serving").notNull(),
    prepTimeMinutes: integer("prep_time_minutes").notNull(),
    cookTimeMinutes: integer("cook_time_minutes").notNull(),
    servings: integer("servings").notNull(),
    totalCalories: integer("total_calories").notNull(),
    tags: text("tags").notNull().default("[]"),
    ingredients: text("ingredients").notNull().default("[]"),
    instructions: text("instructions").notNull().default("[]"),
  },
  (t) => [index("recipes_meal_type_idx").on(t.mealType)],
);

/** Recipe favourites of accounts not yet moved into their own object (ADR 067): read and deleted only by the move. */
export const favorites = sqliteTable(
  "favorites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recipeId: text("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at").notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.userId, t.recipeId] })],
);

/**
 * A user's billing identity at the provider (Stripe or the local simulator). The
 * subscription fields the app shows live on `users`; this keeps the ids.
 */
export const billingAccounts = sqliteTable("billing_accounts", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  provider: text("provider", { enum: ["stripe", "local"] }).notNull(),
  customerId: text("customer_id").notNull().unique(),
  subscriptionId: text("subscription_id"),
  cancelAtPeriodEnd: integer("cancel_at_period_end", { mode: "boolean" }).notNull().default(false),
  currentPeriodEnd: timestamp("current_period_end"),
  updatedAt: timestamp("updated_at").notNull().default(now),
  /**
   * The right to make the customer's one subscription, taken by one conditional update
   * before the provider is called and cleared with the subscription's save (or given back
   * when the call fails). Its id keys the provider's create call, so a retake of a claim
   * left behind by a Worker that died mid-call asks for the same subscription again.
   */
  claimId: text("claim_id"),
  /** The payment setup the claim is for. */
  claimSetupIntentId: text("claim_setup_intent_id"),
  claimedAt: timestamp("claimed_at"),
});

/**
 * One-way fingerprints of the email addresses that have had a free trial: an HMAC of the
 * normalised address (mailboxOf in domain/auth/mailbox.ts) under a subkey of AUTH_SECRET.
 * No user id and no address: deleting an account leaves its fingerprint, so signing up
 * again with the same address (or a dotted or +tagged spelling of it) gets no second trial.
 */
export const trialFingerprints = sqliteTable("trial_fingerprints", {
  hash: text("hash").primaryKey(),
  createdAt: timestamp("created_at").notNull().default(now),
});

/** Webhook events already applied, stored in the same batch as their change. */
export const billingEvents = sqliteTable("billing_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at").notNull().default(now),
});

/**
 * Parts of a resumable (multipart) photo upload, recorded as they arrive: R2 cannot list
 * the parts of an upload in progress, and the upload widget asks for them to resume.
 */
export const photoParts = sqliteTable(
  "photo_parts",
  {
    photoId: text("photo_id")
      .notNull()
      .references(() => photos.id, { onDelete: "cascade" }),
    partNumber: integer("part_number").notNull(),
    etag: text("etag").notNull(),
    size: integer("size").notNull(),
  },
  (t) => [primaryKey({ columns: [t.photoId, t.partNumber] })],
);

/**
 * Uploads per user per local day (ADR 015): photo slots opened and bytes accepted for
 * storage, each taken with one conditional upsert so racing requests cannot pass the quota.
 */
export const uploadUsage = sqliteTable(
  "upload_usage",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    localDate: text("local_date").notNull(),
    slots: integer("slots").notNull().default(0),
    bytes: integer("bytes").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.localDate] })],
);

/**
 * Single-use recovery codes for two-factor sign-in (ADR 011): never the code itself, and a
 * code's row is deleted when it is used. `code_hash` is `hmac:<hex>`, an HMAC under a subkey
 * of AUTH_SECRET (ADR 014); rows from before ADR 014 hold a bare SHA-256 hex and still verify.
 */
export const recoveryCodes = sqliteTable(
  "recovery_codes",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    createdAt: timestamp("created_at").notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

/**
 * The second step of a two-factor sign-in (ADR 011): a password proven, a code still owed.
 * The id is the SHA-256 of a random single-use token handed to the browser; it expires
 * after five minutes and is deleted when used.
 */
export const twoFactorChallenges = sqliteTable(
  "two_factor_challenges",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at").notNull(),
    createdAt: timestamp("created_at").notNull().default(now),
  },
  (t) => [index("two_factor_challenges_user_idx").on(t.userId)],
);

/**
 * Device cookies (OWASP "Slow down online guessing attacks with device cookies", ADR 012): a
 * browser that signed in to an account carries a random 256-bit token, stored here only as its
 * SHA-256 and bound to that user. Sign-in from such a browser is throttled on its own
 * allowance, so guesses at the email from anywhere else cannot lock the owner out.
 */
export const deviceCookies = sqliteTable(
  "device_cookies",
  {
    /** SHA-256 (hex) of the cookie's token; the token itself is never stored. */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at").notNull(),
    createdAt: timestamp("created_at").notNull().default(now),
  },
  (t) => [index("device_cookies_user_idx").on(t.userId)],
);

/**
 * A signed-in user's request to connect a Google or Apple identity (ADR 013), waiting for
 * the provider's callback. Keyed by the SHA-256 of the OAuth `state` (which starts "link."),
 * so the callback links the identity to the user who asked, known from the server alone: the
 * Apple callback is a cross-site POST that carries no session cookie. Single-use, 10 minutes.
 */
export const oauthLinkRequests = sqliteTable(
  "oauth_link_requests",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: ["google", "apple"] }).notNull(),
    expiresAt: timestamp("expires_at").notNull(),
    createdAt: timestamp("created_at").notNull().default(now),
  },
  (t) => [index("oauth_link_requests_user_idx").on(t.userId)],
);

/**
 * Single-use links sent by email (ADR 026): verifying the address (24 h) and
 * resetting a forgotten password (1 h). The id is the SHA-256 of the token in the link, so a
 * leaked table opens nothing; `email` is the address the link went to, so verifying proves
 * that address and no later one. A row is deleted when its link is used.
 */
export const emailTokens = sqliteTable(
  "email_tokens",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["verify", "reset"] }).notNull(),
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at").notNull(),
    createdAt: timestamp("created_at").notNull().default(now),
  },
  (t) => [index("email_tokens_user_idx").on(t.userId, t.purpose)],
);

/**
 * The local email provider's outbox (ADR 026): what `npm start` and the tests "sent", read
 * at GET /api/dev/emails. A deployed Worker sends through Cloudflare and never writes here.
 */
export const sentEmails = sqliteTable(
  "sent_emails",
  {
    id: text("id").primaryKey(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    sentAt: timestamp("sent_at").notNull().default(now),
  },
  (t) => [index("sent_emails_to_idx").on(t.toAddress, t.sentAt)],
);
// The USDA SR28 food table (ADR 024), filled by seed/foods.sql. Values per 100 g edible
// portion, as released; fiber is null where SR28 gives none. `everyday` marks the foods the hand
// names of domain/nutrition/foods/ point to, which search ranks first.
export const foods = sqliteTable("foods", {
  ndb: text("ndb").primaryKey(),
  name: text("name").notNull(),
  foodGroup: text("food_group").notNull(),
  proteinPer100g: real("protein_per_100g").notNull(),
  kcalPer100g: real("kcal_per_100g").notNull(),
  fatPer100g: real("fat_per_100g"),
  carbsPer100g: real("carbs_per_100g"),
  fiberPer100g: real("fiber_per_100g"),
  everyday: integer("everyday", { mode: "boolean" }).notNull().default(false),
});

/** SR28 household portions: `grams` is the weight of `amount` `measure` ("1 large" egg = 50 g). */
export const foodPortions = sqliteTable(
  "food_portions",
  {
    ndb: text("ndb").notNull(),
    seq: integer("seq").notNull(),
    amount: real("amount").notNull(),
    measure: text("measure").notNull(),
    grams: real("grams").notNull(),
  },
  (t) => [primaryKey({ columns: [t.ndb, t.seq] })],
);

/** Normalised everyday names ("grilled chicken") of an SR28 food. */
export const foodAliases = sqliteTable(
  "food_aliases",
  {
    alias: text("alias").notNull(),
    ndb: text("ndb").notNull(),
  },
  (t) => [primaryKey({ columns: [t.alias, t.ndb] })],
);

/** Every word of the search index, for typo correction ("chiken" → "chicken"). */
export const foodWords = sqliteTable("food_words", {
  word: text("word").primaryKey(),
});
// The search index itself is the FTS5 table `foods_fts(name, aliases)`, rowid = the NDB number as
// an integer; drizzle cannot declare virtual tables, so migration 0013 creates it and the food
// search (worker/lib/foods/search.ts) queries it in SQL.

/**
 * A browser's Web Push subscription (ADR 027). The endpoint is the push service's
 * capability URL for one browser, so it is the key, and it stays with the account that stored
 * it: another account gets it only as a new endpoint, after the browser unsubscribed the old
 * one. At most ten per account (the newest kept). Deleted when the push service answers 404 or 410.
 */
export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    endpoint: text("endpoint").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The browser's P-256 public key and auth secret (base64url), for RFC 8291 encryption. */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** When its account last stored it: the oldest goes first when an account has too many. */
    createdAt: timestamp("created_at").notNull().default(now),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);

/** What a user wants to be told (Settings, Notifications); no row means the defaults. */
export const notificationSettings = sqliteTable("notification_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  dailyReminder: integer("daily_reminder", { mode: "boolean" }).notNull().default(true),
  /** "HH:MM" on the user's own clock (users.timezone). */
  reminderTime: text("reminder_time").notNull().default("19:00"),
  goalAlerts: integer("goal_alerts", { mode: "boolean" }).notNull().default(true),
  weeklyReport: integer("weekly_report", { mode: "boolean" }).notNull().default(false),
  updatedAt: timestamp("updated_at").notNull().default(now),
});

/**
 * Notifications sent, one row per (user, kind, local day), claimed by an insert before the
 * push goes out: a retried cron or a second racing write finds the row and sends nothing.
 * Every claim is for the user's today, so the cron deletes claims of days long past
 * (pruneSendClaims, by `local_date`): the table holds a few days, not every day of every user.
 */
export const notificationSends = sqliteTable(
  "notification_sends",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["daily", "goal", "weekly"] }).notNull(),
    localDate: text("local_date").notNull(),
    sentAt: timestamp("sent_at").notNull().default(now),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.localDate] }),
    index("notification_sends_local_date_idx").on(t.localDate),
  ],
);

/**
 * Saved meals and own foods of accounts not yet moved: each user's live in their own object now
 * (worker/user-data/schema.ts, ADR 067); a user's rows here are read once, by the move that
 * copies them there, and deleted by its flip. Nothing else reads or writes them.
 */
export const savedMeals = sqliteTable(
  "saved_meals",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    foods: text("foods", { mode: "json" }).$type<SavedFoodRef[]>().notNull(),
    createdAt: timestamp("created_at").notNull().default(now),
    updatedAt: timestamp("updated_at").notNull().default(now),
  },
  // The id completes the list's order (created_at, then id), so it is read off the index, unsorted.
  (t) => [index("saved_meals_user_idx").on(t.userId, t.createdAt, t.id)],
);

/** Own foods of accounts not yet moved, read and deleted only by the move, like saved_meals. */
export const customFoods = sqliteTable(
  "custom_foods",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    nameKey: text("name_key").notNull(),
    brand: text("brand"),
    proteinPer100g: real("protein_per_100g").notNull(),
    kcalPer100g: real("kcal_per_100g"),
    servingGrams: real("serving_grams"),
    servingLabel: text("serving_label"),
    barcode: text("barcode"),
    createdAt: timestamp("created_at").notNull().default(now),
    updatedAt: timestamp("updated_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("custom_foods_user_name_idx").on(t.userId, t.nameKey),
    uniqueIndex("custom_foods_user_barcode_idx").on(t.userId, t.barcode).where(sql`${t.barcode} IS NOT NULL`),
  ],
);
