import { grams } from "../grams";
import type { Food } from "../types";

// Dried fruit, olives, applesauce and juices.
// Per-100 g values from USDA FoodData Central; an NDB number names the SR Legacy food they come from.
const sr = { category: "fruit", source: "FDC SR Legacy" } as const;

export const DRIED_FRUIT_AND_JUICES: readonly Food[] = [
  {
    ...sr,
    id: "figs-dried", // NDB 09094: Figs, dried, uncooked
    ndb: "09094",
    name: "Figs, dried",
    proteinPer100g: 3.3,
    kcalPer100g: 249,
    synonyms: ["dried figs", "dried fig"],
    portions: grams({ piece: 8.4, cup: 149 }),
  },
  {
    ...sr,
    id: "dates-medjool", // NDB 09421: Dates, medjool
    ndb: "09421",
    name: "Dates, Medjool",
    proteinPer100g: 1.81,
    kcalPer100g: 277,
    synonyms: ["dates", "date", "medjool dates", "medjool"],
    portions: grams({ piece: 24 }),
  },
  {
    ...sr,
    id: "dates-deglet", // NDB 09087: Dates, deglet noor
    ndb: "09087",
    name: "Dates, Deglet Noor",
    proteinPer100g: 2.45,
    kcalPer100g: 282,
    synonyms: ["deglet noor dates", "deglet noor", "chopped dates"],
    portions: grams({ piece: 7.1, cup: 147 }),
  },
  {
    ...sr,
    id: "raisins", // NDB 09298: Raisins, seedless
    ndb: "09298",
    name: "Raisins",
    proteinPer100g: 3.07,
    kcalPer100g: 299,
    synonyms: ["raisins", "raisin", "sultanas", "golden raisins"],
    portions: grams({ box: 43, cup: 145 }),
  },
  {
    ...sr,
    id: "prunes", // NDB 09291: Plums, dried (prunes), uncooked
    ndb: "09291",
    name: "Prunes (dried plums)",
    proteinPer100g: 2.18,
    kcalPer100g: 240,
    synonyms: ["prunes", "prune", "dried plums"],
    portions: grams({ piece: 9.5, cup: 174 }),
  },
  {
    ...sr,
    id: "apricots-dried", // NDB 09032: Apricots, dried, sulfured, uncooked
    ndb: "09032",
    name: "Apricots, dried",
    proteinPer100g: 3.39,
    kcalPer100g: 241,
    synonyms: ["dried apricots", "dried apricot"],
    portions: grams({ piece: 3.5, cup: 130 }),
  },
  {
    ...sr,
    id: "cranberries-dried", // NDB 09079: Cranberries, dried, sweetened
    ndb: "09079",
    name: "Cranberries, dried sweetened",
    proteinPer100g: 0.07,
    kcalPer100g: 308,
    synonyms: ["dried cranberries", "craisins", "cranberries"],
    portions: grams({ serving: 40, cup: 121 }),
  },
  {
    ...sr,
    id: "olives", // NDB 09193: Olives, ripe, canned (small-extra large)
    ndb: "09193",
    name: "Olives, ripe black",
    proteinPer100g: 0.84,
    kcalPer100g: 115,
    synonyms: ["olives", "olive", "black olives", "green olives", "kalamata olives"],
    portions: grams({ large: 4.4, tbsp: 8.4 }),
  },
  {
    ...sr,
    id: "applesauce", // NDB 09019: Applesauce, canned, unsweetened, without added ascorbic acid (includes USDA commodity)
    ndb: "09019",
    name: "Applesauce, unsweetened",
    proteinPer100g: 0.17,
    kcalPer100g: 42,
    synonyms: ["applesauce", "apple sauce", "apple puree", "stewed apple"],
    portions: grams({ cup: 244 }),
  },
  {
    ...sr,
    id: "orange-juice", // NDB 09206: Orange juice, raw
    ndb: "09206",
    name: "Orange juice",
    proteinPer100g: 0.7,
    kcalPer100g: 45,
    synonyms: ["orange juice", "oj", "fresh orange juice", "fruit juice", "juice"],
    portions: grams({ cup: 248 }),
    mlToGrams: 1.05,
  },
  {
    ...sr,
    id: "apple-juice", // NDB 09016: Apple juice, canned or bottled, unsweetened, without added ascorbic acid
    ndb: "09016",
    name: "Apple juice",
    proteinPer100g: 0.1,
    kcalPer100g: 46,
    synonyms: ["apple juice", "apple cider"],
    portions: grams({ cup: 248, box: 262 }),
    mlToGrams: 1.05,
  },
  {
    ...sr,
    id: "coconut-water", // NDB 12119: Nuts, coconut water (liquid from coconuts)
    ndb: "12119",
    name: "Coconut water",
    proteinPer100g: 0.72,
    kcalPer100g: 19,
    synonyms: ["coconut water"],
    portions: grams({ cup: 240 }),
    mlToGrams: 1.01,
  },
];
