import { grams } from "../grams";
import type { FoodEntry } from "../types";

// Dried fruit, olives, applesauce and juices.
// Everyday names of USDA SR28 foods: `ndb` names the SR28 food, whose per-100 g values table.ts uses.
const sr = { category: "fruit" } as const;

export const DRIED_FRUIT_AND_JUICES: readonly FoodEntry[] = [
  {
    ...sr,
    id: "figs-dried", // NDB 09094: Figs, dried, uncooked
    ndb: "09094",
    name: "Figs, dried",
    synonyms: ["dried figs", "dried fig"],
    portions: grams({ piece: 8.4, cup: 149 }),
  },
  {
    ...sr,
    id: "dates-medjool", // NDB 09421: Dates, medjool
    ndb: "09421",
    name: "Dates, Medjool",
    synonyms: ["dates", "date", "medjool dates", "medjool"],
    portions: grams({ piece: 24 }),
  },
  {
    ...sr,
    id: "dates-deglet", // NDB 09087: Dates, deglet noor
    ndb: "09087",
    name: "Dates, Deglet Noor",
    synonyms: ["deglet noor dates", "deglet noor", "chopped dates"],
    portions: grams({ piece: 7.1, cup: 147 }),
  },
  {
    ...sr,
    id: "raisins", // NDB 09298: Raisins, seedless
    ndb: "09298",
    name: "Raisins",
    synonyms: ["raisins", "raisin", "sultanas", "golden raisins"],
    portions: grams({ box: 43, cup: 145 }),
  },
  {
    ...sr,
    id: "prunes", // NDB 09291: Plums, dried (prunes), uncooked
    ndb: "09291",
    name: "Prunes (dried plums)",
    synonyms: ["prunes", "prune", "dried plums"],
    portions: grams({ piece: 9.5, cup: 174 }),
  },
  {
    ...sr,
    id: "apricots-dried", // NDB 09032: Apricots, dried, sulfured, uncooked
    ndb: "09032",
    name: "Apricots, dried",
    synonyms: ["dried apricots", "dried apricot"],
    portions: grams({ piece: 3.5, cup: 130 }),
  },
  {
    ...sr,
    id: "cranberries-dried", // NDB 09079: Cranberries, dried, sweetened
    ndb: "09079",
    name: "Cranberries, dried sweetened",
    synonyms: ["dried cranberries", "craisins", "cranberries"],
    portions: grams({ serving: 40, cup: 121 }),
  },
  {
    ...sr,
    id: "olives", // NDB 09193: Olives, ripe, canned (small-extra large)
    ndb: "09193",
    name: "Olives, ripe black",
    synonyms: ["olives", "olive", "black olives", "green olives", "kalamata olives"],
    portions: grams({ large: 4.4, tbsp: 8.4 }),
  },
  {
    ...sr,
    id: "applesauce", // NDB 09019: Applesauce, canned, unsweetened, without added ascorbic acid (includes USDA commodity)
    ndb: "09019",
    name: "Applesauce, unsweetened",
    synonyms: ["applesauce", "apple sauce", "apple puree", "stewed apple"],
    portions: grams({ cup: 244 }),
  },
  {
    ...sr,
    id: "orange-juice", // NDB 09206: Orange juice, raw
    ndb: "09206",
    name: "Orange juice",
    synonyms: ["orange juice", "oj", "fresh orange juice", "fruit juice", "juice"],
    portions: grams({ cup: 248 }),
    mlToGrams: 1.05,
  },
  {
    ...sr,
    id: "apple-juice", // NDB 09016: Apple juice, canned or bottled, unsweetened, without added ascorbic acid
    ndb: "09016",
    name: "Apple juice",
    synonyms: ["apple juice", "apple cider"],
    portions: grams({ cup: 248, box: 262 }),
    mlToGrams: 1.05,
  },
  {
    ...sr,
    id: "coconut-water", // NDB 12119: Nuts, coconut water (liquid from coconuts)
    ndb: "12119",
    name: "Coconut water",
    synonyms: ["coconut water"],
    portions: grams({ cup: 240 }),
    mlToGrams: 1.01,
  },
];
