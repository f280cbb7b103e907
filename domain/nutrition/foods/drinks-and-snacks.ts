import { grams } from "../grams";
import type { Food } from "../types";

// Drinks and snacks: little protein, but common in meal descriptions.
// Per-100 g values from USDA FoodData Central; an NDB number names the SR Legacy food they come from.
const sr = { category: "other", source: "FDC SR Legacy" } as const;

export const DRINKS_AND_SNACKS: readonly Food[] = [
  {
    ...sr,
    id: "water", // NDB 14411: Water, tap, drinking
    ndb: "14411",
    name: "Water",
    proteinPer100g: 0,
    kcalPer100g: 0,
    synonyms: ["water", "tap water", "still water", "sparkling water", "mineral water", "bottled water"],
    portions: grams({ glass: 237, cup: 237 }),
    mlToGrams: 1,
  },
  {
    ...sr,
    id: "coffee", // NDB 14209: Coffee, brewed from grounds, prepared with tap water
    ndb: "14209",
    name: "Coffee, brewed",
    proteinPer100g: 0.12,
    kcalPer100g: 1,
    synonyms: ["coffee", "black coffee", "brewed coffee", "americano", "filter coffee", "drip coffee"],
    portions: grams({ cup: 237 }),
    mlToGrams: 1,
  },
  {
    ...sr,
    id: "espresso", // NDB 14210: Coffee, brewed, espresso, restaurant-prepared
    ndb: "14210",
    name: "Espresso",
    proteinPer100g: 0.12,
    kcalPer100g: 2,
    synonyms: ["espresso", "espresso shot", "shot of espresso"],
    portions: grams({ shot: 30 }),
    mlToGrams: 1,
  },
  {
    ...sr,
    id: "tea", // NDB 14355: Tea, black, brewed, prepared with tap water
    ndb: "14355",
    name: "Tea, black brewed",
    proteinPer100g: 0,
    kcalPer100g: 1,
    synonyms: ["tea", "black tea", "green tea", "herbal tea", "cup of tea", "iced tea unsweetened"],
    portions: grams({ cup: 237 }),
    mlToGrams: 1,
  },
  {
    ...sr,
    id: "hot-chocolate", // NDB 01105: Milk, chocolate beverage, hot cocoa, homemade
    ndb: "01105",
    name: "Hot chocolate, made with milk",
    proteinPer100g: 3.52,
    kcalPer100g: 77,
    synonyms: ["hot chocolate", "hot cocoa", "cocoa", "drinking chocolate"],
    portions: grams({ cup: 250 }),
    mlToGrams: 1.06,
  },
  {
    ...sr,
    id: "milkshake", // NDB 01111: Milk shakes, thick vanilla
    ndb: "01111",
    name: "Milkshake, vanilla",
    proteinPer100g: 3.86,
    kcalPer100g: 112,
    synonyms: ["milkshake", "milk shake", "vanilla milkshake", "shake"],
    portions: grams({ container: 313 }),
    mlToGrams: 1.05,
  },
  {
    ...sr,
    id: "cola", // NDB 14400: Carbonated beverage, cola, contains caffeine
    ndb: "14400",
    name: "Cola",
    proteinPer100g: 0.07,
    kcalPer100g: 37,
    synonyms: ["cola", "coke", "soda", "pepsi", "soft drink", "fizzy drink"],
    portions: grams({ can: 368 }),
    mlToGrams: 1.04,
  },
  {
    ...sr,
    id: "beer", // NDB 14003: Alcoholic beverage, beer, regular, all
    ndb: "14003",
    name: "Beer",
    proteinPer100g: 0.46,
    kcalPer100g: 43,
    synonyms: ["beer", "lager", "ale", "pint of beer"],
    portions: grams({ can: 356 }),
    mlToGrams: 1.01,
  },
  {
    ...sr,
    id: "wine-red", // NDB 14096: Alcoholic beverage, wine, table, red
    ndb: "14096",
    name: "Wine",
    proteinPer100g: 0.07,
    kcalPer100g: 85,
    synonyms: ["wine", "red wine", "white wine", "glass of wine"],
    portions: grams({ glass: 147 }),
    mlToGrams: 0.99,
  },
  {
    ...sr,
    id: "potato-chips", // NDB 19411: Snacks, potato chips, plain, salted
    ndb: "19411",
    name: "Potato chips",
    proteinPer100g: 6.56,
    kcalPer100g: 542,
    synonyms: ["potato chips", "crisps", "potato crisps"],
    portions: grams({ serving: 28.35 }),
  },
  {
    ...sr,
    id: "tortilla-chips", // NDB 19056: Snacks, tortilla chips, plain, white corn
    ndb: "19056",
    name: "Tortilla chips",
    proteinPer100g: 7.79,
    kcalPer100g: 489,
    synonyms: ["tortilla chips", "corn chips", "nacho chips"],
    portions: grams({ serving: 28.35 }),
  },
  {
    ...sr,
    id: "popcorn", // NDB 19034: Snacks, popcorn, air-popped
    ndb: "19034",
    name: "Popcorn, air-popped",
    proteinPer100g: 12.94,
    kcalPer100g: 387,
    synonyms: ["popcorn", "air popped popcorn"],
    portions: grams({ cup: 8 }),
  },
  {
    ...sr,
    id: "pretzels", // NDB 19047: Snacks, pretzels, hard, plain, salted
    ndb: "19047",
    name: "Pretzels, hard",
    proteinPer100g: 10.34,
    kcalPer100g: 380,
    synonyms: ["pretzels", "pretzel"],
    portions: grams({ serving: 28.35 }),
  },
  {
    ...sr,
    id: "granola-bar", // NDB 19015: Snacks, granola bars, hard, plain
    ndb: "19015",
    name: "Granola bar",
    proteinPer100g: 10.1,
    kcalPer100g: 471,
    synonyms: ["granola bar", "cereal bar", "oat bar", "muesli bar", "nature valley bar"],
    portions: grams({ bar: 25 }),
  },
];
