import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** Milliseconds since the epoch; D1 has no date type. */
const timestamp = (name: string) => integer(name, { mode: "timestamp_ms" });
const now = sql`(CAST(unixepoch('subsec') * 1000 AS INTEGER))`;

/**
 * A person with an account. Fields follow the User entity of spec section 3, plus what
 * sign-in needs (password hash) and the IANA time zone that defines their "day".
 */
export const users = sqliteTable("users", {
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
  timezone: text("timezone").notNull().default("UTC"),
  /** scrypt hash in PHC-like form; null for accounts created through Google or Apple. */
  passwordHash: text("password_hash"),
});

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
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
