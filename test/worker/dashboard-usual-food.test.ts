import { describe, expect, it } from "vitest";
import { type FoodsOfMeal, favoriteFoodOf } from "../../domain/dashboard/summary";
import { mealName } from "../../domain/meals/meal";
import { insertOwnRows, signUp } from "./accounts";
import { get, json } from "./meals-helpers";

// ADR 034: the dashboard tallies the usual food in SQL; the guest's dashboard counts it in the
// browser (favoriteFoodOf). Both must name the same food with the same protein for the same meals.

interface SeedMeal {
  title: string | null;
  mealType: "breakfast" | "lunch" | "dinner" | "snack";
  totalProtein: number;
  awaiting: boolean;
  foods: { name: string; protein: number }[];
}

/** A mixed history, newest first: names that differ in case and spaces, meals without foods, photos waiting, 0 g. */
function history(count: number, salt: number): SeedMeal[] {
  const foodNames = ["Egg", " egg", "Greek yogurt", "GREEK YOGURT ", "Chicken breast", "Rice", "  ", "Tuna"];
  const titles = ["Tuna", "tuna ", null, "", "Oats", "Chicken and rice", "  "];
  const types = ["breakfast", "lunch", "dinner", "snack"] as const;
  return Array.from({ length: count }, (_, i) => {
    const k = i * 7 + salt;
    const foods = Array.from({ length: k % 4 === 0 ? 0 : k % 3 }, (_, n) => ({
      name: foodNames[(k + n * 5) % foodNames.length] ?? "Egg",
      protein: [6.3, 10, 0, 31.25, 12.4][(k + n) % 5] ?? 6,
    }));
    return {
      title: titles[k % titles.length] ?? null,
      mealType: types[k % types.length] ?? "lunch",
      totalProtein: foods.length ? foods.reduce((s, f) => s + f.protein, 0) : ([30, 0, 18.5, 42][k % 4] ?? 30),
      awaiting: k % 11 === 0,
      foods,
    };
  });
}

async function seed(userId: string, meals: SeedMeal[]) {
  const now = Date.now();
  const id = (i: number) => `${userId}-usual-${i}`;
  await insertOwnRows(
    userId,
    "meals",
    meals.map((m, i) => {
      const at = now - i * 3_600_000;
      return {
        id: id(i),
        meal_type: m.mealType,
        title: m.title,
        total_protein: m.totalProtein,
        source: "manual",
        local_date: new Date(at).toISOString().slice(0, 10),
        created_at: at,
        updated_at: at,
        awaiting_analysis: m.awaiting ? 1 : 0,
      };
    }),
  );
  await insertOwnRows(
    userId,
    "food_items",
    meals.flatMap((m, i) =>
      m.foods.map((f, n) => ({
        id: `${id(i)}-${n}`,
        meal_id: id(i),
        position: n,
        name: f.name,
        protein_content: f.protein,
      })),
    ),
  );
}

const times = (count: number, meal: SeedMeal): SeedMeal[] => Array.from({ length: count }, () => meal);

/** What the guest's dashboard computes for the same meals: the newest 60, without those waiting. */
function expected(meals: SeedMeal[]) {
  const window: FoodsOfMeal[] = meals
    .slice(0, 60)
    .filter((m) => !m.awaiting)
    .map((m) => ({
      name: mealName({ title: m.title, foodItems: [], mealType: m.mealType }),
      totalProtein: m.totalProtein,
      foods: m.foods.map((f) => ({ name: f.name, proteinContent: f.protein })),
    }));
  return favoriteFoodOf(window);
}

describe("the dashboard's usual food (ADR 034)", () => {
  it.each([
    [5, 0],
    [40, 3],
    [75, 1],
    [120, 6],
  ])("is the guest dashboard's for the same %i meals (variant %i)", async (count, salt) => {
    const user = await signUp();
    const meals = history(count, salt);
    await seed(user.id, meals);
    const { favoriteFood } = await json<{ favoriteFood: unknown }>(await get(user.cookie, "/api/dashboard"));
    expect(favoriteFood).toEqual(expected(meals));
  });

  it("looks only at the newest 60 meals", async () => {
    const user = await signUp();
    const recent = times(60, { title: "Skyr", mealType: "snack", totalProtein: 17, awaiting: false, foods: [] });
    const older = times(100, { title: "Steak", mealType: "dinner", totalProtein: 40, awaiting: false, foods: [] });
    await seed(user.id, [...recent, ...older]);
    const { favoriteFood } = await json<{ favoriteFood: unknown }>(await get(user.cookie, "/api/dashboard"));
    expect(favoriteFood).toEqual({ name: "Skyr", protein: 17 });
  });
});
