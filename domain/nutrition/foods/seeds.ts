import { grams } from "../grams";
import type { FoodEntry } from "../types";

// Seeds and seed butters.
// Everyday names of USDA SR28 foods: `ndb` names the SR28 food, whose per-100 g values table.ts uses.
const sr = { category: "nuts-seeds" } as const;

export const SEEDS: readonly FoodEntry[] = [
  {
    ...sr,
    id: "chia-seeds", // NDB 12006: Seeds, chia seeds, dried
    ndb: "12006",
    name: "Chia seeds",
    synonyms: ["chia seeds", "chia", "chia seed"],
    portions: grams({ tbsp: 12, serving: 28.35 }),
  },
  {
    ...sr,
    id: "flaxseed", // NDB 12220: Seeds, flaxseed
    ndb: "12220",
    name: "Flaxseed",
    synonyms: ["flaxseed", "flax seeds", "flax", "linseed", "ground flaxseed", "flaxseed meal"],
    portions: grams({ tbsp: 10.3, tsp: 3.4 }),
  },
  {
    ...sr,
    id: "hemp-seeds", // NDB 12012: Seeds, hemp seed, hulled
    ndb: "12012",
    name: "Hemp seeds, hulled",
    synonyms: ["hemp seeds", "hemp hearts", "hulled hemp seeds", "hemp seed"],
    portions: grams({ tbsp: 10 }),
  },
  {
    ...sr,
    id: "pumpkin-seeds", // NDB 12016: Seeds, pumpkin and squash seed kernels, roasted, without salt
    ndb: "12016",
    name: "Pumpkin seeds, roasted kernels",
    synonyms: ["pumpkin seeds", "pepitas", "pumpkin seed kernels"],
    portions: grams({ serving: 28.35, cup: 118 }),
  },
  {
    ...sr,
    id: "sunflower-seeds", // NDB 12037: Seeds, sunflower seed kernels, dry roasted, without salt
    ndb: "12037",
    name: "Sunflower seeds, dry roasted kernels",
    synonyms: ["sunflower seeds", "sunflower seed kernels", "sunflower kernels"],
    portions: grams({ serving: 28.35, cup: 128 }),
  },
  {
    ...sr,
    id: "sesame-seeds", // NDB 12023: Seeds, sesame seeds, whole, dried
    ndb: "12023",
    name: "Sesame seeds",
    synonyms: ["sesame seeds", "sesame"],
    portions: grams({ tbsp: 9, cup: 144 }),
  },
  {
    ...sr,
    id: "tahini", // NDB 12166: Seeds, sesame butter, tahini, from roasted and toasted kernels (most common type)
    ndb: "12166",
    name: "Tahini",
    synonyms: ["tahini", "tahina", "sesame paste"],
    portions: grams({ tbsp: 15 }),
  },
  {
    ...sr,
    id: "sunflower-butter", // NDB 12040: Seeds, sunflower seed butter, without salt
    ndb: "12040",
    name: "Sunflower seed butter",
    synonyms: ["sunflower butter", "sunflower seed butter", "sunbutter"],
    portions: grams({ tbsp: 16 }),
  },
];
