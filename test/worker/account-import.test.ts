import { describe, expect, it } from "vitest";
import { CRONOMETER_SERVINGS_CSV, MFP_NUTRITION_CSV } from "../../domain/import/fixtures";
import { parseImport } from "../../domain/import/parse";
import { ownMealSql, signUp } from "./accounts";
import { call } from "./client";
import { setTimezone } from "./meals-helpers";

const importBatch = (cookie: string, json: unknown) =>
  call("/api/account/import", { json, headers: { Cookie: cookie } });

function planOf(text: string) {
  const result = parseImport(text);
  if (!result.ok) throw new Error(result.message);
  return result.plan;
}

const mealsOf = (userId: string) =>
  ownMealSql<{
    local_date: string;
    meal_type: string;
    title: string;
    total_protein: number;
    created_at: number;
    source: string;
  }>(userId, "select local_date, meal_type, title, total_protein, created_at, source from meals order by created_at");

describe("import from MyFitnessPal and Cronometer", () => {
  it("imports a MyFitnessPal file in the user's time zone through the meal write path, once", async () => {
    const a = await signUp();
    await setTimezone(a.cookie, "Pacific/Kiritimati");
    const plan = planOf(MFP_NUTRITION_CSV);
    const first = await importBatch(a.cookie, plan);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ imported: 5, skipped: 0 });
    const meals = await mealsOf(a.id);
    expect(meals.map((m) => [m.local_date, m.meal_type, m.total_protein])).toEqual([
      ["2026-09-28", "breakfast", 32.5],
      ["2026-09-28", "lunch", 45],
      ["2026-09-28", "dinner", 52],
      ["2026-09-29", "breakfast", 20],
      ["2026-09-29", "snack", 15.5],
    ]);
    expect(meals[0]?.title).toBe("Breakfast (MyFitnessPal)");
    // 08:00 on 28 September in Kiritimati (UTC+14) is 18:00 UTC the day before.
    expect(new Date(meals[0]?.created_at ?? 0).toISOString()).toBe("2026-09-27T18:00:00.000Z");
    // The one meal write path: XP, streak and badges follow the imported days.
    const [user] = await ownMealSql<{ xp_total: number; longest_streak: number }>(
      a.id,
      "select xp_total, longest_streak from progress",
    );
    expect(user?.longest_streak).toBe(2);
    expect(user?.xp_total).toBeGreaterThan(0);

    const again = await importBatch(a.cookie, plan);
    expect(await again.json()).toEqual({ imported: 0, skipped: 5 });
    expect(await mealsOf(a.id)).toHaveLength(5);
  });

  it("imports Cronometer meals with their foods, and the same file sent twice at once stores each meal once", async () => {
    const a = await signUp();
    const plan = planOf(CRONOMETER_SERVINGS_CSV);
    const results = await Promise.all([importBatch(a.cookie, plan), importBatch(a.cookie, plan)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(await mealsOf(a.id)).toHaveLength(4);
    const foods = await ownMealSql(
      a.id,
      "select f.name, f.protein_content, f.portion_size from food_items f join meals m on m.id = f.meal_id where m.local_date = '2026-09-25' and m.meal_type = 'breakfast' order by f.position",
    );
    expect(foods).toEqual([
      { name: "Oats, rolled", protein_content: 10.6, portion_size: "80 g" },
      { name: "Greek Yogurt", protein_content: 17, portion_size: "170 g" },
    ]);
    // Named by its foods (no title of the file's group), as a meal logged here is.
    expect((await mealsOf(a.id)).map((m) => m.title)).toEqual([null, null, null, null]);
  });

  it("refuses a bad batch with a clear message and stores nothing of it", async () => {
    const a = await signUp();
    const plan = planOf(MFP_NUTRITION_CSV);
    const bad = { ...plan, meals: [...plan.meals, { ...plan.meals[0], date: "2026-02-30" }] };
    const res = await importBatch(a.cookie, bad);
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("Each meal needs a date written as YYYY-MM-DD.");
    expect(await mealsOf(a.id)).toHaveLength(0);
    expect((await importBatch(a.cookie, { source: "loseit", meals: plan.meals })).status).toBe(400);
    expect(await mealsOf(a.id)).toHaveLength(0);
  });

  it("imports only into the signed-in user's account", async () => {
    expect((await importBatch("", planOf(MFP_NUTRITION_CSV))).status).toBe(401);
  });
});
