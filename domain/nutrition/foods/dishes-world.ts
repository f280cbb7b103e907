import { grams } from "../grams";
import type { Food } from "../types";

// Dishes from other cuisines.
// Per-100 g values from USDA FoodData Central; an NDB number names the SR Legacy food they come from.
const sr = { category: "dishes", source: "FDC SR Legacy" } as const;
const fndds = { category: "dishes", source: "FDC FNDDS" } as const;

export const DISHES_WORLD: readonly Food[] = [
  {
    ...fndds,
    id: "pad-thai", // approximate FNDDS value for pad thai with chicken, rounded; not yet checked against FDC
    name: "Pad thai with chicken",
    proteinPer100g: 8,
    kcalPer100g: 160,
    synonyms: ["pad thai", "phad thai", "chicken pad thai", "pad thai noodles"],
    portions: grams({ cup: 200 }),
  },
  {
    ...fndds,
    id: "sushi-california-roll", // approximate FNDDS value for a California roll, rounded; not yet checked against FDC
    name: "Sushi, California roll",
    proteinPer100g: 4,
    kcalPer100g: 140,
    synonyms: ["california roll", "sushi roll", "sushi", "maki", "cucumber roll", "avocado roll"],
    portions: grams({ piece: 30 }),
  },
  {
    ...fndds,
    id: "sushi-fish-roll", // approximate FNDDS value for sushi with raw fish, rounded; not yet checked against FDC
    name: "Sushi with raw fish (nigiri or maki)",
    proteinPer100g: 7,
    kcalPer100g: 145,
    synonyms: ["nigiri", "salmon nigiri", "tuna roll", "salmon roll", "spicy tuna roll", "tuna nigiri", "sashimi roll"],
    portions: grams({ piece: 30 }),
  },
  {
    ...fndds,
    id: "dal", // approximate FNDDS value for lentil dal, rounded; not yet checked against FDC
    name: "Dal, lentil curry",
    proteinPer100g: 6,
    kcalPer100g: 115,
    synonyms: [
      "dal",
      "dhal",
      "daal",
      "lentil curry",
      "dal tadka",
      "dal makhani",
      "masoor dal",
      "toor dal",
      "chana dal",
    ],
    portions: grams({ cup: 240 }),
  },
  {
    ...fndds,
    id: "chicken-curry", // approximate FNDDS value for chicken curry, rounded; not yet checked against FDC
    name: "Chicken curry",
    proteinPer100g: 12,
    kcalPer100g: 145,
    synonyms: ["chicken curry", "chicken tikka masala", "butter chicken", "tikka masala", "chicken korma", "curry"],
    portions: grams({ cup: 235 }),
  },
  {
    ...sr,
    id: "pupusa-cheese", // NDB 36409: Restaurant, Latino, pupusas con queso (pupusas, cheese)
    ndb: "36409",
    name: "Pupusa with cheese",
    proteinPer100g: 11.72,
    kcalPer100g: 256,
    synonyms: ["pupusa", "pupusas", "cheese pupusa"],
    portions: grams({ piece: 117 }),
  },
  {
    ...sr,
    id: "arepa", // NDB 36415: Restaurant, Latino, arepa (unleavened cornmeal bread)
    ndb: "36415",
    name: "Arepa",
    proteinPer100g: 5.48,
    kcalPer100g: 219,
    synonyms: ["arepa", "arepas"],
    portions: grams({ piece: 98 }),
  },
];
