import { call } from "./client";

export const logMeal = (cookie: string, json: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call("/api/meals/manual", {
    json: { mealType: "lunch", imageUrl: null, ...json },
    headers: { Cookie: cookie, ...headers },
  });

export const get = (cookie: string, path: string) => call(path, { headers: { Cookie: cookie } });

export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

export const setTimezone = (cookie: string, timezone: string) =>
  call("/api/user/timezone", { json: { timezone }, headers: { Cookie: cookie } });

/** A described breakfast of two foods with grams and portions: what re-logging and Undo copy exactly. */
export const EGGS_AND_YOGURT = {
  title: "Eggs and yogurt",
  totalProtein: "27.6",
  source: "describe",
  mealType: "breakfast",
  foodItems: [
    { name: "Egg", grams: 100, portionSize: "2 large (100 g)", proteinContent: 12.6, confidence: 0.7, foodId: "egg" },
    { name: "Greek yogurt", grams: 150, portionSize: "150 g", proteinContent: 15, confidence: 0.95 },
  ],
};
