import { and, eq, lt, or, type SQL } from "drizzle-orm";
import { csvLine, MEAL_CSV_HEADER } from "../../../domain/meals/csv";
import { mealNutrients } from "../../../domain/meals/nutrients";
import type { Db } from "../../db/client";
import { type BatchResults, builtOnce } from "../../db/prepared";
import { type FoodItemRow, type MealRow, meals, type UserFields } from "../../db/schema";
import { newestMealsQueries } from "../../lib/meals/repository";
import { liveSessionUserId } from "../../lib/session";

/**
 * Meals per read. The first page goes to D1 in the session's batch, so an export of up to
 * this many meals (four and a half years of three meals a day) is one round trip; a longer
 * history goes on in pages of the same size, one round trip each, so memory stays bounded
 * by one page (a few megabytes of rows) however long the history is.
 */
export const CSV_PAGE = 5000;

/**
 * The newest page of meals matching `where` (newest first, keyset on the created_at index) and
 * their foods, in one batch: the same pair of queries as the dashboard's and the meal list's.
 */
const pageQueries = (db: Db, where: SQL | undefined) => newestMealsQueries(db, where, CSV_PAGE);

/** The first page of the live session's user (readWithSession), built once (ADR 010). */
const firstPage = builtOnce((db) => {
  const [mealsQuery, foodsQuery] = pageQueries(db, eq(meals.userId, liveSessionUserId));
  return [mealsQuery.prepare(), foodsQuery.prepare()] as const;
});

/** The export's first page, for the batch with the session lookup; pass its results to mealsCsv. */
export function mealsCsvReads(db: Db) {
  const [mealsQuery, foodsQuery] = firstPage(db);
  return [
    [mealsQuery, {}],
    [foodsQuery, {}],
  ] as const;
}

type Page = Readonly<BatchResults<ReturnType<typeof mealsCsvReads>>>;

/** The page after `cursor` of one user's meals, with their foods, in one D1 batch. */
function nextPage(db: Db, userId: string, cursor: Pick<MealRow, "createdAt" | "id">): Promise<Page> {
  const after = or(
    lt(meals.createdAt, cursor.createdAt),
    and(eq(meals.createdAt, cursor.createdAt), lt(meals.id, cursor.id)),
  );
  return db.batch(pageQueries(db, and(eq(meals.userId, userId), after)));
}

/** One page as CSV lines: each meal with its foods in their order, and the time in the user's zone. */
function pageCsv([pageMeals, pageFoods]: Page, time: Intl.DateTimeFormat): string {
  const foodsOf = new Map<string, FoodItemRow[]>();
  for (const food of pageFoods) {
    const own = foodsOf.get(food.mealId);
    if (own) own.push(food);
    else foodsOf.set(food.mealId, [food]);
  }
  let chunk = "";
  for (const meal of pageMeals) {
    const foods = foodsOf.get(meal.id) ?? [];
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
 * All of a user's meals as CSV, newest first, streamed page by page from `first` (read in
 * the session's batch, mealsCsvReads) so a long history never has to fit in memory at once.
 */
export function mealsCsv(db: Db, user: UserFields, first: Page): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const time = new Intl.DateTimeFormat("en-GB", {
    timeZone: user.timezone,
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  });
  let page = first;
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(csvLine(MEAL_CSV_HEADER)));
      }
      const [pageMeals] = page;
      if (pageMeals.length > 0) controller.enqueue(encoder.encode(pageCsv(page, time)));
      const last = pageMeals.at(-1);
      if (!last || pageMeals.length < CSV_PAGE) {
        controller.close();
        return;
      }
      page = await nextPage(db, user.id, last);
    },
  });
}
