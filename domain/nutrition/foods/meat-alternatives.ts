import { grams } from "../grams";
import type { Food } from "../types";

// Seitan, veggie burgers and other meat alternatives.
// Per-100 g values from USDA FoodData Central; an NDB number names the SR Legacy food they come from.
const sr = { category: "meat-alternatives", source: "FDC SR Legacy" } as const;
// Branded (typical): a value typical of the branded products FDC lists, not one product's label.
const branded = { category: "meat-alternatives", source: "FDC Branded (typical)" } as const;

export const MEAT_ALTERNATIVES: readonly Food[] = [
  {
    ...branded,
    id: "seitan", // typical seitan label: about 18 g protein and 120 kcal per 85 g
    name: "Seitan",
    proteinPer100g: 21,
    kcalPer100g: 141,
    synonyms: ["seitan", "wheat meat", "wheat gluten meat"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "veggie-burger", // NDB 16147: Veggie burgers or soyburgers, unprepared
    ndb: "16147",
    name: "Veggie burger, soy-based patty",
    proteinPer100g: 15.7,
    kcalPer100g: 177,
    synonyms: ["veggie burger", "soy burger", "soyburger", "vegetarian burger", "garden burger"],
    portions: grams({ patty: 70 }),
  },
  {
    ...branded,
    id: "plant-based-burger", // typical pea or soy burger patty label: about 20 g protein and 230 kcal per 113 g
    name: "Plant-based burger patty (Beyond or Impossible style)",
    proteinPer100g: 17.7,
    kcalPer100g: 204,
    synonyms: [
      "plant based burger",
      "plant-based burger",
      "beyond burger",
      "impossible burger",
      "vegan burger",
      "plant based patty",
    ],
    portions: grams({ patty: 113 }),
  },
  {
    ...sr,
    id: "tvp-dry", // NDB 16117: Soy flour, defatted
    ndb: "16117",
    name: "Textured vegetable protein, TVP (dry)",
    proteinPer100g: 47.01,
    kcalPer100g: 330,
    synonyms: [
      "tvp",
      "textured vegetable protein",
      "soy mince",
      "soya mince",
      "soy chunks",
      "soya chunks",
      "defatted soy flour",
    ],
    portions: grams({ cup: 105, tbsp: 6.6 }),
  },
  {
    ...sr,
    id: "veggie-sausage", // NDB 16589: MORNINGSTAR FARMS Veggie Italian Style Sausage, frozen, unprepared
    name: "Veggie sausage, soy-based",
    proteinPer100g: 17.5,
    kcalPer100g: 187,
    synonyms: ["veggie sausage", "vegan sausage", "vegetarian sausage", "meatless sausage", "plant based sausage"],
    portions: grams({ link: 64 }),
  },
  {
    ...sr,
    id: "veggie-nuggets", // NDB 16556: MORNINGSTAR FARMS Chik'n Nuggets, frozen, unprepared
    ndb: "16556",
    name: "Veggie chicken-style nuggets",
    proteinPer100g: 14.4,
    kcalPer100g: 221,
    synonyms: ["vegan nuggets", "veggie nuggets", "chikn nuggets", "meatless nuggets", "plant based nuggets"],
    portions: grams({ piece: 21.5 }),
  },
];
