import { inUnit, kgFrom, WEIGHT_KG } from "../body/units";
import type { WeightUnit } from "../goals/formula";
import { historyDateProblem } from "../meals/write-limits";
import { formatAmount } from "../stats/format-amount";
import { isValidDate } from "../time/local-day";
import { csvRows } from "./csv-rows";
import { type ImportSource, MAX_IMPORT_BYTES } from "./parse";

/** One day's weight to import, in kg to one decimal. */
export interface ImportWeight {
  date: string;
  kg: number;
}

export interface WeightImportPlan {
  source: ImportSource;
  /** Oldest first, one a day. */
  weights: ImportWeight[];
  /** The unit the values were read in when the file does not say (MyFitnessPal); null when it does. */
  assumedUnit: WeightUnit | null;
}

export type WeightParseResult = { ok: true; plan: WeightImportPlan } | { ok: false; message: string };

interface Layout {
  source: ImportSource;
  date: number;
  amount: number;
  /** Cronometer's Metric and Unit columns; MyFitnessPal has neither. */
  metric?: number;
  unit?: number;
}

function layoutOf(header: string[] | undefined): Layout | null {
  if (!header) return null;
  const index = new Map(header.map((h, i) => [h.trim().toLowerCase(), i]));
  const [day, metric, unit, amount] = ["day", "metric", "unit", "amount"].map((n) => index.get(n));
  if (day !== undefined && metric !== undefined && unit !== undefined && amount !== undefined) {
    return { source: "cronometer", date: day, metric, unit, amount };
  }
  const [date, weight] = [index.get("date"), index.get("weight")];
  // A nutrition export has a Date column too, but never a Weight one.
  if (date !== undefined && weight !== undefined && !index.has("meal")) {
    return { source: "myfitnesspal", date, amount: weight };
  }
  return null;
}

/** Which weights file the text is (by its header), or null when it is not one. */
export function weightFileSource(text: string): ImportSource | null {
  const firstLine = text.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "";
  return layoutOf(csvRows(firstLine)[0])?.source ?? null;
}

/** "kg", "lbs", "lb" (any case) -> the unit; anything else is not a weight unit. */
function unitOf(text: string): WeightUnit | null {
  const t = text.trim().toLowerCase();
  if (t === "kg" || t === "kgs") return "kg";
  if (t === "lb" || t === "lbs") return "lbs";
  return null;
}

const cell = (row: string[], i: number) => (row[i] ?? "").trim();

/**
 * Reads Cronometer's biometrics export (Day, [Group, Time,] Metric, Unit, Amount: rows whose
 * Metric is "Weight" in kg or lbs; every other metric is ignored) or MyFitnessPal's measurement
 * export (Date, Weight: one row a day, without a unit, so the values are read in `personUnit`,
 * the unit the person chose in Proteo; a row with an empty Weight measured something else and is
 * skipped). Null when the text is neither file. Like the meal import, any weight row that cannot
 * be read refuses the whole file with its row number: a date not written YYYY-MM-DD, after
 * `today` or more than 20 years before it, or a weight outside 20-400 kg. Several rows for one
 * day: the last one counts.
 */
export function parseWeightImport(text: string, personUnit: WeightUnit, today?: string): WeightParseResult | null {
  if (text.length > MAX_IMPORT_BYTES) return { ok: false, message: "This file is too large to import (5 MB at most)." };
  const [header, ...rows] = csvRows(text);
  const layout = layoutOf(header);
  if (!layout) return null;
  const byDay = new Map<string, number>();
  for (const [i, row] of rows.entries()) {
    const line = i + 2;
    if (layout.metric !== undefined && cell(row, layout.metric).toLowerCase() !== "weight") continue;
    const amountText = cell(row, layout.amount);
    if (layout.metric === undefined && amountText === "") continue;
    const date = cell(row, layout.date);
    if (!isValidDate(date)) {
      const shown = cell(row, layout.date).slice(0, 20);
      return { ok: false, message: `Row ${line}: "${shown}" is not a date written as YYYY-MM-DD.` };
    }
    const problem = today === undefined ? null : historyDateProblem(date, today);
    if (problem) return { ok: false, message: `Row ${line}: ${problem}.` };
    const unit = layout.unit === undefined ? personUnit : unitOf(cell(row, layout.unit));
    if (unit === null) {
      const shown = cell(row, layout.unit ?? 0).slice(0, 20);
      return { ok: false, message: `Row ${line}: the unit "${shown}" is not kg or lbs.` };
    }
    const value = amountText === "" ? Number.NaN : Number(amountText);
    if (!Number.isFinite(value)) {
      return { ok: false, message: `Row ${line}: the weight "${amountText.slice(0, 20)}" is not a number.` };
    }
    const kg = kgFrom(value, unit);
    if (kg < WEIGHT_KG.min || kg > WEIGHT_KG.max) {
      const [min, max] = [inUnit(WEIGHT_KG.min, unit), inUnit(WEIGHT_KG.max, unit)].map(formatAmount);
      return {
        ok: false,
        message: `Row ${line}: ${formatAmount(value)} ${unit} is not a body weight Proteo takes (${min} to ${max} ${unit}).`,
      };
    }
    byDay.set(date, Math.round(kg * 10) / 10);
  }
  if (byDay.size === 0) return { ok: false, message: "This file has no weights in it." };
  const weights = [...byDay].map(([date, kg]) => ({ date, kg })).sort((a, b) => (a.date < b.date ? -1 : 1));
  return {
    ok: true,
    plan: { source: layout.source, weights, assumedUnit: layout.unit === undefined ? personUnit : null },
  };
}
