import { grams } from "../grams";
import type { FoodEntry } from "../types";

// Soft and fresh cheeses.
// Everyday names of USDA SR28 foods: `ndb` names the SR28 food, whose per-100 g values table.ts uses.
const sr = { category: "dairy" } as const;

export const SOFT_CHEESE: readonly FoodEntry[] = [
  {
    ...sr,
    id: "mozzarella", // NDB 01026: Cheese, mozzarella, whole milk
    ndb: "01026",
    name: "Mozzarella, whole milk",
    synonyms: ["mozzarella", "fresh mozzarella", "mozzarella cheese", "buffalo mozzarella", "mozz"],
    portions: grams({ serving: 28, cup: 112 }),
  },
  {
    ...sr,
    id: "mozzarella-part-skim", // NDB 01028: Cheese, mozzarella, part skim milk
    ndb: "01028",
    name: "Mozzarella, part skim",
    synonyms: ["part skim mozzarella", "part-skim mozzarella", "light mozzarella", "reduced fat mozzarella"],
    portions: grams({ serving: 28 }),
  },
  {
    ...sr,
    id: "ricotta", // NDB 01036: Cheese, ricotta, whole milk
    ndb: "01036",
    name: "Ricotta, whole milk",
    synonyms: ["ricotta", "ricotta cheese", "whole milk ricotta"],
    portions: grams({ serving: 124, cup: 246 }),
  },
  {
    ...sr,
    id: "ricotta-part-skim", // NDB 01037: Cheese, ricotta, part skim milk
    ndb: "01037",
    name: "Ricotta, part skim",
    synonyms: ["part skim ricotta", "light ricotta", "low fat ricotta"],
    portions: grams({ serving: 124, cup: 246 }),
  },
  {
    ...sr,
    id: "feta", // NDB 01019: Cheese, feta
    ndb: "01019",
    name: "Feta cheese",
    synonyms: ["feta", "feta cheese"],
    portions: grams({ serving: 28, cup: 150 }),
  },
  {
    ...sr,
    id: "goat-cheese", // NDB 01159: Cheese, goat, soft type
    ndb: "01159",
    name: "Goat cheese, soft",
    synonyms: ["goat cheese", "chevre", "goats cheese", "soft goat cheese"],
    portions: grams({ serving: 28 }),
  },
  {
    ...sr,
    id: "brie", // NDB 01006: Cheese, brie
    ndb: "01006",
    name: "Brie",
    synonyms: ["brie", "brie cheese"],
    portions: grams({ serving: 28 }),
  },
  {
    ...sr,
    id: "camembert", // NDB 01007: Cheese, camembert
    ndb: "01007",
    name: "Camembert",
    synonyms: ["camembert"],
    portions: grams({ wedge: 38, serving: 28 }),
  },
  {
    ...sr,
    id: "queso-fresco", // NDB 01228: Cheese, fresh, queso fresco
    ndb: "01228",
    name: "Queso fresco",
    synonyms: ["queso fresco", "fresh cheese"],
    portions: grams({ serving: 28, cup: 122 }),
  },
];
