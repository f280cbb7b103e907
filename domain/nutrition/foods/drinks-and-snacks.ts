import { grams } from "../grams";
import type { FoodEntry } from "../types";

// Drinks and snacks: little protein, but common in meal descriptions.
// Everyday names of USDA SR28 foods: `ndb` names the SR28 food, whose per-100 g values table.ts uses.
const sr = { category: "other" } as const;

export const DRINKS_AND_SNACKS: readonly FoodEntry[] = [
  {
    ...sr,
    id: "water", // NDB 14411: Water, tap, drinking
    ndb: "14411",
    name: "Water",
    synonyms: ["water", "tap water", "still water", "sparkling water", "mineral water", "bottled water"],
    portions: grams({ glass: 237, cup: 237 }),
    mlToGrams: 1,
  },
  {
    ...sr,
    id: "coffee", // NDB 14209: Coffee, brewed from grounds, prepared with tap water
    ndb: "14209",
    name: "Coffee, brewed",
    synonyms: ["coffee", "black coffee", "brewed coffee", "americano", "filter coffee", "drip coffee"],
    portions: grams({ cup: 237 }),
    mlToGrams: 1,
  },
  {
    ...sr,
    id: "espresso", // NDB 14210: Coffee, brewed, espresso, restaurant-prepared
    ndb: "14210",
    name: "Espresso",
    synonyms: ["espresso", "espresso shot", "shot of espresso"],
    portions: grams({ shot: 30 }),
    mlToGrams: 1,
  },
  {
    ...sr,
    id: "tea", // NDB 14355: Tea, black, brewed, prepared with tap water
    ndb: "14355",
    name: "Tea, black brewed",
    synonyms: ["tea", "black tea", "green tea", "herbal tea", "cup of tea", "iced tea unsweetened"],
    portions: grams({ cup: 237 }),
    mlToGrams: 1,
  },
  {
    ...sr,
    id: "hot-chocolate", // NDB 01105: Milk, chocolate beverage, hot cocoa, homemade
    ndb: "01105",
    name: "Hot chocolate, made with milk",
    synonyms: ["hot chocolate", "hot cocoa", "cocoa", "drinking chocolate"],
    portions: grams({ cup: 250 }),
    mlToGrams: 1.06,
  },
  {
    ...sr,
    id: "milkshake", // NDB 01111: Milk shakes, thick vanilla
    ndb: "01111",
    name: "Milkshake, vanilla",
    synonyms: ["milkshake", "milk shake", "vanilla milkshake", "shake"],
    portions: grams({ container: 313 }),
    mlToGrams: 1.05,
  },
  {
    ...sr,
    id: "cola", // NDB 14400: Carbonated beverage, cola, contains caffeine
    ndb: "14400",
    name: "Cola",
    synonyms: ["cola", "coke", "soda", "pepsi", "soft drink", "fizzy drink"],
    portions: grams({ can: 368 }),
    mlToGrams: 1.04,
  },
  {
    ...sr,
    id: "beer", // NDB 14003: Alcoholic beverage, beer, regular, all
    ndb: "14003",
    name: "Beer",
    synonyms: ["beer", "lager", "ale", "pint of beer"],
    portions: grams({ can: 356 }),
    mlToGrams: 1.01,
  },
  {
    ...sr,
    id: "wine-red", // NDB 14096: Alcoholic beverage, wine, table, red
    ndb: "14096",
    name: "Wine",
    synonyms: ["wine", "red wine", "white wine", "glass of wine"],
    portions: grams({ glass: 147 }),
    mlToGrams: 0.99,
  },
  {
    ...sr,
    id: "potato-chips", // NDB 19411: Snacks, potato chips, plain, salted
    ndb: "19411",
    name: "Potato chips",
    synonyms: ["potato chips", "crisps", "potato crisps"],
    portions: grams({ serving: 28.35 }),
  },
  {
    ...sr,
    id: "tortilla-chips", // NDB 19056: Snacks, tortilla chips, plain, white corn
    ndb: "19056",
    name: "Tortilla chips",
    synonyms: ["tortilla chips", "corn chips", "nacho chips"],
    portions: grams({ serving: 28.35 }),
  },
  {
    ...sr,
    id: "popcorn", // NDB 19034: Snacks, popcorn, air-popped
    ndb: "19034",
    name: "Popcorn, air-popped",
    synonyms: ["popcorn", "air popped popcorn"],
    portions: grams({ cup: 8 }),
  },
  {
    ...sr,
    id: "pretzels", // NDB 19047: Snacks, pretzels, hard, plain, salted
    ndb: "19047",
    name: "Pretzels, hard",
    synonyms: ["pretzels", "pretzel"],
    portions: grams({ serving: 28.35 }),
  },
  {
    ...sr,
    id: "granola-bar", // NDB 19015: Snacks, granola bars, hard, plain
    ndb: "19015",
    name: "Granola bar",
    synonyms: ["granola bar", "cereal bar", "oat bar", "muesli bar", "nature valley bar"],
    portions: grams({ bar: 25 }),
  },
];
