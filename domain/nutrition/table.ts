import { once } from "../lazy/once";
import { ENTRIES } from "./entries";
import { normalizeText } from "./normalize";
import { roundTo } from "./round";
import { SR28_VALUES } from "./sr28-values.generated";
import type { Food, FoodEntry } from "./types";

/** An everyday entry with the values of the SR28 food it names (scripts/build-usda.ts). */
function withSr28Values(entry: FoodEntry): Food {
  const values = SR28_VALUES[entry.ndb];
  if (!values) throw new Error(`food ${entry.id}: NDB ${entry.ndb} is not in sr28-values.generated.ts`);
  const [proteinPer100g, kcalPer100g, fatPer100g, carbsPer100g, fiberPer100g] = values;
  return { ...entry, proteinPer100g, kcalPer100g, fatPer100g, carbsPer100g, fiberPer100g, source: "USDA SR28" };
}

/** The everyday table: every entry with its SR28 values, in category order. */
export const FOODS: readonly Food[] = ENTRIES.map(withSr28Values);

const BY_ID = new Map(FOODS.map((food) => [food.id, food]));

/** The lookups by normalised text. */
interface TextIndex {
  /** Normalised name or synonym → food. */
  byKey: Map<string, Food>;
  /** Normalised id → food, for a text that is exactly an id ("chicken-breast-cooked"). */
  byIdText: Map<string, Food>;
  longestKeyWords: number;
}

function buildIndex(): TextIndex {
  const byKey = new Map<string, Food>();
  const byIdText = new Map<string, Food>();
  for (const food of FOODS) {
    byIdText.set(normalizeText(food.id), food);
    for (const key of [food.name, ...food.synonyms]) {
      const normalized = normalizeText(key);
      // The table test guarantees no key names two foods; first come keeps lookups stable anyway.
      if (normalized && !byKey.has(normalized)) byKey.set(normalized, food);
    }
  }
  const longestKeyWords = Math.max(...[...byKey.keys()].map((key) => key.split(" ").length));
  return { byKey, byIdText, longestKeyWords };
}

/**
 * The lookups by text, built by their first use: every meal description needs them, but a
 * Worker that built them as it loaded spent about 12 ms of each isolate's startup normalising
 * names, and most requests never read a food by its name.
 */
const textIndex = once(buildIndex);

/** Every normalised name and synonym, for the parser's phrase protection ("mac and cheese" is one food). */
export function foodKeys(): IterableIterator<string> {
  return textIndex().byKey.keys();
}

export function foodById(id: string): Food | undefined {
  return BY_ID.get(id);
}

/** A food found in a text, with the normalised words and the span [start, end) that named it. */
export interface FoodMatch {
  food: Food;
  words: string[];
  start: number;
  end: number;
}

/**
 * The food a text names: the whole text as a name or synonym first, else the longest name
 * contained in it as whole words ("grilled chicken breast" → chicken breast, "greek yogurt" beats
 * "yogurt"). Equally long candidates go to the rightmost, as English puts the head noun last
 * ("green onions" are onions, not greens). An id is accepted only as the whole text.
 */
export function matchFood(text: string): FoodMatch | undefined {
  const normalized = normalizeText(text);
  if (normalized === "") return undefined;
  const words = normalized.split(" ");
  const { byKey, byIdText, longestKeyWords } = textIndex();
  const exact = byKey.get(normalized) ?? byIdText.get(normalized);
  if (exact) return { food: exact, words, start: 0, end: words.length };
  for (let size = Math.min(longestKeyWords, words.length - 1); size >= 1; size--) {
    let best: FoodMatch | undefined;
    let bestLength = 0;
    for (let start = 0; start + size <= words.length; start++) {
      const key = words.slice(start, start + size).join(" ");
      const food = byKey.get(key);
      if (food && key.length >= bestLength) {
        best = { food, words, start, end: start + size };
        bestLength = key.length;
      }
    }
    if (best) return best;
  }
  return undefined;
}

export function findFood(text: string): Food | undefined {
  return matchFood(text)?.food;
}

/** Grams of protein in `grams` of a food, to one decimal. */
export function proteinFor(food: Food, grams: number): number {
  return roundTo(food.proteinPer100g * (grams / 100), 1);
}

/** kcal, fat and carbs of `grams` of a food: energy to the kcal, fat and carbs to 0.1 g. */
export function nutrientsFor(food: Food, grams: number): { kcal: number; fat: number; carbs: number } {
  return {
    kcal: Math.round(food.kcalPer100g * (grams / 100)),
    fat: roundTo(food.fatPer100g * (grams / 100), 1),
    carbs: roundTo(food.carbsPer100g * (grams / 100), 1),
  };
}
