import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { BAND_HIGH, BAND_LOW } from "../../../domain/meals/protein-band";

/**
 * SQL aggregates counting the meals below and in the per-meal protein band, as proteinBand
 * decides it (domain/meals/protein-band.ts): on the protein to the tenth, as it is shown,
 * 20 g and 40 g both in. The band's grams are bound from the domain's constant.
 */
export function bandCounts(protein: SQLiteColumn | SQL) {
  const shown = sql`round(${protein}, 1)`;
  return {
    below: sql<number>`sum(case when ${shown} < ${BAND_LOW} then 1 else 0 end)`,
    inBand: sql<number>`sum(case when ${shown} between ${BAND_LOW} and ${BAND_HIGH} then 1 else 0 end)`,
  };
}
