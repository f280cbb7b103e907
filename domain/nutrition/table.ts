import { BEEF } from "./foods/beef";
import { BERRIES_AND_TROPICAL_FRUIT } from "./foods/berries-and-tropical-fruit";
import { BREADS } from "./foods/breads";
import { BREAKFAST_CEREALS } from "./foods/breakfast-cereals";
import { CHEESE } from "./foods/cheese";
import { CHICKEN } from "./foods/chicken";
import { CONDIMENTS_AND_SWEETS } from "./foods/condiments-and-sweets";
import { DELI } from "./foods/deli";
import { DISHES_BREAKFAST_AND_SIDES } from "./foods/dishes-breakfast-and-sides";
import { DISHES_FAST_FOOD } from "./foods/dishes-fast-food";
import { DISHES_MAINS } from "./foods/dishes-mains";
import { DISHES_WORLD } from "./foods/dishes-world";
import { DRIED_FRUIT_AND_JUICES } from "./foods/dried-fruit-and-juices";
import { DRINKS_AND_SNACKS } from "./foods/drinks-and-snacks";
import { EGGS } from "./foods/eggs";
import { FISH } from "./foods/fish";
import { FISH_CANNED_AND_PREPARED } from "./foods/fish-canned-and-prepared";
import { FRUIT } from "./foods/fruit";
import { GAME } from "./foods/game";
import { LAMB } from "./foods/lamb";
import { LEAFY_VEGETABLES } from "./foods/leafy-vegetables";
import { LEGUMES } from "./foods/legumes";
import { MEAT_ALTERNATIVES } from "./foods/meat-alternatives";
import { MILK_AND_CREAM } from "./foods/milk-and-cream";
import { NUTS } from "./foods/nuts";
import { PASTA_AND_NOODLES } from "./foods/pasta-and-noodles";
import { PORK } from "./foods/pork";
import { POULTRY } from "./foods/poultry";
import { PROTEIN_SUPPLEMENTS } from "./foods/protein-supplements";
import { RICE_AND_GRAINS } from "./foods/rice-and-grains";
import { ROOT_VEGETABLES } from "./foods/root-vegetables";
import { SEAFOOD } from "./foods/seafood";
import { SEEDS } from "./foods/seeds";
import { SOFT_CHEESE } from "./foods/soft-cheese";
import { SOY } from "./foods/soy";
import { VEGETABLES } from "./foods/vegetables";
import { YOGURT_AND_COTTAGE_CHEESE } from "./foods/yogurt-and-cottage-cheese";
import { normalizeText } from "./normalize";
import { roundTo } from "./round";
import type { Food } from "./types";

// The whole table, in category order. Each foods/*.ts file holds one group, values per 100 g.
export const FOODS: readonly Food[] = [
  ...BEEF,
  ...PORK,
  ...LAMB,
  ...GAME,
  ...CHICKEN,
  ...POULTRY,
  ...DELI,
  ...FISH,
  ...FISH_CANNED_AND_PREPARED,
  ...SEAFOOD,
  ...EGGS,
  ...MILK_AND_CREAM,
  ...YOGURT_AND_COTTAGE_CHEESE,
  ...CHEESE,
  ...SOFT_CHEESE,
  ...LEGUMES,
  ...SOY,
  ...MEAT_ALTERNATIVES,
  ...RICE_AND_GRAINS,
  ...PASTA_AND_NOODLES,
  ...BREADS,
  ...BREAKFAST_CEREALS,
  ...NUTS,
  ...SEEDS,
  ...LEAFY_VEGETABLES,
  ...ROOT_VEGETABLES,
  ...VEGETABLES,
  ...FRUIT,
  ...BERRIES_AND_TROPICAL_FRUIT,
  ...DRIED_FRUIT_AND_JUICES,
  ...PROTEIN_SUPPLEMENTS,
  ...DISHES_BREAKFAST_AND_SIDES,
  ...DISHES_MAINS,
  ...DISHES_FAST_FOOD,
  ...DISHES_WORLD,
  ...CONDIMENTS_AND_SWEETS,
  ...DRINKS_AND_SNACKS,
];

/** Normalised name or synonym → food. Built once: lookups run for every meal description. */
const BY_KEY = new Map<string, Food>();
/** Normalised id → food, for a text that is exactly an id ("chicken-breast-cooked"). */
const BY_ID_TEXT = new Map<string, Food>();
const BY_ID = new Map<string, Food>();
for (const food of FOODS) {
  BY_ID.set(food.id, food);
  BY_ID_TEXT.set(normalizeText(food.id), food);
  for (const key of [food.name, ...food.synonyms]) {
    const normalized = normalizeText(key);
    // The table test guarantees no key names two foods; first come keeps lookups stable anyway.
    if (normalized && !BY_KEY.has(normalized)) BY_KEY.set(normalized, food);
  }
}
const LONGEST_KEY_WORDS = Math.max(...[...BY_KEY.keys()].map((key) => key.split(" ").length));

/** Every normalised name and synonym, for the parser's phrase protection ("mac and cheese" is one food). */
export function foodKeys(): IterableIterator<string> {
  return BY_KEY.keys();
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
  const exact = BY_KEY.get(normalized) ?? BY_ID_TEXT.get(normalized);
  if (exact) return { food: exact, words, start: 0, end: words.length };
  for (let size = Math.min(LONGEST_KEY_WORDS, words.length - 1); size >= 1; size--) {
    let best: FoodMatch | undefined;
    let bestLength = 0;
    for (let start = 0; start + size <= words.length; start++) {
      const key = words.slice(start, start + size).join(" ");
      const food = BY_KEY.get(key);
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
