import { roundTo } from "./round";

// Human-readable portion sizes: "150 g", "2 large (100 g)", "1½ scoops (45 g)", "200 ml (206 g)".

const FRACTION_GLYPHS: ReadonlyArray<readonly [number, string]> = [
  [1 / 4, "¼"],
  [1 / 3, "⅓"],
  [1 / 2, "½"],
  [2 / 3, "⅔"],
  [3 / 4, "¾"],
];

/** Units written the same in the plural: abbreviations and sizes. */
const INVARIABLE = new Set([
  "g",
  "kg",
  "oz",
  "lb",
  "ml",
  "l",
  "dl",
  "cl",
  "fl oz",
  "tbsp",
  "tsp",
  "small",
  "medium",
  "large",
  "extra large",
  "jumbo",
]);

/** Grams rounded as the parser reports them: whole grams, or one decimal under 10 g. */
export function roundGrams(grams: number): number {
  return grams < 10 ? roundTo(grams, 1) : roundTo(grams, 0);
}

/** 2 → "2", 0.5 → "½", 1.5 → "1½", 0.125 → "0.13". */
export function formatAmount(value: number): string {
  const whole = Math.floor(value);
  const part = value - whole;
  if (part < 1e-9) return String(whole);
  const glyph = FRACTION_GLYPHS.find(([fraction]) => Math.abs(fraction - part) < 0.01)?.[1];
  if (glyph) return whole === 0 ? glyph : `${whole}${glyph}`;
  return String(roundTo(value, 2));
}

function plural(word: string): string {
  if (word.endsWith("leaf")) return `${word.slice(0, -1)}ves`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(?:s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/** "slice" with 2 → "slices"; amounts of one or less, abbreviations and sizes stay as they are. */
export function unitLabel(unit: string, amount: number): string {
  return amount > 1 && !INVARIABLE.has(unit) ? plural(unit) : unit;
}

/** "150 g" for gram amounts, otherwise "<amount> <unit> (<grams> g)". */
export function portionSizeText(amount: number, unit: string, grams: number): string {
  const rounded = roundGrams(grams);
  if (unit === "g") return `${rounded} g`;
  return `${formatAmount(amount)} ${unitLabel(unit, amount)} (${rounded} g)`;
}
