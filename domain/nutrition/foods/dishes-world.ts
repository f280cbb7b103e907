import { grams } from "../grams";
import type { FoodEntry } from "../types";

// Dishes from other cuisines.
// Everyday names of USDA SR28 foods: `ndb` names the SR28 food, whose per-100 g values table.ts uses.
const sr = { category: "dishes" } as const;

export const DISHES_WORLD: readonly FoodEntry[] = [
  {
    ...sr,
    id: "pupusa-cheese", // NDB 36409: Restaurant, Latino, pupusas con queso (pupusas, cheese)
    ndb: "36409",
    name: "Pupusa with cheese",
    synonyms: ["pupusa", "pupusas", "cheese pupusa"],
    portions: grams({ piece: 117 }),
  },
  {
    ...sr,
    id: "arepa", // NDB 36415: Restaurant, Latino, arepa (unleavened cornmeal bread)
    ndb: "36415",
    name: "Arepa",
    synonyms: ["arepa", "arepas"],
    portions: grams({ piece: 98 }),
  },
];
