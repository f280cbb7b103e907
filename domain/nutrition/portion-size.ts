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

const GLYPH_VALUES = new Map(FRACTION_GLYPHS.map(([value, glyph]) => [glyph, value]));

/**
 * A portion label's amount and measure: "1 large" → 1 and "large", "½ cup, chopped" → 0.5 and
 * "cup, chopped", "1.5 scoops" → 1.5 and "scoops". A label with no amount in front ("serving",
 * "bar") is one of it.
 */
export function splitPortionLabel(label: string): { amount: number; measure: string } {
  const match = /^(\d+(?:[.,]\d+)?)?\s*([¼⅓½⅔¾])?\s+(\S.*)$/.exec(label.trim());
  if (!match || (match[1] === undefined && match[2] === undefined)) return { amount: 1, measure: label.trim() };
  const whole = match[1] === undefined ? 0 : Number(match[1].replace(",", "."));
  const fraction = match[2] === undefined ? 0 : (GLYPH_VALUES.get(match[2]) ?? 0);
  return { amount: whole + fraction, measure: match[3] ?? "" };
}

/**
 * A measure as a meal shows it: its words before any comma or parenthesis, so the USDA table's
 * "piece, cooked, excluding refuse (yield from 1 lb raw meat with refuse)" reads "piece" and
 * "cup (8 fl oz)" reads "cup"; the grams written beside it say how much.
 */
export function shortMeasure(measure: string): string {
  const short = measure.split(/[,(]/)[0]?.trim() ?? "";
  return short === "" ? measure.trim() : short;
}

/** "slice" for 2 → "slices"; a word that already ends in s ("cookies", "crackers") stays. */
function measureFor(measure: string, amount: number): string {
  return measure.endsWith("s") ? measure : unitLabel(measure, amount);
}

/**
 * How a counted portion is written on a meal: one amount, the short measure and the grams,
 * with no doubled count. 2 of "1 large" (100 g) → "2 large (100 g)"; 3 of "½ cup, chopped"
 * (120 g) → "1½ cups (120 g)"; 1 of "bar" (60 g) → "1 bar (60 g)".
 */
export function countedPortionText(label: string, count: number, grams: number): string {
  const { amount, measure } = splitPortionLabel(label);
  const total = amount * count;
  return `${formatAmount(total)} ${measureFor(shortMeasure(measure), total)} (${roundGrams(grams)} g)`;
}

/** A serving's label with its amount: "bar" → "1 bar", while "2 biscuits" stays as it is. */
export function oneServing(label: string): string {
  const { amount, measure } = splitPortionLabel(label);
  return `${formatAmount(amount)} ${measure}`;
}

/**
 * An amount as another app wrote it, tidied: trailing zeros after the point go, so
 * Cronometer's "30.00 g" reads "30 g" and "1.50 cup" reads "1.5 cup".
 */
export function tidyAmountText(text: string): string {
  return text.replace(/(\d+)\.(\d*?)0+(?!\d)/g, (_, whole: string, kept: string) =>
    kept ? `${whole}.${kept}` : whole,
  );
}
