/**
 * A gram or weight amount for sentences: at most one decimal, and none when it would be ".0",
 * so "25g" rather than "25.0g" while 12.5 stays 12.5. Rounds half away from zero on the
 * tenth, and never prints "-0".
 */
export function formatAmount(value: number): string {
  if (!Number.isFinite(value)) return "0";
  const tenths = Math.round(Math.abs(value) * 10) * Math.sign(value);
  const rounded = tenths / 10;
  return Object.is(rounded, -0) || rounded === 0 ? "0" : String(rounded);
}
