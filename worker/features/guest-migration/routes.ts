import { Hono } from "hono";
import { isPhotoAwaitingAnalysis, migrateGuestDataSchema } from "../../../domain/meals/guest-meal";
import { historyDateProblem } from "../../../domain/meals/write-limits";
import { localDate } from "../../../domain/time/local-day";
import { getDb } from "../../db/client";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/api-error";
import { validate } from "../../lib/validate";
import { userOf } from "../../middleware/session";
import { logMigratedMeals } from "../meals/log-meal";
import { migrateGuestProfile } from "./profile";

/** Five minutes of clock skew between a phone and the server. */
const FUTURE_SLACK_MS = 5 * 60_000;

/**
 * Every guest meal's time checked before anything is written: not later than a few minutes
 * from now (a phone's clock may run ahead), on a local day no later than the user's today and
 * at most 20 years before it. One bad meal refuses the whole migration, naming it.
 */
function requireRealDates(guestMeals: readonly { createdAt: string }[], timeZone: string, now: number): void {
  const today = localDate(now, timeZone);
  for (const [index, meal] of guestMeals.entries()) {
    const at = Date.parse(meal.createdAt);
    const date = localDate(at, timeZone);
    const problem =
      at > now + FUTURE_SLACK_MS && date <= today
        ? `the time ${meal.createdAt} is in the future`
        : historyDateProblem(date, today);
    if (problem) {
      const message = `Meal ${index + 1}: ${problem}.`;
      throw new ApiError(400, `${message} Nothing was brought into your account.`, {
        code: "INVALID_DATE",
        issues: [{ path: `guestMeals.${index}.createdAt`, message }],
      });
    }
  }
}

/**
 * POST /api/migrate-guest-data: a new account takes over the meals its guest logged, and
 * the guest's onboarding profile as far as its fields are valid (the answer lists the rest).
 * The meals go through the meal write path (logMigratedMeals): one transaction of the user's
 * own object with their foods and XP, ids derived from (user, guest meal id), so retries store nothing
 * twice and a failure half-way stores nothing; they earn XP, streaks and badges like any other.
 */
export const guestMigrationRoutes = new Hono<AppEnv>().post(
  "/",
  validate("json", migrateGuestDataSchema),
  async (c) => {
    const { guestMeals, guestProfile } = c.req.valid("json");
    const db = getDb(c.env.DB);
    const user = userOf(c);
    const now = Date.now();
    requireRealDates(guestMeals, user.timezone, now);
    await logMigratedMeals(
      c.env,
      user,
      guestMeals.map((meal) => ({
        guestId: meal.id,
        createdAt: new Date(meal.createdAt),
        mealType: meal.mealType,
        title: meal.title ?? meal.foodItems[0]?.name ?? "Meal",
        totalProtein: meal.totalProtein,
        imageUrl: meal.imageUrl ?? null,
        source: "guest" as const,
        awaitingAnalysis: isPhotoAwaitingAnalysis(meal),
        foodItems: meal.foodItems.map((item) => ({
          name: item.name,
          proteinContent: item.proteinContent ?? 0,
          portionSize: item.portionSize ?? null,
          source: "manual" as const,
        })),
      })),
      now,
    );
    if (!guestProfile) return c.json({ migratedCount: guestMeals.length }, 200);
    const profile = await migrateGuestProfile(db, user, guestProfile);
    return c.json({ migratedCount: guestMeals.length, profile }, 200);
  },
);
