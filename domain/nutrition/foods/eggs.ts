import { grams } from "../grams";
import type { Food } from "../types";

// Eggs. Size weights are the edible part: small 38 g, medium 44 g, large 50 g, extra large 56 g, jumbo 63 g.
// Per-100 g values from USDA FoodData Central; an NDB number names the SR Legacy food they come from.
const sr = { category: "eggs", source: "FDC SR Legacy" } as const;

export const EGGS: readonly Food[] = [
  {
    ...sr,
    id: "egg-whole", // NDB 01123: Egg, whole, raw, fresh
    ndb: "01123",
    name: "Egg, whole",
    proteinPer100g: 12.56,
    kcalPer100g: 143,
    synonyms: ["egg", "whole egg", "raw egg", "chicken egg", "fresh egg", "eggs whole"],
    portions: grams({ large: 50, medium: 44, small: 38, "extra large": 56, jumbo: 63, cup: 243 }),
  },
  {
    ...sr,
    id: "egg-hard-boiled", // NDB 01129: Egg, whole, cooked, hard-boiled
    ndb: "01129",
    name: "Egg, hard-boiled",
    proteinPer100g: 12.58,
    kcalPer100g: 155,
    synonyms: [
      "boiled egg",
      "hard boiled egg",
      "hard-boiled egg",
      "hardboiled egg",
      "soft boiled egg",
      "soft-boiled egg",
      "egg boiled",
      "jammy egg",
    ],
    portions: grams({ large: 50, medium: 44, small: 38, "extra large": 56, jumbo: 63, cup: 136 }),
  },
  {
    ...sr,
    id: "egg-fried", // NDB 01128: Egg, whole, cooked, fried
    ndb: "01128",
    name: "Egg, fried",
    proteinPer100g: 13.61,
    kcalPer100g: 196,
    synonyms: ["fried egg", "sunny side up egg", "over easy egg", "egg fried", "fried eggs"],
    portions: grams({ large: 46 }),
  },
  {
    ...sr,
    id: "egg-poached", // NDB 01131: Egg, whole, cooked, poached
    ndb: "01131",
    name: "Egg, poached",
    proteinPer100g: 12.51,
    kcalPer100g: 143,
    synonyms: ["poached egg", "egg poached"],
    portions: grams({ large: 50 }),
  },
  {
    ...sr,
    id: "egg-white", // NDB 01124: Egg, white, raw, fresh
    ndb: "01124",
    name: "Egg white",
    proteinPer100g: 10.9,
    kcalPer100g: 52,
    synonyms: ["egg white", "liquid egg white", "liquid egg whites", "carton egg whites", "egg whites"],
    portions: grams({ large: 33, cup: 243 }),
    mlToGrams: 1.03,
  },
  {
    ...sr,
    id: "egg-yolk", // NDB 01125: Egg, yolk, raw, fresh
    ndb: "01125",
    name: "Egg yolk",
    proteinPer100g: 15.86,
    kcalPer100g: 322,
    synonyms: ["egg yolk", "yolk"],
    portions: grams({ large: 17 }),
  },
  {
    ...sr,
    id: "egg-substitute", // NDB 01226: Egg substitute, liquid or frozen, fat free
    ndb: "01226",
    name: "Egg substitute, liquid, fat free",
    proteinPer100g: 10,
    kcalPer100g: 48,
    synonyms: ["egg substitute", "egg beaters", "liquid egg", "liquid egg substitute"],
    portions: grams({ cup: 240 }),
    mlToGrams: 1.01,
  },
  {
    ...sr,
    id: "duck-egg", // NDB 01138: Egg, duck, whole, fresh, raw
    ndb: "01138",
    name: "Duck egg",
    proteinPer100g: 12.81,
    kcalPer100g: 185,
    synonyms: ["duck egg"],
    portions: grams({ piece: 70 }),
  },
  {
    ...sr,
    id: "quail-egg", // NDB 01140: Egg, quail, whole, fresh, raw
    ndb: "01140",
    name: "Quail egg",
    proteinPer100g: 13.05,
    kcalPer100g: 158,
    synonyms: ["quail egg"],
    portions: grams({ piece: 9 }),
  },
];
