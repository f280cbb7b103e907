import { disagrees } from "./agreement";
import { cafeDrinkParts } from "./cafe-drinks";
import { stripFiller } from "./filler";
import { householdGrams, type MeasureRow } from "./household";
import { normalizeText } from "./normalize";
import { portionSizeText, roundGrams } from "./portion-size";
import { parseQuantity } from "./quantity";
import { roundTo } from "./round";
import { splitMealText } from "./split";
import { type FoodMatch, matchFood, nutrientsFor, proteinFor } from "./table";
import { trailingAmount } from "./trailing-amount";
import type { Food, ParsedItem, Portion } from "./types";
import { GENERIC_PIECES, GENERIC_SERVINGS, parseUnit, SIZES, type Unit, type UnitMatch } from "./units";

// Parses a typed meal ("2 eggs, 150 g greek yogurt and a chicken breast") against the nutrition
// table, offline. A fragment that names no known food goes to `unmatched`: it is never guessed.

export type { ParsedItem };

export interface ParseResult {
  foodItems: ParsedItem[];
  totalProtein: number;
  /** Fragments not counted: no food found, or one that names another protein (see `doubtful`). */
  unmatched: string[];
  /** Of those, the ones whose found food names another protein than typed: "Did you mean…?". */
  doubtful: { text: string; item: ParsedItem }[];
}

/** How sure the parser is of the grams, by how the amount was given. */
const CONFIDENCE = {
  weight: 0.95,
  // ml of a liquid whose density the table knows is as good as a weight, or nearly.
  measuredLiquid: 0.9,
  namedPortion: 0.85,
  volume: 0.75,
  defaultPortion: 0.7,
  // A portion word the food does not have ("2 scoops of chicken"): its usual portion instead.
  foreignPortion: 0.6,
} as const;

/** Cooking words typed after a comma ("150 g salmon, raw") belong to the fragment before. */
const MODIFIERS = new Set([
  "raw",
  "cooked",
  "uncooked",
  "dry",
  "boiled",
  "grilled",
  "baked",
  "fried",
  "roasted",
  "steamed",
]);
/** Units that never count pieces: a bare count uses the first portion not among them. */
const UNCOUNTABLE = new Set(["cup", "tbsp", "tsp", "serving"]);
const SPOON_OR_CUP = new Set(["cup", "glass", "tbsp", "tsp"]);

interface Amount {
  grams: number;
  portionSize: string;
  confidence: number;
}

/**
 * SR28's household measures of a food (NDB number), in SR28's order, when the caller has them
 * (Describe reads them from D1); the everyday table's own portions serve otherwise.
 */
export type Measures = (ndb: string) => readonly MeasureRow[] | undefined;

/** Volume units that SR28 measures per food (a glass is read as a cup). */
const HOUSEHOLD: Readonly<Record<string, string>> = { cup: "cup", glass: "cup", tbsp: "tbsp", tsp: "tsp" };

function firstPortion(food: Food): Portion {
  const first = food.portions[0];
  if (!first) throw new Error(`food ${food.id} has no portion`);
  return first;
}

function pieceLike(food: Food): Portion {
  return food.portions.find((p) => !UNCOUNTABLE.has(p.unit)) ?? firstPortion(food);
}

function portionOf(food: Food, unit: string): Portion | undefined {
  return food.portions.find((p) => p.unit === unit);
}

function byPortion(count: number, portion: Portion, confidence: number): Amount {
  const grams = count * portion.grams;
  return { grams, portionSize: portionSizeText(count, portion.unit, grams), confidence };
}

/** A portion word typed inside the food text but outside its name: "2 salmon fillets". */
function leftoverPortion(food: Food, match: FoodMatch): Portion | undefined {
  const outside = [...match.words.slice(0, match.start), ...match.words.slice(match.end)];
  for (const word of outside) {
    const unit = parseUnit(word)?.unit;
    const portion = unit && portionOf(food, unit.name);
    if (portion) return portion;
  }
  return undefined;
}

function resolveAmount(
  food: Food,
  match: FoodMatch,
  count: number | undefined,
  unit: Unit | undefined,
  measures: Measures | undefined,
): Amount {
  const n = count ?? 1;
  const household = unit?.kind === "volume" ? HOUSEHOLD[unit.name] : undefined;
  const measured = household && measures && householdGrams(measures(food.ndb) ?? [], household, match.words);
  if (unit && measured) {
    const grams = n * measured;
    return { grams, portionSize: portionSizeText(n, unit.name, grams), confidence: CONFIDENCE.namedPortion };
  }
  if (unit?.kind === "mass") {
    const grams = n * unit.grams;
    return { grams, portionSize: portionSizeText(n, unit.name, grams), confidence: CONFIDENCE.weight };
  }
  if (unit?.kind === "volume") {
    const own = portionOf(food, unit.name);
    if (own) return byPortion(n, own, CONFIDENCE.namedPortion);
    const cup = unit.name === "glass" ? portionOf(food, "cup") : undefined;
    if (cup) {
      const grams = n * cup.grams;
      return { grams, portionSize: portionSizeText(n, "glass", grams), confidence: CONFIDENCE.volume };
    }
    const grams = n * unit.ml * (food.mlToGrams ?? 1);
    const measured = food.mlToGrams !== undefined && !SPOON_OR_CUP.has(unit.name);
    return {
      grams,
      portionSize: portionSizeText(n, unit.name, grams),
      confidence: measured ? CONFIDENCE.measuredLiquid : CONFIDENCE.volume,
    };
  }
  const named = (unit && portionOf(food, unit.name)) ?? leftoverPortion(food, match);
  if (named) return byPortion(n, named, CONFIDENCE.namedPortion);
  if (!unit) return byPortion(n, count === undefined ? firstPortion(food) : pieceLike(food), CONFIDENCE.defaultPortion);
  if (GENERIC_PIECES.has(unit.name) || SIZES.has(unit.name))
    return byPortion(n, pieceLike(food), CONFIDENCE.defaultPortion);
  if (GENERIC_SERVINGS.has(unit.name)) return byPortion(n, firstPortion(food), CONFIDENCE.defaultPortion);
  return byPortion(n, firstPortion(food), CONFIDENCE.foreignPortion);
}

/** Finds the food a text names; the everyday table's `matchFood` unless another table is given. */
export type FoodMatcher = (text: string) => FoodMatch | undefined;

/**
 * Words that may surround a food's name without naming another food: how it was cooked or cut,
 * and words that join. Any other word outside the name (an unknown word, or another food's)
 * means the text does not identify the food: "a bowl of unknownium stew" is not beef stew.
 */
const DESCRIBING = new Set([
  ...MODIFIERS,
  ..."a an the of my some with and on in for from fresh homemade home made plain organic leftover hot cold warm iced chilled sliced chopped diced shredded grated mashed cubed minced crumbled pureed halved packed unpacked skinless boneless lean extra lightly toasted seasoned salted unsalted drained canned frozen".split(
    " ",
  ),
]);

export function describesOnly(word: string): boolean {
  return DESCRIBING.has(word) || /^\d/.test(word) || parseUnit(word) !== undefined;
}

/** The everyday table's match, only when every word outside the food's name merely describes it. */
export function matchEveryday(text: string): FoodMatch | undefined {
  const match = matchFood(text);
  if (!match) return undefined;
  const outside = [...match.words.slice(0, match.start), ...match.words.slice(match.end)];
  return outside.every(describesOnly) ? match : undefined;
}

/** The food when a portion word belongs to its name: "a breast of chicken", "2 strip steaks", "6 wings". */
function matchWithUnitWord(typed: string, foodText: string, match: FoodMatcher): FoodMatch | undefined {
  const before = match(`${typed} ${foodText}`);
  if (before && before.start === 0) return before;
  const after = match(`${foodText} ${typed}`);
  if (after && after.end === after.words.length) return after;
  return undefined;
}

/** One fragment ("2 large eggs", "salmon 150g") read against a table: its food and amount. */
export function parseFragment(
  text: string,
  modifiers: readonly string[],
  match: FoodMatcher = matchEveryday,
  measures?: Measures,
): ParsedItem | undefined {
  const clean = stripFiller(text.toLowerCase().replace(/\s+/g, " ").trim());
  const quantity = parseQuantity(clean);
  if (quantity?.value === 0) return undefined;
  // "half and half" is a cream and "one" can start a name: read the whole text as a food too.
  return (
    (quantity && parseAmountAndFood(quantity.value, quantity.rest, modifiers, match, measures)) ??
    parseAmountAndFood(undefined, clean, modifiers, match, measures)
  );
}

function parseAmountAndFood(
  leadingCount: number | undefined,
  text: string,
  modifiers: readonly string[],
  matchText: FoodMatcher,
  measures: Measures | undefined,
): ParsedItem | undefined {
  let count = leadingCount;
  let rest = text;
  let trailingUnit: Unit | undefined;
  if (count === undefined) {
    const trailing = trailingAmount(rest);
    if (trailing) ({ count, unit: trailingUnit, rest } = trailing);
  }
  const unitMatch: UnitMatch | undefined = trailingUnit ? undefined : parseUnit(rest);
  let unit = trailingUnit ?? unitMatch?.unit;
  if (unitMatch) rest = unitMatch.rest;
  rest = rest.replace(/^of\s+(?:an?\s+)?/, "");
  const foodText = [...modifiers, rest].join(" ").trim();
  let match = foodText === "" ? undefined : matchText(foodText);
  if (unitMatch && unit?.kind === "portion" && !(match && portionOf(match.food, unit.name))) {
    const joined = matchWithUnitWord(unitMatch.typed, foodText, matchText);
    if (joined) {
      match = joined;
      // "2 slices of turkey" still counts slices; in "6 wings" the word was the food itself.
      if (foodText === "" || !portionOf(joined.food, unit.name)) unit = undefined;
    }
  }
  if (!match || count === 0) return undefined;
  const amount = resolveAmount(match.food, match, count, unit, measures);
  const grams = roundGrams(amount.grams);
  const household = unit?.kind === "volume" ? HOUSEHOLD[unit.name] : undefined;
  return {
    ...(household ? { household } : {}),
    name: match.food.name,
    foodId: match.food.id,
    ndb: match.food.ndb,
    grams,
    portionSize: amount.portionSize,
    proteinContent: proteinFor(match.food, grams),
    confidence: amount.confidence,
    ...nutrientsFor(match.food, grams),
  };
}

/** A typed meal read against the everyday table; `measures` gives SR28's cups and spoons when known. */
export function parseMealText(text: string, measures?: Measures): ParseResult {
  // Merge cooking words typed as their own fragment into the fragment before them.
  const groups: { start: number; end: number; foodEnd: number; modifiers: string[] }[] = [];
  for (const fragment of splitMealText(text)) {
    const word = normalizeText(fragment.text);
    const previous = groups.at(-1);
    if (previous && MODIFIERS.has(word)) {
      previous.modifiers.push(word);
      previous.end = fragment.end;
    } else {
      groups.push({ start: fragment.start, end: fragment.end, foodEnd: fragment.end, modifiers: [] });
    }
  }

  const foodItems: ParsedItem[] = [];
  const unmatched: string[] = [];
  const doubtful: ParseResult["doubtful"] = [];
  for (const group of groups) {
    const original = text.slice(group.start, group.end).trim();
    // Punctuation or stray symbols alone are not an attempt at a food.
    if (normalizeText(original) === "") continue;
    // A café drink the table lacks is counted as the foods it is made of (espresso and milk).
    const drink = group.modifiers.length === 0 ? cafeDrinkParts(original) : undefined;
    if (drink) {
      foodItems.push(...drink);
      continue;
    }
    const item = parseFragment(text.slice(group.start, group.foodEnd), group.modifiers, matchEveryday, measures);
    // A food that names another protein than typed is offered, never counted unasked.
    if (item && disagrees(original, item.name)) {
      unmatched.push(original);
      doubtful.push({ text: original, item });
    } else if (item) foodItems.push(item);
    else unmatched.push(original);
  }
  const totalProtein = roundTo(
    foodItems.reduce((sum, item) => sum + item.proteinContent, 0),
    1,
  );
  return { foodItems, totalProtein, unmatched, doubtful };
}
