/**
 * Rounds half up at `decimals` places. The value is first cut to 12 significant digits so binary
 * drift (22.1 * 0.85 = 18.784999…) does not turn a printed .5 into a round-down.
 */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(Number((value * factor).toPrecision(12))) / factor;
}

/**
 * Grams of protein to the tenth, as every total is stored and shown. NaN and
 * infinities give 0, so a broken figure never meets a goal or reaches a sum.
 */
export function roundToTenth(value: number): number {
  return Number.isFinite(value) ? roundTo(value, 1) : 0;
}
