import { grams } from "../grams";
import type { FoodEntry } from "../types";

// Seitan, veggie burgers and other meat alternatives.
// Everyday names of USDA SR28 foods: `ndb` names the SR28 food, whose per-100 g values table.ts uses.
const sr = { category: "meat-alternatives" } as const;

export const MEAT_ALTERNATIVES: readonly FoodEntry[] = [
  {
    ...sr,
    id: "veggie-burger", // NDB 16147: Veggie burgers or soyburgers, unprepared
    ndb: "16147",
    name: "Veggie burger, soy-based patty",
    synonyms: ["veggie burger", "soy burger", "soyburger", "vegetarian burger", "garden burger"],
    portions: grams({ patty: 70 }),
  },
  {
    ...sr,
    id: "plant-based-burger", // NDB 16147: Veggie burgers or soyburgers, unprepared
    ndb: "16147",
    name: "Plant-based burger patty (Beyond or Impossible style)",
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
    id: "veggie-sausage", // NDB 16107: Sausage, meatless
    ndb: "16107",
    name: "Veggie sausage, soy-based",
    synonyms: ["veggie sausage", "vegan sausage", "vegetarian sausage", "meatless sausage", "plant based sausage"],
    portions: grams({ link: 64 }),
  },
  {
    ...sr,
    id: "veggie-nuggets", // NDB 16556: MORNINGSTAR FARMS Chik'n Nuggets, frozen, unprepared
    ndb: "16556",
    name: "Veggie chicken-style nuggets",
    synonyms: ["vegan nuggets", "veggie nuggets", "chikn nuggets", "meatless nuggets", "plant based nuggets"],
    portions: grams({ piece: 21.5 }),
  },
];
