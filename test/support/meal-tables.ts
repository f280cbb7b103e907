/**
 * The tables of one user's meals group (ADR 068), as a test names them in a query of that
 * user's own object: each table without a user id, and a one-row `progress` table with the XP
 * total and the streak.
 */
export type MealTable =
  | "meals"
  | "food_items"
  | "day_totals"
  | "xp_events"
  | "user_badges"
  | "deleted_meals"
  | "daily_writes"
  | "progress";
