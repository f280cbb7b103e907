import { grams } from "../grams";
import type { FoodEntry } from "../types";

// Pasta and noodles.
// Everyday names of USDA SR28 foods: `ndb` names the SR28 food, whose per-100 g values table.ts uses.
const sr = { category: "grains" } as const;

export const PASTA_AND_NOODLES: readonly FoodEntry[] = [
  {
    ...sr,
    id: "pasta-cooked", // NDB 20121: Spaghetti, cooked, enriched, without added salt
    ndb: "20121",
    name: "Pasta (cooked)",
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
    synonyms: ["dry pasta", "uncooked pasta", "raw pasta", "dried pasta", "dry spaghetti", "uncooked spaghetti"],
    portions: grams({ serving: 56, cup: 105 }),
  },
  {
    ...sr,
    id: "pasta-whole-wheat-cooked", // NDB 20125: Spaghetti, whole-wheat, cooked
    ndb: "20125",
    name: "Whole wheat pasta (cooked)",
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
    synonyms: ["egg noodles", "noodles", "cooked noodles"],
    portions: grams({ cup: 160 }),
  },
  {
    ...sr,
    id: "rice-noodles-cooked", // NDB 20134: Rice noodles, cooked
    ndb: "20134",
    name: "Rice noodles (cooked)",
    synonyms: ["rice noodles", "rice vermicelli", "pho noodles", "vermicelli", "rice stick noodles"],
    portions: grams({ cup: 176 }),
  },
  {
    ...sr,
    id: "soba-cooked", // NDB 20115: Noodles, japanese, soba, cooked
    ndb: "20115",
    name: "Soba noodles (cooked)",
    synonyms: ["soba", "soba noodles", "buckwheat noodles"],
    portions: grams({ cup: 114 }),
  },
  {
    ...sr,
    id: "somen-cooked", // NDB 20117: Noodles, japanese, somen, cooked
    ndb: "20117",
    name: "Somen or udon noodles (cooked)",
    synonyms: ["somen", "udon", "udon noodles", "somen noodles", "wheat noodles"],
    portions: grams({ cup: 176 }),
  },
  {
    ...sr,
    id: "instant-ramen-dry", // NDB 06583: Soup, ramen noodle, any flavor, dry
    ndb: "06583",
    name: "Instant ramen noodles (dry, with seasoning)",
    synonyms: ["instant ramen", "instant noodles", "ramen noodles", "cup noodles", "maggi noodles", "pot noodle"],
    portions: grams({ package: 85 }),
  },
];
