import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type BandCounts, countBands } from "../../domain/meals/protein-band";
import { addDays } from "../../domain/time/local-day";
import { signUp } from "./accounts";
import { call } from "./client";
import { json, logMeal } from "./meals-helpers";

// Each day's meals against the per-meal protein band (20-40 g, edges in; ADR 065), as GET
// /api/dashboard carries them for today and the stats week: counted from the logged meals by
// the write path, kept right through edits, moves and deletes.

interface DashboardWeek {
  date: string;
  week: { date: string; totalProtein: number; band: BandCounts }[];
}

const dashboard = async (cookie: string) =>
  json<DashboardWeek>(await call("/api/dashboard", { headers: { Cookie: cookie } }));

const logged = async (cookie: string, title: string, totalProtein: string, mealType: string) => {
  const res = await logMeal(cookie, { title, totalProtein, mealType });
  expect(res.status).toBe(201);
  return (await json<{ id: string }>(res)).id;
};

const patch = (cookie: string, id: string, body: Record<string, unknown>) =>
  call(`/api/meals/${id}/protein`, { method: "PATCH", json: body, headers: { Cookie: cookie } });

describe("meals by the per-meal band on the dashboard and its week (ADR 065)", () => {
  it("counts today's logged meals below, in (edges included) and above 20-40 g", async () => {
    const a = await signUp();
    const fresh = await dashboard(a.cookie);
    // No meals, no figures: every day of the week is zero meals, not a placeholder.
    expect(fresh.week).toHaveLength(7);
    for (const day of fresh.week) expect(day.band).toEqual({ meals: 0, below: 0, inBand: 0, above: 0 });

    await logged(a.cookie, "Toast", "19.9", "breakfast");
    await logged(a.cookie, "Eggs", "20", "breakfast");
    await logged(a.cookie, "Chicken salad", "40", "lunch");
    await logged(a.cookie, "Steak", "40.1", "dinner");
    const data = await dashboard(a.cookie);
    const today = data.week.at(-1);
    expect(today?.date).toBe(data.date);
    expect(today?.band).toEqual({ meals: 4, below: 1, inBand: 2, above: 1 });
    expect(today?.totalProtein).toBe(120);
    // The other days of the week have nothing logged.
    for (const day of data.week.slice(0, 6)) expect(day.band.meals).toBe(0);
  });

  it("follows edits, moves to another day and deletes, and shows no one else's meals", async () => {
    const a = await signUp();
    const b = await signUp();
    const oats = await logged(a.cookie, "Oats", "12", "breakfast");
    const tuna = await logged(a.cookie, "Tuna", "30", "lunch");
    await logged(b.cookie, "Someone else's shake", "25", "snack");
    expect((await dashboard(a.cookie)).week.at(-1)?.band).toEqual({ meals: 2, below: 1, inBand: 1, above: 0 });

    // Oats with yogurt: 12 g becomes 27 g, in the band.
    expect((await patch(a.cookie, oats, { totalProtein: 27, mealName: "Oats and yogurt" })).status).toBe(200);
    expect((await dashboard(a.cookie)).week.at(-1)?.band).toEqual({ meals: 2, below: 0, inBand: 2, above: 0 });

    // The tuna was yesterday's lunch: it moves to that day in the week.
    const { date } = await dashboard(a.cookie);
    const yesterday = addDays(date, -1);
    const moved = await patch(a.cookie, tuna, {
      totalProtein: 45,
      mealName: "Tuna",
      eatenAt: `${yesterday}T12:00:00Z`,
    });
    expect(moved.status).toBe(200);
    const after = await dashboard(a.cookie);
    expect(after.week.at(-1)?.band).toEqual({ meals: 1, below: 0, inBand: 1, above: 0 });
    expect(after.week.find((d) => d.date === yesterday)?.band).toEqual({ meals: 1, below: 0, inBand: 0, above: 1 });

    expect((await call(`/api/meals/${oats}`, { method: "DELETE", headers: { Cookie: a.cookie } })).status).toBe(200);
    expect((await dashboard(a.cookie)).week.at(-1)?.band).toEqual({ meals: 0, below: 0, inBand: 0, above: 0 });
    expect((await dashboard(b.cookie)).week.at(-1)?.band).toEqual({ meals: 1, below: 0, inBand: 1, above: 0 });
  });
});

describe("migration 0026: the stored days' meals by band", () => {
  it("counts each stored day's meals from the meal rows, as the write path does", async () => {
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0026_"));
    const backfill = migration?.queries.find((q) => /^\s*(--[^\n]*\n\s*)*UPDATE /i.test(q));
    expect(backfill).toBeDefined();
    const a = await signUp();
    const proteins = ["8", "19.9", "20", "33.3", "40", "40.1", "62"];
    // An account's D1 rows as they were before the migration (and before its meals moved into
    // its own object, ADR 068): the stored day knows its meals, not their bands.
    await env.DB.batch([
      ...proteins.map((protein, i) =>
        env.DB.prepare(
          `insert into meals (id, user_id, meal_type, title, total_protein, source, local_date, created_at, updated_at)
           values (?, ?, 'snack', ?, ?, 'manual', '2026-01-01', ?, ?)`,
        ).bind(`${a.id}-band-${i}`, a.id, `Meal ${i}`, Number(protein), i, i),
      ),
      env.DB.prepare(
        "insert into day_totals (user_id, local_date, total, meals, below_band, in_band) values (?, '2026-01-01', 0, 7, 0, 0)",
      ).bind(a.id),
    ]);
    await env.DB.prepare(backfill as string).run();
    const row = await env.DB.prepare("select meals, below_band, in_band from day_totals where user_id = ?")
      .bind(a.id)
      .first<{ meals: number; below_band: number; in_band: number }>();
    const want = countBands(proteins.map(Number));
    expect(row).toEqual({ meals: want.meals, below_band: want.below, in_band: want.inBand });
    expect(want).toEqual({ meals: 7, below: 2, inBand: 3, above: 2 });
  });
});
