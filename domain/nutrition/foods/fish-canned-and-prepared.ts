import { grams } from "../grams";
import type { FoodEntry } from "../types";

// Canned, smoked and breaded fish.
// Everyday names of USDA SR28 foods: `ndb` names the SR28 food, whose per-100 g values table.ts uses.
const sr = { category: "fish" } as const;

export const FISH_CANNED_AND_PREPARED: readonly FoodEntry[] = [
  {
    ...sr,
    id: "salmon-canned", // NDB 15084: Fish, salmon, pink, canned, total can contents
    ndb: "15084",
    name: "Salmon, pink, canned",
    synonyms: ["canned salmon", "tinned salmon", "pink salmon", "salmon can"],
    portions: grams({ can: 411, serving: 85 }),
  },
  {
    ...sr,
    id: "smoked-salmon", // NDB 15179: Fish, salmon, chinook, smoked, (lox), regular
    ndb: "15179",
    name: "Smoked salmon (lox)",
    synonyms: ["smoked salmon", "lox", "nova lox", "gravlax", "cold smoked salmon"],
    portions: grams({ serving: 57, slice: 28 }),
  },
  {
    ...sr,
    id: "tuna-canned-water", // NDB 15121: Fish, tuna, light, canned in water, drained solids
    ndb: "15121",
    name: "Tuna, light, canned in water (drained)",
    synonyms: [
      "tuna",
      "canned tuna",
      "tinned tuna",
      "tuna in water",
      "light tuna",
      "chunk light tuna",
      "tuna chunks",
      "tuna fish",
    ],
    portions: grams({ can: 165, cup: 154, serving: 85 }),
  },
  {
    ...sr,
    id: "tuna-canned-oil", // NDB 15119: Fish, tuna, light, canned in oil, drained solids
    ndb: "15119",
    name: "Tuna, light, canned in oil (drained)",
    synonyms: ["tuna in oil", "canned tuna in oil", "tuna in olive oil", "tinned tuna in oil"],
    portions: grams({ can: 171, serving: 85 }),
  },
  {
    ...sr,
    id: "tuna-albacore-canned", // NDB 15126: Fish, tuna, white, canned in water, drained solids
    ndb: "15126",
    name: "Tuna, albacore, canned in water (drained)",
    synonyms: ["albacore", "albacore tuna", "white tuna", "solid white tuna"],
    portions: grams({ can: 172, serving: 85 }),
  },
  {
    ...sr,
    id: "sardines-canned", // NDB 15088: Fish, sardine, Atlantic, canned in oil, drained solids with bone
    ndb: "15088",
    name: "Sardines, canned in oil (drained)",
    synonyms: ["sardine", "canned sardines", "tinned sardines", "sardines in oil"],
    portions: grams({ can: 92, piece: 12 }),
  },
  {
    ...sr,
    id: "anchovies-canned", // NDB 15002: Fish, anchovy, european, canned in oil, drained solids
    ndb: "15002",
    name: "Anchovies, canned in oil (drained)",
    synonyms: ["anchovy", "anchovies", "anchovy fillet"],
    portions: grams({ piece: 4, can: 45 }),
  },
  {
    ...sr,
    id: "fish-roe", // NDB 15072: Fish, roe, mixed species, raw
    ndb: "15072",
    name: "Fish roe (caviar)",
    synonyms: ["roe", "fish roe", "caviar", "ikura", "salmon roe"],
    portions: grams({ tbsp: 14 }),
  },
  {
    ...sr,
    id: "fish-fried-battered", // NDB 36033: Restaurant, family style, fish fillet, battered or breaded, fried
    ndb: "36033",
    name: "Fish fillet, battered or breaded and fried",
    synonyms: [
      "fried fish",
      "battered fish",
      "breaded fish",
      "fish fillet fried",
      "beer battered fish",
      "fried fish fillet",
    ],
    portions: grams({ fillet: 91 }),
  },
  {
    ...sr,
    id: "fish-sticks", // NDB 15027: Fish, fish portions and sticks, frozen, preheated
    ndb: "15027",
    name: "Fish sticks (frozen, heated)",
    synonyms: ["fish stick", "fish finger", "fish fingers", "fish sticks"],
    portions: grams({ piece: 28 }),
  },
];
