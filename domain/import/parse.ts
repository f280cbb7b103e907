import type { MealType } from "../meals/guest-meal";
import { historyDateProblem } from "../meals/write-limits";
import { isValidDate } from "../time/local-day";
import { csvRows } from "./csv-rows";

export type ImportSource = "myfitnesspal" | "cronometer";

export const SOURCE_NAMES: Record<ImportSource, string> = {
  myfitnesspal: "MyFitnessPal",
  cronometer: "Cronometer",
};

/** One meal to import: a (day, meal) of the file, with its foods when the file lists them. */
export interface ImportMeal {
  date: string;
  mealType: MealType;
  /** The file's own name for the meal ("Snacks", a Cronometer group), part of its import key. */
  group: string;
  /** Minutes after local midnight it was eaten (the file's time, else a usual time for the meal). */
  minutes: number;
  protein: number;
  foods: { name: string; protein: number; amount: string | null }[];
}

export interface ImportPlan {
  source: ImportSource;
  meals: ImportMeal[];
}

export interface ImportSummary {
  days: number;
  meals: number;
  protein: number;
  from: string | null;
  to: string | null;
}

export type ParseResult = { ok: true; plan: ImportPlan } | { ok: false; message: string };

/** The biggest file read (about 10 years of a Cronometer servings export); more is refused. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
const MAX_MEALS = 20_000;
const MAX_PROTEIN = 1000;

export const WRONG_FILE =
  "This file is not an export Proteo can read. From MyFitnessPal, choose your Nutrition file (it starts with Date,Meal,Calories) or your Measurement file (Date,Weight); from Cronometer, your Servings (Day,Time,Group,Food Name) or your Biometrics (Day,Metric,Unit,Amount).";

const USUAL_MINUTES: Record<MealType, number> = {
  breakfast: 8 * 60,
  lunch: 12 * 60 + 30,
  dinner: 19 * 60,
  snack: 15 * 60,
};

/** MyFitnessPal's meals are Breakfast, Lunch, Dinner, Snacks; Cronometer's groups too, plus any the user named. */
function mealTypeOf(group: string): MealType {
  const g = group.trim().toLowerCase();
  if (g.startsWith("breakfast")) return "breakfast";
  if (g.startsWith("lunch")) return "lunch";
  if (g.startsWith("dinner") || g === "supper") return "dinner";
  return "snack";
}

/** "1,050.5" (MFP writes thousands with commas), "" (no value) -> 0; anything else is refused. */
function grams(text: string): number | null {
  const t = text.trim().replace(/,/g, "");
  if (t === "") return 0;
  const n = Number(t);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/** "08:00", "8:15 AM", "7:30 PM" -> minutes after midnight; null when absent or unreadable. */
function minutesOf(text: string | undefined): number | null {
  const m = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*(AM|PM)?$/i.exec((text ?? "").trim());
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2]);
  const half = m[3]?.toUpperCase();
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === "PM" ? 12 : 0);
  }
  return hour < 24 && minute < 60 ? hour * 60 + minute : null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

function columns(header: string[]) {
  const index = new Map(header.map((h, i) => [h.trim().toLowerCase(), i]));
  return (name: string) => index.get(name.toLowerCase());
}

interface Layout {
  source: ImportSource;
  date: number;
  group: number;
  protein: number;
  food?: number;
  amount?: number;
  time?: number;
}

function layoutOf(header: string[]): Layout | null {
  const col = columns(header);
  const protein = col("Protein (g)");
  if (protein === undefined) return null;
  const mfpDate = col("Date");
  const meal = col("Meal");
  if (mfpDate !== undefined && meal !== undefined && col("Calories") !== undefined) {
    return { source: "myfitnesspal", date: mfpDate, group: meal, protein };
  }
  const day = col("Day");
  const group = col("Group");
  const food = col("Food Name");
  if (day !== undefined && group !== undefined && food !== undefined) {
    return { source: "cronometer", date: day, group, protein, food, amount: col("Amount"), time: col("Time") };
  }
  return null;
}

/**
 * Reads a MyFitnessPal nutrition export (one row per day and meal: Date, Meal, Calories, ...,
 * Protein (g), ..., Note) or a Cronometer servings export (one row per food: Day, Time, Group,
 * Food Name, Amount, Energy (kcal), ..., Protein (g), ..., Category) into one meal per day and
 * meal. Any row that cannot be read refuses the whole file with the row's number, so an
 * import is all of the file or nothing. Given the user's local `today`, a row dated after it or
 * more than 20 years before it is such a row too (the server checks the dates again).
 */
export function parseImport(text: string, today?: string): ParseResult {
  if (text.length > MAX_IMPORT_BYTES) return { ok: false, message: "This file is too large to import (5 MB at most)." };
  const [header, ...rows] = csvRows(text);
  const layout = header ? layoutOf(header) : null;
  if (!layout) return { ok: false, message: WRONG_FILE };
  if (rows.length === 0) return { ok: false, message: "This file has no meals in it." };
  const meals = new Map<string, ImportMeal>();
  for (const [i, row] of rows.entries()) {
    const line = i + 2;
    const date = (row[layout.date] ?? "").trim();
    // MyFitnessPal ends some exports with a totals line; it is not a meal.
    if (/^totals?$/i.test(date)) continue;
    if (!isValidDate(date)) {
      const shown = (row[layout.date] ?? "").trim().slice(0, 20);
      return { ok: false, message: `Row ${line}: "${shown}" is not a date written as YYYY-MM-DD.` };
    }
    const problem = today === undefined ? null : historyDateProblem(date, today);
    if (problem) return { ok: false, message: `Row ${line}: ${problem}.` };
    const protein = grams(row[layout.protein] ?? "");
    if (protein === null || protein > MAX_PROTEIN) {
      return {
        ok: false,
        message: `Row ${line}: the protein "${(row[layout.protein] ?? "").slice(0, 20)}" is not a number of grams.`,
      };
    }
    const group = (row[layout.group] ?? "").trim().slice(0, 60) || "Uncategorized";
    const mealType = mealTypeOf(group);
    const key = `${date}\u0000${group.toLowerCase()}`;
    let meal = meals.get(key);
    if (!meal) {
      const time = layout.time === undefined ? null : minutesOf(row[layout.time]);
      meal = { date, mealType, group, minutes: time ?? USUAL_MINUTES[mealType], protein: 0, foods: [] };
      meals.set(key, meal);
      if (meals.size > MAX_MEALS) return { ok: false, message: "This file has too many meals to import at once." };
    }
    meal.protein = round1(meal.protein + protein);
    if (meal.protein > MAX_PROTEIN) {
      return {
        ok: false,
        message: `Row ${line}: ${group} of ${date} adds up to more than ${MAX_PROTEIN} g of protein.`,
      };
    }
    if (layout.food !== undefined) {
      const name = (row[layout.food] ?? "").trim().slice(0, 200) || "Food";
      const amount = layout.amount === undefined ? null : (row[layout.amount] ?? "").trim().slice(0, 100) || null;
      meal.foods.push({ name, protein: round1(protein), amount });
    }
  }
  const list = [...meals.values()];
  if (list.length === 0) return { ok: false, message: "This file has no meals in it." };
  list.sort((a, b) => (a.date === b.date ? a.minutes - b.minutes : a.date < b.date ? -1 : 1));
  return { ok: true, plan: { source: layout.source, meals: list } };
}

/** What the preview shows before anything is stored. */
export function summarize(plan: ImportPlan): ImportSummary {
  const days = new Set(plan.meals.map((m) => m.date));
  return {
    days: days.size,
    meals: plan.meals.length,
    protein: round1(plan.meals.reduce((sum, m) => sum + m.protein, 0)),
    from: plan.meals[0]?.date ?? null,
    to: plan.meals.at(-1)?.date ?? null,
  };
}
