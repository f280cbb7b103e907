import { grams } from "../grams";
import type { FoodEntry } from "../types";

// Eggs. Size weights are the edible part: small 38 g, medium 44 g, large 50 g, extra large 56 g, jumbo 63 g.
// Everyday names of USDA SR28 foods: `ndb` names the SR28 food, whose per-100 g values table.ts uses.
const sr = { category: "eggs" } as const;

export const EGGS: readonly FoodEntry[] = [
  {
    ...sr,
    id: "egg-whole", // NDB 01123: Egg, whole, raw, fresh
    ndb: "01123",
    name: "Egg, whole",
    synonyms: ["egg", "whole egg", "raw egg", "chicken egg", "fresh egg", "eggs whole"],
    portions: grams({ large: 50, medium: 44, small: 38, "extra large": 56, jumbo: 63, cup: 243 }),
  },
  {
    ...sr,
    id: "egg-hard-boiled", // NDB 01129: Egg, whole, cooked, hard-boiled
    ndb: "01129",
    name: "Egg, hard-boiled",
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
    synonyms: ["fried egg", "sunny side up egg", "over easy egg", "egg fried", "fried eggs"],
    portions: grams({ large: 46 }),
  },
  {
    ...sr,
    id: "egg-poached", // NDB 01131: Egg, whole, cooked, poached
    ndb: "01131",
    name: "Egg, poached",
    synonyms: ["poached egg", "egg poached"],
    portions: grams({ large: 50 }),
  },
  {
    ...sr,
    id: "egg-white", // NDB 01124: Egg, white, raw, fresh
    ndb: "01124",
    name: "Egg white",
    synonyms: ["egg white", "liquid egg white", "liquid egg whites", "carton egg whites", "egg whites"],
    portions: grams({ large: 33, cup: 243 }),
    mlToGrams: 1.03,
  },
  {
    ...sr,
    id: "egg-yolk", // NDB 01125: Egg, yolk, raw, fresh
    ndb: "01125",
    name: "Egg yolk",
    synonyms: ["egg yolk", "yolk"],
    portions: grams({ large: 17 }),
  },
  {
    ...sr,
    id: "egg-substitute", // NDB 01226: Egg substitute, liquid or frozen, fat free
    ndb: "01226",
    name: "Egg substitute, liquid, fat free",
    synonyms: ["egg substitute", "egg beaters", "liquid egg", "liquid egg substitute"],
    portions: grams({ cup: 240 }),
    mlToGrams: 1.01,
  },
  {
    ...sr,
    id: "duck-egg", // NDB 01138: Egg, duck, whole, fresh, raw
    ndb: "01138",
    name: "Duck egg",
    synonyms: ["duck egg"],
    portions: grams({ piece: 70 }),
  },
  {
    ...sr,
    id: "quail-egg", // NDB 01140: Egg, quail, whole, fresh, raw
    ndb: "01140",
    name: "Quail egg",
    synonyms: ["quail egg"],
    portions: grams({ piece: 9 }),
  },
];
