import { Hono } from "hono";
import { isPhotoAwaitingAnalysis, migrateGuestDataSchema } from "../../../domain/meals/guest-meal";
import { localDate } from "../../../domain/time/local-day";
import { getDb } from "../../db/client";
import { foodItems, meals } from "../../db/schema";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/api-error";
import { sha256Hex } from "../../lib/ids";
import { validate } from "../../lib/validate";
import { userOf } from "../../middleware/session";
import { requireOwnPhotos } from "../uploads/photo-store";
import { migrateGuestProfile } from "./profile";

/** Five minutes of clock skew between a phone and the server. */
const FUTURE_SLACK_MS = 5 * 60_000;

/**
 * POST /api/migrate-guest-data: a new account takes over the meals its guest logged, and
 * the guest's onboarding profile as far as its fields are valid (the answer lists the rest).
 * Idempotent: each meal's id is derived from (user, guest meal id) and every insert skips
 * what exists, all in one D1 batch (one transaction), so retries store nothing twice and a
 * failure half-way stores nothing at all.
 */
export const guestMigrationRoutes = new Hono<AppEnv>().post(
  "/",
  validate("json", migrateGuestDataSchema),
  async (c) => {
    const user = userOf(c);
    const { guestMeals, guestProfile } = c.req.valid("json");
    const now = Date.now();
    if (guestMeals.some((m) => Date.parse(m.createdAt) > now + FUTURE_SLACK_MS)) {
      throw new ApiError(400, "A guest meal is dated in the future.", { code: "INVALID_INPUT" });
    }
    const db = getDb(c.env.DB);
    await requireOwnPhotos(
      db,
      user.id,
      guestMeals.map((m) => m.imageUrl),
    );
    const statements = [];
    for (const meal of guestMeals) {
      const mealId = `gm_${(await sha256Hex(`${user.id}:${meal.id}`)).slice(0, 32)}`;
      const createdAt = new Date(meal.createdAt);
      statements.push(
        db
          .insert(meals)
          .values({
            id: mealId,
            userId: user.id,
            mealType: meal.mealType,
            title: meal.title ?? meal.foodItems[0]?.name ?? "Meal",
            totalProtein: meal.totalProtein,
            imageUrl: meal.imageUrl ?? null,
            source: "guest",
            clientId: meal.id,
            awaitingAnalysis: isPhotoAwaitingAnalysis(meal),
            localDate: localDate(createdAt, user.timezone),
            createdAt,
            updatedAt: createdAt,
          })
          .onConflictDoNothing(),
      );
      meal.foodItems.forEach((item, position) => {
        statements.push(
          db
            .insert(foodItems)
            .values({
              id: `${mealId}_${position}`,
              mealId,
              position,
              name: item.name,
              proteinContent: item.proteinContent ?? 0,
              portionSize: item.portionSize ?? null,
              source: "manual",
            })
            .onConflictDoNothing(),
        );
      });
    }
    const [first, ...rest] = statements;
    if (first) await db.batch([first, ...rest]);
    if (!guestProfile) return c.json({ migratedCount: guestMeals.length }, 200);
    const profile = await migrateGuestProfile(db, user, guestProfile);
    return c.json({ migratedCount: guestMeals.length, profile }, 200);
  },
);
