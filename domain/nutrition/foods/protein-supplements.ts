import { grams } from "../grams";
import type { Food } from "../types";

// Protein powders, bars and shakes.
// Per-100 g values from USDA FoodData Central; an NDB number names the SR Legacy food they come from.
const sr = { category: "protein-supplements", source: "FDC SR Legacy" } as const;
// Branded (typical): a value typical of the branded products FDC lists, not one product's label.
const branded = { category: "protein-supplements", source: "FDC Branded (typical)" } as const;

export const PROTEIN_SUPPLEMENTS: readonly Food[] = [
  {
    ...branded,
    id: "whey-protein", // typical whey concentrate label: about 23.5 g protein and 117 kcal per 30 g scoop
    name: "Whey protein powder",
    proteinPer100g: 78,
    kcalPer100g: 390,
    synonyms: [
      "whey",
      "whey protein",
      "protein powder",
      "whey powder",
      "whey protein powder",
      "whey concentrate",
      "gold standard whey",
      "protein scoop",
    ],
    portions: grams({ scoop: 30 }),
  },
  {
    ...branded,
    id: "whey-isolate", // typical whey isolate label: about 25 g protein and 104 kcal per 28 g scoop
    name: "Whey protein isolate powder",
    proteinPer100g: 88,
    kcalPer100g: 370,
    synonyms: ["whey isolate", "whey protein isolate", "isolate protein", "iso whey"],
    portions: grams({ scoop: 28 }),
  },
  {
    ...branded,
    id: "casein-protein", // typical micellar casein label: about 24 g protein and 122 kcal per 34 g scoop
    name: "Casein protein powder",
    proteinPer100g: 70,
    kcalPer100g: 360,
    synonyms: ["casein", "casein protein", "micellar casein", "casein powder", "casein shake"],
    portions: grams({ scoop: 34 }),
  },
  {
    ...branded,
    id: "pea-protein", // typical pea protein isolate label: about 24 g protein and 120 kcal per 33 g scoop
    name: "Pea protein powder",
    proteinPer100g: 73,
    kcalPer100g: 364,
    synonyms: ["pea protein", "pea protein powder", "vegan protein powder", "plant protein powder", "plant protein"],
    portions: grams({ scoop: 33 }),
  },
  {
    ...sr,
    id: "soy-protein-isolate", // NDB 16122: Soy protein isolate
    ndb: "16122",
    name: "Soy protein isolate powder",
    proteinPer100g: 80.69,
    kcalPer100g: 338,
    synonyms: ["soy protein", "soy protein isolate", "soy protein powder", "soya protein"],
    portions: grams({ scoop: 28 }),
  },
  {
    ...sr,
    id: "egg-white-protein", // NDB 01173: Egg, white, dried
    ndb: "01173",
    name: "Egg white protein powder",
    proteinPer100g: 81.1,
    kcalPer100g: 382,
    synonyms: ["egg white protein", "egg white powder", "egg protein powder", "dried egg white"],
    portions: grams({ scoop: 30, tbsp: 7 }),
  },
  {
    ...branded,
    id: "collagen-peptides", // typical collagen peptides label: about 9 g protein and 36 kcal per 10 g scoop
    name: "Collagen peptides powder",
    proteinPer100g: 90,
    kcalPer100g: 360,
    synonyms: ["collagen", "collagen peptides", "collagen powder", "hydrolyzed collagen"],
    portions: grams({ scoop: 10 }),
  },
  {
    ...branded,
    id: "protein-bar", // typical protein bar label: about 20 g protein and 210 kcal per 60 g bar
    name: "Protein bar",
    proteinPer100g: 33,
    kcalPer100g: 350,
    synonyms: ["protein bar", "quest bar", "high protein bar", "protein snack bar"],
    portions: grams({ bar: 60 }),
  },
  {
    ...branded,
    id: "protein-shake-rtd", // typical ready-to-drink shake label: about 30 g protein and 160 kcal per 340 g bottle
    name: "Protein shake, ready to drink",
    proteinPer100g: 8.8,
    kcalPer100g: 47,
    synonyms: [
      "protein shake",
      "protein drink",
      "ready to drink protein shake",
      "premier protein",
      "protein shake bottle",
      "rtd protein shake",
    ],
    portions: grams({ bottle: 340 }),
    mlToGrams: 1.05,
  },
  {
    ...sr,
    id: "vital-wheat-gluten", // NDB 48052: Vital wheat gluten
    ndb: "48052",
    name: "Vital wheat gluten",
    proteinPer100g: 75.16,
    kcalPer100g: 370,
    synonyms: ["vital wheat gluten", "wheat gluten", "gluten flour"],
    portions: grams({ cup: 120, tbsp: 7.5 }),
  },
  {
    ...sr,
    id: "spirulina", // NDB 11667: Seaweed, spirulina, dried
    ndb: "11667",
    name: "Spirulina, dried",
    proteinPer100g: 57.47,
    kcalPer100g: 290,
    synonyms: ["spirulina", "spirulina powder"],
    portions: grams({ tbsp: 7 }),
  },
];
