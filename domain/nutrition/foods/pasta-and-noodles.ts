import { grams } from "../grams";
import type { Food } from "../types";

// Pasta and noodles.
// Per-100 g values from USDA FoodData Central; an NDB number names the SR Legacy food they come from.
const sr = { category: "grains", source: "FDC SR Legacy" } as const;

export const PASTA_AND_NOODLES: readonly Food[] = [
  {
    ...sr,
    id: "pasta-cooked", // NDB 20121: Spaghetti, cooked, enriched, without added salt
    ndb: "20121",
    name: "Pasta (cooked)",
    proteinPer100g: 5.8,
    kcalPer100g: 158,
    synonyms: [
      "pasta",
      "spaghetti",
      "cooked pasta",
      "penne",
      "macaroni",
      "fusilli",
      "rigatoni",
      "linguine",
      "fettuccine",
      "farfalle",
      "rotini",
      "tagliatelle",
      "ziti",
      "orzo",
      "boiled pasta",
      "plain pasta",
      "angel hair",
    ],
    portions: grams({ cup: 140 }),
  },
  {
    ...sr,
    id: "pasta-dry", // NDB 20120: Spaghetti, dry, enriched
    ndb: "20120",
    name: "Pasta (dry, uncooked)",
    proteinPer100g: 13.04,
    kcalPer100g: 371,
    synonyms: ["dry pasta", "uncooked pasta", "raw pasta", "dried pasta", "dry spaghetti", "uncooked spaghetti"],
    portions: grams({ serving: 56, cup: 105 }),
  },
  {
    ...sr,
    id: "pasta-whole-wheat-cooked", // NDB 20125: Spaghetti, whole-wheat, cooked
    ndb: "20125",
    name: "Whole wheat pasta (cooked)",
    proteinPer100g: 5.33,
    kcalPer100g: 124,
    synonyms: [
      "whole wheat pasta",
      "wholewheat pasta",
      "whole grain pasta",
      "wholemeal pasta",
      "brown pasta",
      "whole wheat spaghetti",
    ],
    portions: grams({ cup: 140 }),
  },
  {
    ...sr,
    id: "egg-noodles-cooked", // NDB 20110: Noodles, egg, cooked, enriched
    ndb: "20110",
    name: "Egg noodles (cooked)",
    proteinPer100g: 4.54,
    kcalPer100g: 138,
    synonyms: ["egg noodles", "noodles", "cooked noodles"],
    portions: grams({ cup: 160 }),
  },
  {
    ...sr,
    id: "rice-noodles-cooked", // NDB 20134: Rice noodles, cooked
    ndb: "20134",
    name: "Rice noodles (cooked)",
    proteinPer100g: 0.91,
    kcalPer100g: 109,
    synonyms: ["rice noodles", "rice vermicelli", "pho noodles", "vermicelli", "rice stick noodles"],
    portions: grams({ cup: 176 }),
  },
  {
    ...sr,
    id: "soba-cooked", // NDB 20115: Noodles, japanese, soba, cooked
    ndb: "20115",
    name: "Soba noodles (cooked)",
    proteinPer100g: 5.06,
    kcalPer100g: 99,
    synonyms: ["soba", "soba noodles", "buckwheat noodles"],
    portions: grams({ cup: 114 }),
  },
  {
    ...sr,
    id: "somen-cooked", // NDB 20117: Noodles, japanese, somen, cooked
    ndb: "20117",
    name: "Somen or udon noodles (cooked)",
    proteinPer100g: 4,
    kcalPer100g: 131,
    synonyms: ["somen", "udon", "udon noodles", "somen noodles", "wheat noodles"],
    portions: grams({ cup: 176 }),
  },
  {
    ...sr,
    id: "instant-ramen-dry", // NDB 06583: Soup, ramen noodle, any flavor, dry
    ndb: "06583",
    name: "Instant ramen noodles (dry, with seasoning)",
    proteinPer100g: 10.48,
    kcalPer100g: 436,
    synonyms: ["instant ramen", "instant noodles", "ramen noodles", "cup noodles", "maggi noodles", "pot noodle"],
    portions: grams({ package: 85 }),
  },
];
