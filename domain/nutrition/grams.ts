import type { Portion } from "./types";

/**
 * Writes a food's portions as `{ unit: grams }` so the table stays compact and readable:
 * `grams({ breast: 172, cup: 140 })`. Key order is kept, and it matters: the first portion is the
 * default one (see `Food.portions`).
 */
export function grams(byUnit: Readonly<Record<string, number>>): Portion[] {
  return Object.entries(byUnit).map(([unit, g]) => ({ unit, grams: g }));
}
