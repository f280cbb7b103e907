import { describe, expect, it } from "vitest";
import { countOwnMealRows, ownMealSql, signUp } from "./accounts";
import { EGGS_AND_YOGURT, json, logMeal } from "./meals-helpers";

/** The tests' view of one user's meals group (test/support/meal-tables.ts) shows that user's rows only. */
describe("ownMealSql", () => {
  it("reads each meals-group table and the progress row of one user, never another's", async () => {
    const a = await signUp();
    const b = await signUp();
    const mine = await json<{ id: string }>(await logMeal(a.cookie, EGGS_AND_YOGURT));
    await logMeal(b.cookie, { title: "Oats", totalProtein: "10" });
    await logMeal(b.cookie, { title: "Tofu", totalProtein: "20" });

    expect(await ownMealSql(a.id, "select id from meals")).toEqual([{ id: mine.id }]);
    expect(await countOwnMealRows(a.id, "food_items")).toBe(EGGS_AND_YOGURT.foodItems.length);
    expect(await countOwnMealRows(b.id, "meals")).toBe(2);
    expect(await countOwnMealRows(b.id, "day_totals")).toBe(1);
    expect(await countOwnMealRows(b.id, "daily_writes", "kind = ?", "meals")).toBe(1);

    const [ledger] = await ownMealSql<{ xp: number }>(a.id, "select sum(xp) as xp from xp_events");
    const progress = await ownMealSql<{ xp_total: number }>(a.id, "select xp_total from progress");
    expect(progress).toEqual([{ xp_total: ledger?.xp }]);
    expect(ledger?.xp).toBeGreaterThan(0);
  });
});
