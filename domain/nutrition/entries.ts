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
import type { FoodEntry } from "./types";

// The everyday table, in category order. Each foods/*.ts file holds one group's names and
// portions; the values per 100 g are the SR28 food's each entry names.
export const ENTRIES: readonly FoodEntry[] = [
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

/** The entries, for scripts/build-usda.ts (which writes the values table.ts reads). */
export function everydayEntries(): readonly FoodEntry[] {
  return ENTRIES;
}
