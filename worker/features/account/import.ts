import { SOURCE_NAMES } from "../../../domain/import/parse";
import type { ImportRequest, ImportResult } from "../../../domain/import/schema";
import { localDayBounds } from "../../../domain/time/local-day";
import type { Db } from "../../db/client";
import type { UserFields } from "../../db/schema";
import { sha256Hex } from "../../lib/ids";
import { createMeal } from "../meals/log-meal";

/**
 * The instant a file's meal was eaten: its local time on its date in the user's time zone,
 * kept inside that local day (a 23-hour DST day cannot push it into the next).
 */
function eatenAt(date: string, minutes: number, timeZone: string): Date {
  const { start, end } = localDayBounds(date, timeZone);
  return new Date(Math.min(start + minutes * 60_000, end - 60_000));
}

/**
 * Stores imported meals through the one meal write path (createMeal). Each meal's
 * idempotency key is derived from its file row: the source, the date and the meal's name in
 * the file. Importing the same file again (or an overlapping later export) finds those meals
 * stored and adds nothing.
 */
export async function importMeals(db: Db, user: UserFields, input: ImportRequest): Promise<ImportResult> {
  let imported = 0;
  let skipped = 0;
  for (const meal of input.meals) {
    const group = (await sha256Hex(meal.group.toLowerCase())).slice(0, 12);
    const { created } = await createMeal(
      db,
      user,
      {
        mealType: meal.mealType,
        title: `${meal.group} (${SOURCE_NAMES[input.source]})`,
        totalProtein: meal.protein,
        imageUrl: null,
        source: "manual",
        foodItems: meal.foods.map((f) => ({
          name: f.name,
          proteinContent: f.protein,
          portionSize: f.amount,
          source: "manual" as const,
        })),
      },
      `import.${input.source}.${meal.date}.${group}`,
      eatenAt(meal.date, meal.minutes, user.timezone),
    );
    if (created) imported += 1;
    else skipped += 1;
  }
  return { imported, skipped };
}
