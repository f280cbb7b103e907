import { grams } from "../grams";
import type { Food } from "../types";

// Soft and fresh cheeses.
// Per-100 g values from USDA FoodData Central; an NDB number names the SR Legacy food they come from.
const sr = { category: "dairy", source: "FDC SR Legacy" } as const;
// Branded (typical): a value typical of the branded products FDC lists, not one product's label.
const branded = { category: "dairy", source: "FDC Branded (typical)" } as const;

export const SOFT_CHEESE: readonly Food[] = [
  {
    ...sr,
    id: "mozzarella", // NDB 01026: Cheese, mozzarella, whole milk
    ndb: "01026",
    name: "Mozzarella, whole milk",
    proteinPer100g: 22.17,
    kcalPer100g: 300,
    synonyms: ["mozzarella", "fresh mozzarella", "mozzarella cheese", "buffalo mozzarella", "mozz"],
    portions: grams({ serving: 28, cup: 112 }),
  },
  {
    ...sr,
    id: "mozzarella-part-skim", // NDB 01028: Cheese, mozzarella, part skim milk
    ndb: "01028",
    name: "Mozzarella, part skim",
    proteinPer100g: 24.26,
    kcalPer100g: 254,
    synonyms: ["part skim mozzarella", "part-skim mozzarella", "light mozzarella", "reduced fat mozzarella"],
    portions: grams({ serving: 28 }),
  },
  {
    ...sr,
    id: "ricotta", // NDB 01036: Cheese, ricotta, whole milk
    ndb: "01036",
    name: "Ricotta, whole milk",
    proteinPer100g: 11.26,
    kcalPer100g: 174,
    synonyms: ["ricotta", "ricotta cheese", "whole milk ricotta"],
    portions: grams({ serving: 124, cup: 246 }),
  },
  {
    ...sr,
    id: "ricotta-part-skim", // NDB 01037: Cheese, ricotta, part skim milk
    ndb: "01037",
    name: "Ricotta, part skim",
    proteinPer100g: 11.39,
    kcalPer100g: 138,
    synonyms: ["part skim ricotta", "light ricotta", "low fat ricotta"],
    portions: grams({ serving: 124, cup: 246 }),
  },
  {
    ...sr,
    id: "feta", // NDB 01019: Cheese, feta
    ndb: "01019",
    name: "Feta cheese",
    proteinPer100g: 14.21,
    kcalPer100g: 264,
    synonyms: ["feta", "feta cheese"],
    portions: grams({ serving: 28, cup: 150 }),
  },
  {
    ...sr,
    id: "goat-cheese", // NDB 01159: Cheese, goat, soft type
    ndb: "01159",
    name: "Goat cheese, soft",
    proteinPer100g: 18.52,
    kcalPer100g: 268,
    synonyms: ["goat cheese", "chevre", "goats cheese", "soft goat cheese"],
    portions: grams({ serving: 28 }),
  },
  {
    ...sr,
    id: "brie", // NDB 01006: Cheese, brie
    ndb: "01006",
    name: "Brie",
    proteinPer100g: 20.75,
    kcalPer100g: 334,
    synonyms: ["brie", "brie cheese"],
    portions: grams({ serving: 28 }),
  },
  {
    ...sr,
    id: "camembert", // NDB 01007: Cheese, camembert
    ndb: "01007",
    name: "Camembert",
    proteinPer100g: 19.8,
    kcalPer100g: 300,
    synonyms: ["camembert"],
    portions: grams({ wedge: 38, serving: 28 }),
  },
  {
    ...sr,
    id: "queso-fresco", // NDB 01228: Cheese, fresh, queso fresco
    ndb: "01228",
    name: "Queso fresco",
    proteinPer100g: 18.09,
    kcalPer100g: 299,
    synonyms: ["queso fresco", "fresh cheese"],
    portions: grams({ serving: 28, cup: 122 }),
  },
  {
    ...branded,
    id: "halloumi", // typical halloumi label: about 6 g protein and 90 kcal per 28 g
    name: "Halloumi",
    proteinPer100g: 21,
    kcalPer100g: 320,
    synonyms: ["halloumi", "grilling cheese", "grilled halloumi"],
    portions: grams({ slice: 30, serving: 28 }),
  },
  {
    ...branded,
    id: "paneer", // typical paneer label: about 5.6 g protein and 90 kcal per 28 g
    name: "Paneer",
    proteinPer100g: 20,
    kcalPer100g: 321,
    synonyms: ["paneer", "panir", "indian cottage cheese"],
    portions: grams({ serving: 85 }),
  },
];
