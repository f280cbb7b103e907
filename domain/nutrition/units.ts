import { singular } from "./normalize";
import { FOODS } from "./table";

// Reads the unit after an amount: a weight (g, oz...), a volume (ml, cup, tbsp...) or a portion word
// (slice, scoop, breast, large...). Input is lower case.

export type Unit =
  | { kind: "mass"; name: string; grams: number }
  | { kind: "volume"; name: string; ml: number }
  | { kind: "portion"; name: string };

export interface UnitMatch {
  unit: Unit;
  /** The unit as typed ("slices"), so it can be read back as part of a food name. */
  typed: string;
  rest: string;
}

const MASS: ReadonlyArray<readonly [string, number, readonly string[]]> = [
  ["g", 1, ["g", "gr", "grs", "gram", "grams", "gramme", "grammes", "gm", "gms"]],
  ["kg", 1000, ["kg", "kgs", "kilo", "kilos", "kilogram", "kilograms"]],
  ["oz", 28.3495, ["oz", "ozs", "ounce", "ounces"]],
  ["lb", 453.592, ["lb", "lbs", "pound", "pounds"]],
];

// US customary measures: a cup is 240 ml (the FDA labelling cup), a pint 473 ml.
const VOLUME: ReadonlyArray<readonly [string, number, readonly string[]]> = [
  ["ml", 1, ["ml", "mls", "millilitre", "millilitres", "milliliter", "milliliters", "cc"]],
  ["l", 1000, ["l", "litre", "litres", "liter", "liters", "ltr"]],
  ["dl", 100, ["dl", "decilitre", "decilitres", "deciliter", "deciliters"]],
  ["cl", 10, ["cl", "centilitre", "centilitres", "centiliter", "centiliters"]],
  ["fl oz", 29.5735, ["fl oz", "floz", "fluid ounce", "fluid ounces"]],
  ["pint", 473.176, ["pint", "pints"]],
  ["cup", 240, ["cup", "cups"]],
  ["glass", 240, ["glass", "glasses"]],
  ["tbsp", 15, ["tbsp", "tbsps", "tbs", "tbl", "tblsp", "tablespoon", "tablespoons"]],
  ["tsp", 5, ["tsp", "tsps", "tspn", "teaspoon", "teaspoons"]],
];

/** Other spellings of portion words used in the table. */
const PORTION_ALIASES: Readonly<Record<string, string>> = {
  pc: "piece",
  pcs: "piece",
  filet: "fillet",
  rasher: "slice",
  strip: "slice",
  tin: "can",
  pot: "container",
  tub: "container",
  sachet: "packet",
  pack: "package",
  serve: "serving",
  portion: "serving",
  helping: "serving",
  xl: "extra large",
  "extra-large": "extra large",
  big: "large",
  lg: "large",
  med: "medium",
};

/** Portion words that mean "one of the food's usual pieces" whatever the food. */
export const GENERIC_PIECES: ReadonlySet<string> = new Set(["piece", "whole", "item", "each"]);
/** Portion words that mean "one usual serving" whatever the food. */
export const GENERIC_SERVINGS: ReadonlySet<string> = new Set(["serving", "bowl", "plate", "plateful", "handful"]);
/** Size words: used when the food has that size, otherwise they only describe its usual piece. */
export const SIZES: ReadonlySet<string> = new Set(["small", "medium", "large", "extra large", "jumbo"]);

const BY_ALIAS = new Map<string, Unit>();
for (const [name, grams, aliases] of MASS)
  for (const alias of aliases) BY_ALIAS.set(alias, { kind: "mass", name, grams });
for (const [name, ml, aliases] of VOLUME)
  for (const alias of aliases) BY_ALIAS.set(alias, { kind: "volume", name, ml });
const PORTION_WORDS = new Set([
  ...FOODS.flatMap((food) => food.portions.map((p) => p.unit)),
  ...GENERIC_PIECES,
  ...GENERIC_SERVINGS,
  ...SIZES,
]);

function lookup(word: string): Unit | undefined {
  const bare = word.replace(/\.$/, "");
  const known = BY_ALIAS.get(bare);
  if (known) return known;
  const name = PORTION_ALIASES[bare] ?? PORTION_ALIASES[singular(bare)] ?? singular(bare);
  // The volume and mass names double as portion names only through BY_ALIAS above.
  return PORTION_WORDS.has(name) && !BY_ALIAS.has(name) ? { kind: "portion", name } : undefined;
}

/** The unit at the start of `text` (two-word units such as "fl oz" first), or undefined. */
export function parseUnit(text: string): UnitMatch | undefined {
  const words = text.split(/\s+/).filter((w) => w !== "");
  for (const count of [2, 1]) {
    if (words.length < count) continue;
    const typed = words.slice(0, count).join(" ");
    const unit = lookup(typed.replace(/\.(?= )/g, ""));
    if (unit) return { unit, typed, rest: words.slice(count).join(" ") };
  }
  return undefined;
}
