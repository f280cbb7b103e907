import { describe, expect, it } from "vitest";
import { CRONOMETER_SERVINGS_CSV } from "../../domain/import/fixtures";
import { parseImport } from "../../domain/import/parse";
import { countBands } from "../../domain/meals/protein-band";
import { ownMealSql, signUp } from "./accounts";
import { call } from "./client";
import { json, logMeal } from "./meals-helpers";

// The stored per-day totals (day_totals, ADR 030) that the dashboard, the day list, the
// month and year views and the streak read: every write that changes a day's protein keeps
// them equal to a recomputation from the meal rows, in the write's own batch.

interface DayRow {
  local_date: string;
  total: number;
  meals: number;
  below_band: number;
  in_band: number;
}

const stored = (userId: string) =>
  ownMealSql<DayRow>(
    userId,
    "select local_date, total, meals, below_band, in_band from day_totals order by local_date",
  );

/** The same figures summed from the meals themselves (counted meals only, ADR 019), bands by the domain's rule. */
async function recomputed(userId: string): Promise<DayRow[]> {
  const results = await ownMealSql<{ local_date: string; total_protein: number }>(
    userId,
    "select local_date, total_protein from meals where awaiting_analysis = 0 order by local_date",
  );
  const days = new Map<string, number[]>();
  for (const m of results) days.set(m.local_date, [...(days.get(m.local_date) ?? []), m.total_protein]);
  const totals = await ownMealSql<{ local_date: string; total: number }>(
    userId,
    "select local_date, sum(total_protein) as total from meals where awaiting_analysis = 0 group by local_date order by local_date",
  );
  return totals.map((d) => {
    const band = countBands(days.get(d.local_date) ?? []);
    return { ...d, meals: band.meals, below_band: band.below, in_band: band.inBand };
  });
}

async function expectExact(userId: string) {
  const [have, want] = [await stored(userId), await recomputed(userId)];
  expect(have.map((d) => [d.local_date, d.meals])).toEqual(want.map((d) => [d.local_date, d.meals]));
  // The meals by the per-meal band (ADR 065): the SQL's counts are the domain rule's.
  expect(have.map((d) => [d.local_date, d.below_band, d.in_band])).toEqual(
    want.map((d) => [d.local_date, d.below_band, d.in_band]),
  );
  // Recomputed with the same sum over the same rows: equal, not merely close.
  expect(have.map((d) => d.total)).toEqual(want.map((d) => d.total));
}

const withKey = (key: string) => ({ "Idempotency-Key": key });
const edit = (cookie: string, id: string, totalProtein: string) =>
  call(`/api/meals/${id}/protein`, {
    method: "PATCH",
    json: { totalProtein, mealName: "Edited" },
    headers: { Cookie: cookie },
  });
const remove = (cookie: string, id: string) =>
  call(`/api/meals/${id}`, { method: "DELETE", headers: { Cookie: cookie } });

async function created(res: Response): Promise<string> {
  expect([200, 201]).toContain(res.status);
  return (await json<{ id: string }>(res)).id;
}

describe("stored day totals (ADR 030)", () => {
  it("stay equal to the meals through creates, edits, food edits, deletes, replays, imports and guest migration, concurrent ones too", async () => {
    const a = await signUp();
    const b = await signUp();
    // Guest migration: two meals on one past day, one on another.
    const guest = (id: string, createdAt: string, protein: string) => ({
      id,
      mealType: "lunch",
      totalProtein: protein,
      imageUrl: null,
      createdAt,
      foodItems: [{ name: "Tuna", proteinContent: Number(protein) }],
      isGuest: true,
    });
    const migrated = await call("/api/migrate-guest-data", {
      json: {
        guestMeals: [
          guest("g-1", "2026-11-20T08:00:00.000Z", "21.5"),
          guest("g-2", "2026-11-20T12:00:00.000Z", "18.3"),
          guest("g-3", "2026-11-19T12:00:00.000Z", "30"),
        ],
      },
      headers: { Cookie: a.cookie },
    });
    expect(migrated.status).toBe(200);
    await expectExact(a.id);
    expect((await stored(a.id)).find((d) => d.local_date === "2026-11-20")?.meals).toBe(2);

    // Import: a Cronometer file's days, through the same write path.
    const plan = parseImport(CRONOMETER_SERVINGS_CSV);
    if (!plan.ok) throw new Error(plan.message);
    expect((await call("/api/account/import", { json: plan.plan, headers: { Cookie: a.cookie } })).status).toBe(200);
    await expectExact(a.id);

    // Creates, one with foods, and a replay of it that must not count twice.
    const eggs = await created(
      await logMeal(
        a.cookie,
        { title: "Eggs", totalProtein: "19.7", foodItems: [{ name: "Egg", proteinContent: 19.7, grams: 150 }] },
        withKey("day-totals-eggs"),
      ),
    );
    expect(
      await created(await logMeal(a.cookie, { title: "Eggs", totalProtein: "19.7" }, withKey("day-totals-eggs"))),
    ).toBe(eggs);
    const shake = await created(await logMeal(a.cookie, { title: "Shake", totalProtein: "25.1" }));
    await expectExact(a.id);

    // Concurrent: eight creates (two of them racing replays of one key), an edit, a food edit
    // and a delete, all at once, beside another user's writes.
    const results = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => logMeal(a.cookie, { title: `Snack ${i}`, totalProtein: `${10 + i}.3` })),
      logMeal(a.cookie, { title: "Yogurt", totalProtein: "12.4" }, withKey("day-totals-race")),
      logMeal(a.cookie, { title: "Yogurt", totalProtein: "12.4" }, withKey("day-totals-race")),
      edit(a.cookie, shake, "31.9"),
      call(`/api/meals/${eggs}/food-items`, {
        method: "PUT",
        json: { foodItems: [{ id: `${eggs}_0`, name: "Egg", proteinContent: 24.2, grams: 190 }] },
        headers: { Cookie: a.cookie },
      }),
      logMeal(b.cookie, { title: "Other user's lunch", totalProtein: "40" }),
    ]);
    for (const res of results) expect([200, 201]).toContain(res.status);
    await expectExact(a.id);
    await expectExact(b.id);

    // Deletes, two at once, one of them the last meal of its day: that day's row goes.
    const [lastOfDay] = await ownMealSql<{ id: string }>(a.id, "select id from meals where local_date = '2026-11-19'");
    const deletes = await Promise.all([remove(a.cookie, lastOfDay?.id ?? ""), remove(a.cookie, eggs)]);
    for (const res of deletes) expect(res.status).toBe(200);
    await expectExact(a.id);
    expect((await stored(a.id)).some((d) => d.local_date === "2026-11-19")).toBe(false);

    // Another user's meal cannot be deleted through a, and b's totals stay as they were.
    const before = await stored(b.id);
    const [bMeal] = await ownMealSql<{ id: string }>(b.id, "select id from meals");
    expect((await remove(a.cookie, bMeal?.id ?? "")).status).toBe(404);
    expect(await stored(b.id)).toEqual(before);

    // Account deletion takes the stored totals with it.
    const gone = await call("/api/account", {
      method: "DELETE",
      json: { password: a.password },
      headers: { Cookie: a.cookie },
    });
    expect(gone.status).toBe(200);
    expect(await stored(a.id)).toEqual([]);
  });

  it("are what the day reads answer: today's total, the day list and the dashboard", async () => {
    const a = await signUp();
    await logMeal(a.cookie, { title: "Oats", totalProtein: "12.25" });
    await logMeal(a.cookie, { title: "Chicken", totalProtein: "40.1" });
    const today = new Date().toISOString().slice(0, 10);
    const daily = await json<{ totalProtein: number }>(
      await call("/api/tracking/daily", { headers: { Cookie: a.cookie } }),
    );
    expect(daily.totalProtein).toBe(52.4);
    const days = await json(
      await call(`/api/tracking/days?from=${today}&to=${today}`, { headers: { Cookie: a.cookie } }),
    );
    expect(days).toEqual([{ date: today, totalProtein: 52.4, meals: 2 }]);
    const dashboard = await json<{ totalProtein: number }>(
      await call("/api/dashboard", { headers: { Cookie: a.cookie } }),
    );
    expect(dashboard.totalProtein).toBe(52.4);
  });
});
