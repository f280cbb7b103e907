import { type FoodDto, sr28Source } from "../../../domain/foods/schemas";
import { formatAmount } from "../../../domain/nutrition/portion-size";

// Reading SR28 foods from D1 (migration 0013, seed/foods.sql). Plain D1 SQL rather than drizzle:
// search needs FTS5, which drizzle cannot express, and the columns are shared with it.

export interface FoodRow {
  ndb: string;
  name: string;
  food_group: string;
  protein_per_100g: number;
  kcal_per_100g: number;
  fat_per_100g: number | null;
  carbs_per_100g: number | null;
  fiber_per_100g: number | null;
  everyday: number;
}

export interface PortionRow {
  ndb: string;
  seq: number;
  amount: number;
  measure: string;
  grams: number;
}

export const FOOD_COLUMNS =
  "f.ndb, f.name, f.food_group, f.protein_per_100g, f.kcal_per_100g, f.fat_per_100g, f.carbs_per_100g, f.fiber_per_100g, f.everyday";

/**
 * A food's portions as one JSON column (`[[amount, measure, grams], ...]` in SR28 order), so a
 * search reads foods and portions in one query.
 */
export const PORTIONS_JSON =
  "(SELECT json_group_array(json_array(p.amount, p.measure, p.grams)) FROM (SELECT amount, measure, grams FROM food_portions WHERE ndb = f.ndb ORDER BY seq) p) AS portions_json";

/** Rows that carry PORTIONS_JSON, in the API shape. */
export function withInlinePortions(rows: readonly (FoodRow & { portions_json: string })[]): FoodDto[] {
  return rows.map((row) => {
    const list = JSON.parse(row.portions_json) as [number, string, number][];
    return toFoodDto(
      row,
      list.map(([amount, measure, grams], seq) => ({ ndb: row.ndb, seq, amount, measure, grams })),
    );
  });
}

/** The SR28 portions of these foods, in SR28's order, by NDB number. */
export async function portionsOf(db: D1Database, ndbs: readonly string[]): Promise<Map<string, PortionRow[]>> {
  const byNdb = new Map<string, PortionRow[]>();
  if (ndbs.length === 0) return byNdb;
  // Search returns at most 20 foods, well under D1's 100 bound parameters.
  const rows = await db
    .prepare(
      `SELECT ndb, seq, amount, measure, grams FROM food_portions WHERE ndb IN (${ndbs.map(() => "?").join(", ")}) ORDER BY ndb, seq`,
    )
    .bind(...ndbs)
    .all<PortionRow>();
  for (const row of rows.results) {
    const list = byNdb.get(row.ndb) ?? [];
    list.push(row);
    byNdb.set(row.ndb, list);
  }
  return byNdb;
}

export function toFoodDto(row: FoodRow, portions: readonly PortionRow[]): FoodDto {
  return {
    id: row.ndb,
    name: row.name,
    brand: null,
    group: row.food_group,
    proteinPer100g: row.protein_per_100g,
    kcalPer100g: row.kcal_per_100g,
    fatPer100g: row.fat_per_100g,
    carbsPer100g: row.carbs_per_100g,
    fiberPer100g: row.fiber_per_100g,
    portions: portions.map((p) => ({ label: `${formatAmount(p.amount)} ${p.measure}`, grams: p.grams })),
    source: sr28Source(row.ndb),
    barcode: null,
  };
}

export async function foodByNdb(db: D1Database, ndb: string): Promise<FoodDto | undefined> {
  // The food and its portions in one batch: one D1 round trip (ADR 010).
  const [food, portions] = await db.batch([
    db.prepare(`SELECT ${FOOD_COLUMNS} FROM foods f WHERE f.ndb = ?1`).bind(ndb),
    db.prepare("SELECT ndb, seq, amount, measure, grams FROM food_portions WHERE ndb = ?1 ORDER BY seq").bind(ndb),
  ]);
  const row = food?.results[0] as FoodRow | undefined;
  if (!row) return undefined;
  return toFoodDto(row, (portions?.results ?? []) as PortionRow[]);
}
