import type { FoodDto, UnmatchedFragment } from "../../../domain/foods/schemas";
import { disagrees } from "../../../domain/nutrition/agreement";
import { stripFiller } from "../../../domain/nutrition/filler";
import { normalizeText } from "../../../domain/nutrition/normalize";
import {
  type FoodMatcher,
  type Measures,
  matchEveryday,
  type ParsedItem,
  parseFragment,
  parseMealText,
} from "../../../domain/nutrition/parse";
import { parseQuantity } from "../../../domain/nutrition/quantity";
import { roundTo } from "../../../domain/nutrition/round";
import { foodById } from "../../../domain/nutrition/table";
import type { Food, Portion } from "../../../domain/nutrition/types";
import { parseUnit } from "../../../domain/nutrition/units";
import { FOOD_COLUMNS, type FoodRow, foodByNdb, type PortionRow, portionsOf, withInlinePortions } from "./rows";
import { loadVocabulary, queryWords, searchFoodRows } from "./search";
import { forgivingMatcher, typoReadings } from "./typo-match";

// Describe your meal on the full SR28 table (ADR 024). The everyday table reads each
// fragment first, as before. A fragment it does not know is looked up in D1: it counts only when
// its words identify an SR28 food (every typed word is in the food's name, and the food's main
// name is among them: "2 persimmons" is "Persimmons, japanese, raw"); anything else is listed as
// not counted, with the closest search matches offered, never guessed ("a bowl of unknownium
// stew" is not beef stew). A fragment neither reads is read once more with its typos corrected
// as search corrects them (typo-match.ts); cups and spoons weigh what SR28 says (ADR 063).

export interface DescribeResult {
  foodItems: ParsedItem[];
  totalProtein: number;
  unmatched: UnmatchedFragment[];
}

/** Suggestions offered per fragment not counted. */
export const SUGGESTIONS = 3;
/** Fragments looked up in D1 per description; a longer list of unknown words gets no lookups. */
const MAX_LOOKUPS = 10;
/** FTS candidates read per fragment. */
const CANDIDATES = 200;
/** Identifying candidates whose portions are read, best first. */
const PORTIONED = 15;

/** "cup, chopped" → "cup", "tablespoon" → "tbsp", "fruit (2-1/2" dia)" → "fruit": the unit the parser knows. */
function unitOf(measure: string): string {
  const head = measure.toLowerCase().split(/[,(]/)[0]?.trim() ?? "";
  const unit = parseUnit(head);
  if (unit && unit.rest === "") return unit.unit.name;
  return normalizeText(head);
}

/** An SR28 food in the parser's shape; without SR28 portions, 100 g is its one portion. */
function asFood(row: FoodRow, portions: readonly PortionRow[]): Food {
  const list: Portion[] = [];
  for (const p of portions) {
    const unit = unitOf(p.measure);
    if (unit !== "" && p.amount > 0 && !list.some((known) => known.unit === unit))
      list.push({ unit, grams: roundTo(p.grams / p.amount, 1) });
  }
  return {
    id: row.ndb,
    ndb: row.ndb,
    name: row.name,
    category: "other",
    proteinPer100g: row.protein_per_100g,
    kcalPer100g: row.kcal_per_100g,
    fatPer100g: row.fat_per_100g ?? 0,
    carbsPer100g: row.carbs_per_100g ?? 0,
    fiberPer100g: row.fiber_per_100g,
    source: "USDA SR28",
    synonyms: [],
    portions: list.length > 0 ? list : [{ unit: "g", grams: 100 }],
  };
}

interface Candidate {
  row: FoodRow;
  words: Set<string>;
  head: string[];
}

function candidateOf(row: FoodRow): Candidate {
  return {
    row,
    words: new Set(normalizeText(row.name).split(" ")),
    head: normalizeText(row.name.split(",")[0] ?? "").split(" "),
  };
}

/** Whether these typed words identify the food: all of them in its name, its main name among them. */
function identifies(candidate: Candidate, typed: readonly string[]): boolean {
  return typed.every((w) => candidate.words.has(w)) && candidate.head.every((w) => typed.includes(w));
}

/** The FTS candidates sharing a word with the fragment, best text match first. */
async function candidatesFor(db: D1Database, words: string[]): Promise<Candidate[]> {
  if (words.length === 0) return [];
  const vocab = await loadVocabulary(db);
  const terms = [...new Set(words.filter((w) => vocab.words.has(w)))].map((w) => `"${w}"`);
  if (terms.length === 0) return [];
  const rows = await db
    .prepare(
      `SELECT ${FOOD_COLUMNS} FROM foods_fts JOIN foods f ON f.ndb = printf('%05d', foods_fts.rowid) WHERE foods_fts MATCH ?1 ORDER BY bm25(foods_fts, 1.0, 0.6) + length(f.name) / 40.0 LIMIT ${CANDIDATES}`,
    )
    .bind(terms.join(" OR "))
    .all<FoodRow>();
  return rows.results.map(candidateOf);
}

/** The fragment read against the SR28 foods its words identify, or undefined. */
async function identify(db: D1Database, fragment: string): Promise<ParsedItem | undefined> {
  const all = queryWords(fragment).filter((w) => /[a-z]/.test(w));
  const candidates = await candidatesFor(db, all);
  const possible = candidates.filter((c) => c.head.every((w) => all.includes(w))).slice(0, PORTIONED);
  if (possible.length === 0) return undefined;
  const portions = await portionsOf(
    db,
    possible.map((c) => c.row.ndb),
  );
  const foods = new Map(possible.map((c) => [c.row.ndb, asFood(c.row, portions.get(c.row.ndb) ?? [])]));
  const match: FoodMatcher = (text) => {
    const words = normalizeText(text).split(" ");
    const typed = queryWords(text);
    if (typed.length === 0) return undefined;
    const found = possible.find((c) => identifies(c, typed));
    const food = found && foods.get(found.row.ndb);
    return food ? { food, words, start: 0, end: words.length } : undefined;
  };
  return parseFragment(fragment, [], match, (ndb) => portions.get(ndb));
}

/**
 * The foods these names mean (a vision model's "chicken breast", "kumquats"): the everyday table
 * first, else the SR28 food the words identify, by the same rule as describe; else none.
 */
export async function foodsForNames(db: D1Database, names: readonly string[]): Promise<Map<string, Food>> {
  const found = new Map<string, Food>();
  await Promise.all(
    [...new Set(names)].slice(0, MAX_LOOKUPS).map(async (name) => {
      const everyday = parseFragment(name, []);
      const candidate = everyday && !disagrees(name, everyday.name) ? everyday : await identify(db, name);
      // Never a food that names another protein than the model did: its estimate stands instead.
      const item = candidate && !disagrees(name, candidate.name) ? candidate : undefined;
      const food = item && (foodById(item.foodId) ?? (await sr28Food(db, item.foodId)));
      if (food) found.set(name, food);
    }),
  );
  return found;
}

async function sr28Food(db: D1Database, ndb: string): Promise<Food | undefined> {
  const row = await db.prepare(`SELECT ${FOOD_COLUMNS} FROM foods f WHERE f.ndb = ?1`).bind(ndb).first<FoodRow>();
  if (!row) return undefined;
  return asFood(row, (await portionsOf(db, [ndb])).get(ndb) ?? []);
}

/** The food words of a fragment without its amount: "a bowl of unknownium stew" → "unknownium stew". */
function foodWords(fragment: string): string {
  const clean = fragment.toLowerCase().trim();
  let rest = parseQuantity(clean)?.rest ?? clean;
  const unit = parseUnit(rest);
  if (unit) rest = unit.rest;
  return rest.replace(/^of\s+(?:an?\s+)?/, "");
}

async function suggestionsFor(db: D1Database, fragment: string): Promise<FoodDto[]> {
  const q = foodWords(fragment);
  if (queryWords(q).length === 0) return [];
  const { hits } = await searchFoodRows(db, q, SUGGESTIONS, { lastIsPrefix: false, anyWord: true });
  return withInlinePortions(hits);
}

/**
 * A fragment whose food names another protein than typed: that food first among the suggestions,
 * named as what the table meant, and nothing counted.
 */
async function didYouMean(db: D1Database, fragment: string, item: ParsedItem): Promise<UnmatchedFragment> {
  const [meant, others] = await Promise.all([foodByNdb(db, item.ndb), suggestionsFor(db, fragment)]);
  const suggestions = [...(meant ? [meant] : []), ...others.filter((f) => f.id !== meant?.id)].slice(0, SUGGESTIONS);
  return { text: fragment, suggestions, meant: meant?.name ?? item.name };
}

/** SR28's measures of these foods, read in one query, as the parser asks for them. */
async function measuresOf(db: D1Database, ndbs: readonly string[]): Promise<Measures> {
  const rows = await portionsOf(db, [...new Set(ndbs)]);
  return (ndb) => rows.get(ndb);
}

/** The NDB numbers of items measured in cups or spoons, whose SR28 weights Describe reads. */
function householdNdbs(items: readonly ParsedItem[]): string[] {
  return items.filter((item) => item.household !== undefined).map((item) => item.ndb);
}

/**
 * A fragment neither table read as typed, read with its typos corrected: the everyday names
 * first, else the SR28 food the one corrected reading identifies; never a food that names
 * another protein than typed.
 */
async function readTypos(db: D1Database, fragment: string): Promise<ParsedItem | undefined> {
  const vocab = await loadVocabulary(db);
  const match = forgivingMatcher(vocab, matchEveryday);
  const everyday = parseFragment(fragment, [], match);
  if (everyday && !disagrees(fragment, everyday.name)) {
    const household = householdNdbs([everyday]);
    if (household.length === 0) return everyday;
    return parseFragment(fragment, [], match, await measuresOf(db, household));
  }
  const readings = typoReadings(vocab, stripFiller(fragment.toLowerCase()));
  const reading = readings.length === 1 ? readings[0] : undefined;
  const item = reading === undefined ? undefined : await identify(db, reading);
  return item && reading !== undefined && !disagrees(reading, item.name) ? item : undefined;
}

export async function describeMeal(db: D1Database, text: string): Promise<DescribeResult> {
  const everyday = parseMealText(text);
  const doubtful = new Map(everyday.doubtful.map((d) => [d.text, d.item]));
  const household = householdNdbs(everyday.foodItems);
  const [measures, looked] = await Promise.all([
    household.length > 0 ? measuresOf(db, household) : undefined,
    Promise.all(
      everyday.unmatched.map(async (fragment, i): Promise<{ item: ParsedItem } | UnmatchedFragment> => {
        if (i >= MAX_LOOKUPS) return { text: fragment, suggestions: [] };
        const item = await identify(db, fragment);
        if (item && !disagrees(fragment, item.name)) return { item };
        const meant = doubtful.get(fragment) ?? item;
        if (meant) return didYouMean(db, fragment, meant);
        const corrected = await readTypos(db, fragment);
        if (corrected) return { item: corrected };
        return { text: fragment, suggestions: await suggestionsFor(db, fragment) };
      }),
    ),
  ]);
  // The everyday foods once more, their cups and spoons weighed by SR28's measures.
  const foodItems = [...(measures ? parseMealText(text, measures).foodItems : everyday.foodItems)];
  const unmatched: UnmatchedFragment[] = [];
  for (const result of looked) {
    if ("item" in result) foodItems.push(result.item);
    else unmatched.push(result);
  }
  const totalProtein = roundTo(
    foodItems.reduce((sum, item) => sum + item.proteinContent, 0),
    1,
  );
  return { foodItems, totalProtein, unmatched };
}
