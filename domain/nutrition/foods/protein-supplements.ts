import { grams } from "../grams";
import type { FoodEntry } from "../types";

// Protein powders, bars and shakes.
// Everyday names of USDA SR28 foods: `ndb` names the SR28 food, whose per-100 g values table.ts uses.
const sr = { category: "protein-supplements" } as const;

export const PROTEIN_SUPPLEMENTS: readonly FoodEntry[] = [
  {
    ...sr,
    id: "whey-protein", // NDB 14066: Beverages, Protein powder whey based
    ndb: "14066",
    name: "Whey protein powder",
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
    ...sr,
    id: "whey-isolate", // NDB 14058: Beverages, Whey protein powder isolate
    ndb: "14058",
    name: "Whey protein isolate powder",
    synonyms: ["whey isolate", "whey protein isolate", "isolate protein", "iso whey"],
    portions: grams({ scoop: 28 }),
  },
  {
    ...sr,
    id: "soy-protein-isolate", // NDB 16122: Soy protein isolate
    ndb: "16122",
    name: "Soy protein isolate powder",
    synonyms: ["soy protein", "soy protein isolate", "soy protein powder", "soya protein"],
    portions: grams({ scoop: 28 }),
  },
  {
    ...sr,
    id: "egg-white-protein", // NDB 01173: Egg, white, dried
    ndb: "01173",
    name: "Egg white protein powder",
    synonyms: ["egg white protein", "egg white powder", "egg protein powder", "dried egg white"],
    portions: grams({ scoop: 30, tbsp: 7 }),
  },
  {
    ...sr,
    id: "protein-bar", // NDB 25067: Formulated Bar, SOUTH BEACH protein bar
    ndb: "25067",
    name: "Protein bar",
    synonyms: ["protein bar", "quest bar", "high protein bar", "protein snack bar"],
    portions: grams({ bar: 60 }),
  },
  {
    ...sr,
    id: "vital-wheat-gluten", // NDB 48052: Vital wheat gluten
    ndb: "48052",
    name: "Vital wheat gluten",
    synonyms: ["vital wheat gluten", "wheat gluten", "gluten flour"],
    portions: grams({ cup: 120, tbsp: 7.5 }),
  },
  {
    ...sr,
    id: "spirulina", // NDB 11667: Seaweed, spirulina, dried
    ndb: "11667",
    name: "Spirulina, dried",
    synonyms: ["spirulina", "spirulina powder"],
    portions: grams({ tbsp: 7 }),
  },
];
