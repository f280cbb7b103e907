import { grams } from "../grams";
import type { Food } from "../types";

// Game and other red meats.
// Per-100 g values from USDA FoodData Central; an NDB number names the SR Legacy food they come from.
const sr = { category: "game", source: "FDC SR Legacy" } as const;

export const GAME: readonly Food[] = [
  {
    ...sr,
    id: "bison-ground-cooked", // NDB 17148: Bison, ground, grass-fed, cooked
    ndb: "17148",
    name: "Bison, ground (cooked)",
    proteinPer100g: 25.45,
    kcalPer100g: 179,
    synonyms: ["bison", "ground bison", "bison burger", "buffalo meat", "bison mince"],
    portions: grams({ serving: 85, patty: 85 }),
  },
  {
    ...sr,
    id: "venison-cooked", // NDB 17165: Game meat, deer, cooked, roasted
    ndb: "17165",
    name: "Venison (roasted)",
    proteinPer100g: 30.21,
    kcalPer100g: 158,
    synonyms: ["venison", "deer", "deer meat", "venison steak"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "elk-cooked", // NDB 17167: Game meat, elk, cooked, roasted
    ndb: "17167",
    name: "Elk (roasted)",
    proteinPer100g: 30.19,
    kcalPer100g: 146,
    synonyms: ["elk", "elk meat"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "rabbit-cooked", // NDB 17178: Game meat, rabbit, domesticated, composite of cuts, cooked, roasted
    ndb: "17178",
    name: "Rabbit (roasted)",
    proteinPer100g: 29.06,
    kcalPer100g: 197,
    synonyms: ["rabbit", "rabbit meat"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "goat-cooked", // NDB 17169: Game meat, goat, cooked, roasted
    ndb: "17169",
    name: "Goat (roasted)",
    proteinPer100g: 27.1,
    kcalPer100g: 143,
    synonyms: ["goat", "goat meat", "chevon", "mutton"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "wild-boar-cooked", // NDB 17159: Game meat, boar, wild, cooked, roasted
    ndb: "17159",
    name: "Wild boar (roasted)",
    proteinPer100g: 28.3,
    kcalPer100g: 160,
    synonyms: ["wild boar", "boar"],
    portions: grams({ serving: 85 }),
  },
];
