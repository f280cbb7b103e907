import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { csvLine } from "../../domain/meals/csv";
import { CSV_PAGE } from "../../worker/features/meals/export";
import { insertOwnRows, signUp } from "./accounts";
import { as } from "./hostile/fixtures";

// GET /api/meals/export.csv over long histories: the bytes stay exactly the CSV the export
// has always written (newest first, foods in their order, the time on the user's clock),
// across what were page boundaries, and the read is the session's D1 round trip and one call to
// the user's own object.

const HEADER = "date,time,meal_type,meal,protein_g,foods,source,kcal,carbs_g,fat_g\r\n";
const BASE = Date.UTC(2024, 0, 1, 6, 0);
const MINUTE = 60_000;

interface SeededMeal {
  id: string;
  createdAt: number;
  title: string | null;
  mealType: string;
  protein: number;
  source: string;
  localDate: string;
  /** In their meal order (position), though inserted in reverse. */
  foods: { name: string; protein: number }[];
  /** A quick add's own kcal and carbs (fat left out), on every sixth meal. */
  calories: number | null;
  carbs: number | null;
}

/** Meals with awkward values: null and formula titles, commas and quotes, tied timestamps, decimals. */
function seededMeals(userId: string, count: number): SeededMeal[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `x_${userId.slice(0, 8)}_${String(i).padStart(5, "0")}`,
    // Every tenth meal shares its timestamp with the one before: the id breaks the tie.
    createdAt: BASE + (i - (i % 10 === 9 ? 1 : 0)) * 97 * MINUTE,
    title: i % 7 === 0 ? null : i % 11 === 0 ? `=HYPERLINK("x",${i})` : `Meal ${i}, "plate"`,
    mealType: ["breakfast", "lunch", "dinner", "snack"][i % 4] ?? "lunch",
    protein: i % 5 === 0 ? 12.5 : i % 3,
    source: i % 2 ? "manual" : "describe",
    localDate: `2024-01-${String((i % 28) + 1).padStart(2, "0")}`,
    foods: Array.from({ length: i % 4 }, (_, k) => ({ name: `Food ${i}.${k}; -x`, protein: k === 1 ? 0.1 : 10 + k })),
    calories: i % 6 === 0 ? 500 + i : null,
    carbs: i % 6 === 0 ? 40.5 : null,
  }));
}

async function insert(userId: string, rows: SeededMeal[]) {
  await insertOwnRows(
    userId,
    "meals",
    rows.map((m) => ({
      id: m.id,
      meal_type: m.mealType,
      title: m.title,
      total_protein: m.protein,
      source: m.source,
      local_date: m.localDate,
      created_at: m.createdAt,
      updated_at: m.createdAt,
      calories: m.calories,
      carbs_g: m.carbs,
    })),
  );
  await insertOwnRows(
    userId,
    "food_items",
    rows.flatMap((m) =>
      m.foods
        .map((f, k) => ({ id: `${m.id}_${k}`, meal_id: m.id, position: k, name: f.name, protein_content: f.protein }))
        .reverse(),
    ),
  );
}

/** "HH:MM" in Asia/Kolkata (UTC+5:30 all year), worked out by hand rather than by Intl. */
function kolkataTime(ms: number): string {
  const minutes = Math.floor((ms + 330 * MINUTE) / MINUTE) % (24 * 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

function expectedCsv(rows: SeededMeal[]): string {
  const newestFirst = [...rows].sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1));
  return (
    HEADER +
    newestFirst
      .map((m) =>
        csvLine([
          m.localDate,
          kolkataTime(m.createdAt),
          m.mealType,
          m.title,
          m.protein,
          m.foods.map((f) => `${f.name} (${f.protein}g)`).join("; "),
          m.source,
          // The meal's own values; its foods here have none, so there is no sum to show either.
          m.calories,
          m.carbs,
          null,
        ]),
      )
      .join("")
  );
}

async function exporter(count: number) {
  const a = await signUp();
  const b = await signUp();
  await env.DB.prepare("update users set timezone = 'Asia/Kolkata' where id = ?").bind(a.id).run();
  const rows = seededMeals(a.id, count);
  await insert(a.id, rows);
  await insert(b.id, seededMeals(b.id, 3));
  return { a, rows };
}

describe("GET /api/meals/export.csv with a long history", () => {
  it("writes 1,203 meals (past the former pages of 500) byte for byte, in one call to the user's object", async () => {
    const { a, rows } = await exporter(1203);
    const res = await as(a.cookie, "/api/meals/export.csv");
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(res.headers.get("X-D1-Round-Trips")).toBe("1");
    expect(res.headers.get("X-Object-Calls")).toBe("1");
    expect(text.split("\r\n")).toHaveLength(1203 + 2);
    expect(text).toBe(expectedCsv(rows));
  });

  it("goes on past one read (5,000 meals) in further pages, with no meal lost or doubled", async () => {
    // Newest first, the last meal of the first read is meal 9, which shares its timestamp
    // with meal 8, the first of the next page: the keyset has to break that tie by id.
    const { a, rows } = await exporter(CSV_PAGE + 9);
    const res = await as(a.cookie, "/api/meals/export.csv");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(expectedCsv(rows));
  }, 120_000);

  it("is empty but for its header without meals, and 401 without a session", async () => {
    const a = await signUp();
    const res = await as(a.cookie, "/api/meals/export.csv");
    expect(await res.text()).toBe(HEADER);
    expect((await as("", "/api/meals/export.csv")).status).toBe(401);
  });
});
