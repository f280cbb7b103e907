import { grams } from "../grams";
import type { FoodEntry } from "../types";

// Game and other red meats.
// Everyday names of USDA SR28 foods: `ndb` names the SR28 food, whose per-100 g values table.ts uses.
const sr = { category: "game" } as const;

export const GAME: readonly FoodEntry[] = [
  {
    ...sr,
    id: "bison-ground-cooked", // NDB 17148: Bison, ground, grass-fed, cooked
    ndb: "17148",
    name: "Bison, ground (cooked)",
    synonyms: ["bison", "ground bison", "bison burger", "buffalo meat", "bison mince"],
    portions: grams({ serving: 85, patty: 85 }),
  },
  {
    ...sr,
    id: "venison-cooked", // NDB 17165: Game meat, deer, cooked, roasted
    ndb: "17165",
    name: "Venison (roasted)",
    synonyms: ["venison", "deer", "deer meat", "venison steak"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "elk-cooked", // NDB 17167: Game meat, elk, cooked, roasted
    ndb: "17167",
    name: "Elk (roasted)",
    synonyms: ["elk", "elk meat"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "rabbit-cooked", // NDB 17178: Game meat, rabbit, domesticated, composite of cuts, cooked, roasted
    ndb: "17178",
    name: "Rabbit (roasted)",
    synonyms: ["rabbit", "rabbit meat"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "goat-cooked", // NDB 17169: Game meat, goat, cooked, roasted
    ndb: "17169",
    name: "Goat (roasted)",
    synonyms: ["goat", "goat meat", "chevon", "mutton"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "wild-boar-cooked", // NDB 17159: Game meat, boar, wild, cooked, roasted
    ndb: "17159",
    name: "Wild boar (roasted)",
    synonyms: ["wild boar", "boar"],
    portions: grams({ serving: 85 }),
  },
];
