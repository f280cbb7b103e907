import { grams } from "../grams";
import type { Food } from "../types";

// Seeds and seed butters.
// Per-100 g values from USDA FoodData Central; an NDB number names the SR Legacy food they come from.
const sr = { category: "nuts-seeds", source: "FDC SR Legacy" } as const;

export const SEEDS: readonly Food[] = [
  {
    ...sr,
    id: "chia-seeds", // NDB 12006: Seeds, chia seeds, dried
    ndb: "12006",
    name: "Chia seeds",
    proteinPer100g: 16.54,
    kcalPer100g: 486,
    synonyms: ["chia seeds", "chia", "chia seed"],
    portions: grams({ tbsp: 12, serving: 28.35 }),
  },
  {
    ...sr,
    id: "flaxseed", // NDB 12220: Seeds, flaxseed
    ndb: "12220",
    name: "Flaxseed",
    proteinPer100g: 18.29,
    kcalPer100g: 534,
    synonyms: ["flaxseed", "flax seeds", "flax", "linseed", "ground flaxseed", "flaxseed meal"],
    portions: grams({ tbsp: 10.3, tsp: 3.4 }),
  },
  {
    ...sr,
    id: "hemp-seeds", // SR Legacy: Seeds, hemp seed, hulled
    name: "Hemp seeds, hulled",
    proteinPer100g: 31.56,
    kcalPer100g: 553,
    synonyms: ["hemp seeds", "hemp hearts", "hulled hemp seeds", "hemp seed"],
    portions: grams({ tbsp: 10 }),
  },
  {
    ...sr,
    id: "pumpkin-seeds", // NDB 12016: Seeds, pumpkin and squash seed kernels, roasted, without salt
    ndb: "12016",
    name: "Pumpkin seeds, roasted kernels",
    proteinPer100g: 29.84,
    kcalPer100g: 574,
    synonyms: ["pumpkin seeds", "pepitas", "pumpkin seed kernels"],
    portions: grams({ serving: 28.35, cup: 118 }),
  },
  {
    ...sr,
    id: "sunflower-seeds", // NDB 12037: Seeds, sunflower seed kernels, dry roasted, without salt
    ndb: "12037",
    name: "Sunflower seeds, dry roasted kernels",
    proteinPer100g: 19.33,
    kcalPer100g: 582,
    synonyms: ["sunflower seeds", "sunflower seed kernels", "sunflower kernels"],
    portions: grams({ serving: 28.35, cup: 128 }),
  },
  {
    ...sr,
    id: "sesame-seeds", // NDB 12023: Seeds, sesame seeds, whole, dried
    ndb: "12023",
    name: "Sesame seeds",
    proteinPer100g: 17.73,
    kcalPer100g: 573,
    synonyms: ["sesame seeds", "sesame"],
    portions: grams({ tbsp: 9, cup: 144 }),
  },
  {
    ...sr,
    id: "tahini", // NDB 12166: Seeds, sesame butter, tahini, from roasted and toasted kernels (most common type)
    ndb: "12166",
    name: "Tahini",
    proteinPer100g: 17,
    kcalPer100g: 595,
    synonyms: ["tahini", "tahina", "sesame paste"],
    portions: grams({ tbsp: 15 }),
  },
  {
    ...sr,
    id: "sunflower-butter", // NDB 12040: Seeds, sunflower seed butter, without salt
    ndb: "12040",
    name: "Sunflower seed butter",
    proteinPer100g: 17.28,
    kcalPer100g: 617,
    synonyms: ["sunflower butter", "sunflower seed butter", "sunbutter"],
    portions: grams({ tbsp: 16 }),
  },
];
