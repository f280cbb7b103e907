import { csvLine, MEAL_CSV_HEADER } from "../../../domain/meals/csv";
import { mealNutrients } from "../../../domain/meals/nutrients";
import type { UserFields } from "../../db/schema";
import type { movedUserData } from "../../lib/moves/ensure-moved";
import type { MealWithFoods } from "../../user-data/object";

/**
 * Meals per call to the user's object: an export of up to this many meals (four and a half
 * years of three meals a day) is one call; a longer history goes on in pages of the same size,
 * so memory stays bounded by one page (a few megabytes of rows) however long the history is.
 */
export const CSV_PAGE = 5000;

type Own = Awaited<ReturnType<typeof movedUserData>>;

/** One page as CSV lines: each meal with its foods in their order, and the time in the user's zone. */
function pageCsv(page: readonly MealWithFoods[], time: Intl.DateTimeFormat): string {
  let chunk = "";
  for (const { meal, foods } of page) {
    const values = mealNutrients({
      calories: meal.calories,
      carbs: meal.carbsG,
      fat: meal.fatG,
      foodItems: foods.map((f) => ({ kcal: f.kcal, fat: f.fatG, carbs: f.carbsG })),
    });
    chunk += csvLine([
      meal.localDate,
      time.format(meal.createdAt),
      meal.mealType,
      meal.title,
      meal.totalProtein,
      foods.map((food) => `${food.name} (${food.proteinContent}g)`).join("; "),
      meal.source,
      values.kcal,
      values.carbs,
      values.fat,
    ]);
  }
  return chunk;
}

/**
 * All of a user's meals as CSV, newest first, streamed page by page from their own object (a
 * keyset on created_at, then id), so a long history never has to fit in memory at once.
 */
export function mealsCsv(own: Own, user: UserFields): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const time = new Intl.DateTimeFormat("en-GB", {
    timeZone: user.timezone,
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  });
  let cursor: { createdAt: number; id: string } | null = null;
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(csvLine(MEAL_CSV_HEADER)));
      }
      const page = await own.csvPage(cursor, CSV_PAGE);
      if (page.length > 0) controller.enqueue(encoder.encode(pageCsv(page, time)));
      const last = page.at(-1);
      if (!last || page.length < CSV_PAGE) {
        controller.close();
        return;
      }
      cursor = { createdAt: last.meal.createdAt.getTime(), id: last.meal.id };
    },
  });
}
