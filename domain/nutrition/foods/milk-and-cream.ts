import { grams } from "../grams";
import type { FoodEntry } from "../types";

// Milk, cream and butter.
// Everyday names of USDA SR28 foods: `ndb` names the SR28 food, whose per-100 g values table.ts uses.
const sr = { category: "dairy" } as const;

export const MILK_AND_CREAM: readonly FoodEntry[] = [
  {
    ...sr,
    id: "milk-2-percent", // NDB 01079: Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D
    ndb: "01079",
    name: "Milk, 2% reduced fat",
    synonyms: [
      "milk",
      "2% milk",
      "reduced fat milk",
      "semi-skimmed milk",
      "semi skimmed milk",
      "semi-skimmed",
      "cow milk",
      "dairy milk",
      "lactose free milk",
      "glass of milk",
    ],
    portions: grams({ cup: 244, tbsp: 15 }),
    mlToGrams: 1.03,
  },
  {
    ...sr,
    id: "milk-whole", // NDB 01077: Milk, whole, 3.25% milkfat, with added vitamin D
    ndb: "01077",
    name: "Milk, whole (3.25%)",
    synonyms: [
      "whole milk",
      "full fat milk",
      "full-fat milk",
      "full cream milk",
      "3.25% milk",
      "homogenized milk",
      "vitamin d milk",
      "blue top milk",
    ],
    portions: grams({ cup: 244, tbsp: 15 }),
    mlToGrams: 1.03,
  },
  {
    ...sr,
    id: "milk-1-percent", // NDB 01082: Milk, lowfat, fluid, 1% milkfat, with added vitamin A and vitamin D
    ndb: "01082",
    name: "Milk, 1% low fat",
    synonyms: ["1% milk", "low fat milk", "lowfat milk", "light milk"],
    portions: grams({ cup: 244, tbsp: 15 }),
    mlToGrams: 1.03,
  },
  {
    ...sr,
    id: "milk-skim", // NDB 01085: Milk, nonfat, fluid, with added vitamin A and vitamin D (fat free or skim)
    ndb: "01085",
    name: "Milk, skim (fat free)",
    synonyms: ["skim milk", "skimmed milk", "nonfat milk", "fat free milk", "fat-free milk", "non fat milk"],
    portions: grams({ cup: 245, tbsp: 15 }),
    mlToGrams: 1.04,
  },
  {
    ...sr,
    id: "milk-chocolate-lowfat", // NDB 01104: Milk, chocolate, fluid, commercial, lowfat, with added vitamin A and vitamin D
    ndb: "01104",
    name: "Chocolate milk, low fat",
    synonyms: ["chocolate milk", "choc milk", "chocolate milk drink"],
    portions: grams({ cup: 250 }),
    mlToGrams: 1.06,
  },
  {
    ...sr,
    id: "buttermilk", // NDB 01088: Milk, buttermilk, fluid, cultured, lowfat
    ndb: "01088",
    name: "Buttermilk, low fat",
    synonyms: ["buttermilk", "cultured buttermilk"],
    portions: grams({ cup: 245 }),
    mlToGrams: 1.04,
  },
  {
    ...sr,
    id: "goat-milk", // NDB 01106: Milk, goat, fluid, with added vitamin D
    ndb: "01106",
    name: "Goat milk",
    synonyms: ["goat milk", "goats milk"],
    portions: grams({ cup: 244 }),
    mlToGrams: 1.03,
  },
  {
    ...sr,
    id: "kefir", // NDB 01289: Kefir, lowfat, plain, LIFEWAY
    ndb: "01289",
    name: "Kefir, plain low fat",
    synonyms: ["kefir", "milk kefir", "plain kefir"],
    portions: grams({ cup: 243 }),
    mlToGrams: 1.03,
  },
  {
    ...sr,
    id: "milk-powder-nonfat", // NDB 01091: Milk, dry, nonfat, regular, without added vitamin A and vitamin D
    ndb: "01091",
    name: "Milk powder, nonfat dry",
    synonyms: ["milk powder", "powdered milk", "skim milk powder", "dry milk", "nonfat dry milk"],
    portions: grams({ cup: 120, tbsp: 7.5 }),
  },
  {
    ...sr,
    id: "cream-heavy", // NDB 01053: Cream, fluid, heavy whipping
    ndb: "01053",
    name: "Heavy cream",
    synonyms: ["heavy cream", "whipping cream", "double cream", "heavy whipping cream", "cream"],
    portions: grams({ tbsp: 15, cup: 238 }),
    mlToGrams: 1.01,
  },
  {
    ...sr,
    id: "half-and-half", // NDB 01049: Cream, fluid, half and half
    ndb: "01049",
    name: "Half and half",
    synonyms: ["half and half", "half-and-half", "half n half"],
    portions: grams({ tbsp: 15, cup: 242 }),
    mlToGrams: 1.02,
  },
  {
    ...sr,
    id: "sour-cream", // NDB 01056: Cream, sour, cultured
    ndb: "01056",
    name: "Sour cream",
    synonyms: ["sour cream", "soured cream", "creme fraiche"],
    portions: grams({ tbsp: 12, cup: 230 }),
  },
  {
    ...sr,
    id: "cream-cheese", // NDB 01017: Cheese, cream
    ndb: "01017",
    name: "Cream cheese",
    synonyms: ["cream cheese", "philadelphia", "philly cheese", "soft cheese"],
    portions: grams({ tbsp: 14.5, cup: 232 }),
  },
  {
    ...sr,
    id: "whipped-cream", // NDB 01054: Cream, whipped, cream topping, pressurized
    ndb: "01054",
    name: "Whipped cream (pressurized)",
    synonyms: ["whipped cream", "squirty cream", "reddi wip"],
    portions: grams({ tbsp: 3, cup: 60 }),
  },
  {
    ...sr,
    id: "butter", // NDB 01001: Butter, salted
    ndb: "01001",
    name: "Butter, salted",
    synonyms: ["butter", "salted butter", "unsalted butter", "ghee", "clarified butter"],
    portions: grams({ tbsp: 14.2, tsp: 4.7, pat: 5 }),
  },
];
