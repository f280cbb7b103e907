import { and, eq } from "drizzle-orm";
import type { MealType } from "../../../domain/meals/guest-meal";
import type { Meal } from "../../../domain/meals/meal";
import { localDate } from "../../../domain/time/local-day";
import type { Db } from "../../db/client";
import { foodItems, meals, type UserRow } from "../../db/schema";
import { ApiError } from "../../lib/api-error";
import { newId, sha256Hex } from "../../lib/ids";
import { mealXpInserts, refreshProgress } from "../gamification/progress";
import { itemsOf } from "./repository";
import { toMeal } from "./serialize";

export interface NewFoodItem {
  name: string;
  originalName?: string | null;
  proteinContent: number;
  grams?: number | null;
  portionSize?: string | null;
  confidence?: number | null;
  source?: "table" | "model" | "manual";
  foodId?: string | null;
}

export interface NewMeal {
  mealType: MealType;
  title: string | null;
  totalProtein: number;
  imageUrl: string | null;
  source: "manual" | "describe" | "photo" | "planner";
  foodItems: NewFoodItem[];
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

/** Reads the optional `Idempotency-Key` header: a retry with the same key is the same meal. */
export function idempotencyKey(header: string | undefined): string | null {
  if (header === undefined) return null;
  if (!IDEMPOTENCY_KEY.test(header)) {
    throw new ApiError(400, "The Idempotency-Key header must be 8 to 100 letters, digits or - _ . :", {
      code: "INVALID_INPUT",
    });
  }
  return header;
}

export async function readMeal(db: Db, userId: string, mealId: string): Promise<Meal | null> {
  const row = await db
    .select()
    .from(meals)
    .where(and(eq(meals.id, mealId), eq(meals.userId, userId)))
    .get();
  return row ? toMeal(row, await itemsOf(db, [row.id])) : null;
}

/**
 * Stores a meal with its foods and its XP in one D1 batch (all or nothing), then brings
 * goals, streaks and badges up to date. With an idempotency key, the meal id is derived
 * from (user, key) and every insert skips what exists, so a client retry after a timeout
 * returns the first meal instead of storing a second one.
 */
export async function createMeal(
  db: Db,
  user: UserRow,
  input: NewMeal,
  clientId: string | null,
  now = new Date(),
): Promise<{ meal: Meal; created: boolean }> {
  const mealId = clientId ? `m_${(await sha256Hex(`${user.id}:${clientId}`)).slice(0, 32)}` : newId();
  if (clientId) {
    const existing = await readMeal(db, user.id, mealId);
    if (existing) return { meal: existing, created: false };
  }
  const day = localDate(now, user.timezone);
  const mealInsert = db
    .insert(meals)
    .values({
      id: mealId,
      userId: user.id,
      mealType: input.mealType,
      title: input.title,
      totalProtein: input.totalProtein,
      imageUrl: input.imageUrl,
      source: input.source,
      clientId,
      localDate: day,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const itemInserts = input.foodItems.map((item, position) =>
    db
      .insert(foodItems)
      .values({
        id: `${mealId}_${position}`,
        mealId,
        position,
        name: item.name,
        originalName: item.originalName ?? null,
        proteinContent: item.proteinContent,
        grams: item.grams ?? null,
        portionSize: item.portionSize ?? null,
        confidence: item.confidence ?? null,
        source: item.source ?? "manual",
        foodId: item.foodId ?? null,
      })
      .onConflictDoNothing(),
  );
  const [mealResult] = await db.batch([
    mealInsert,
    ...itemInserts,
    ...mealXpInserts(db, user.id, mealId, input.source === "photo"),
  ]);
  // Two requests with the same key can both pass the read above (a retry racing the original):
  // only the one whose insert stored the row created the meal; the other is a replay.
  const created = mealResult.meta.changes > 0;
  if (created) await refreshProgress(db, user, day);
  const meal = await readMeal(db, user.id, mealId);
  if (!meal) throw new Error("stored meal could not be read back");
  return { meal, created };
}
