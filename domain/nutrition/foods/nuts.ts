import { grams } from "../grams";
import type { FoodEntry } from "../types";

// Nuts and nut butters.
// Everyday names of USDA SR28 foods: `ndb` names the SR28 food, whose per-100 g values table.ts uses.
const sr = { category: "nuts-seeds" } as const;

export const NUTS: readonly FoodEntry[] = [
  {
    ...sr,
    id: "almonds", // NDB 12061: Nuts, almonds
    ndb: "12061",
    name: "Almonds",
    synonyms: ["almonds", "almond", "raw almonds", "whole almonds"],
    portions: grams({ serving: 28.35, piece: 1.2, cup: 143 }),
  },
  {
    ...sr,
    id: "almonds-roasted", // NDB 12063: Nuts, almonds, dry roasted, without salt added
    ndb: "12063",
    name: "Almonds, dry roasted",
    synonyms: ["roasted almonds", "dry roasted almonds", "salted almonds"],
    portions: grams({ serving: 28.35, piece: 1.3, cup: 138 }),
  },
  {
    ...sr,
    id: "peanuts-roasted", // NDB 16390: Peanuts, all types, dry-roasted, without salt
    ndb: "16390",
    name: "Peanuts, dry roasted",
    synonyms: ["peanuts", "peanut", "roasted peanuts", "salted peanuts", "dry roasted peanuts"],
    portions: grams({ serving: 28.35, piece: 1, cup: 146 }),
  },
  {
    ...sr,
    id: "peanuts-raw", // NDB 16087: Peanuts, all types, raw
    ndb: "16087",
    name: "Peanuts, raw",
    synonyms: ["raw peanuts", "groundnuts"],
    portions: grams({ serving: 28.35, cup: 146 }),
  },
  {
    ...sr,
    id: "peanut-butter", // NDB 16098: Peanut butter, smooth style, with salt
    ndb: "16098",
    name: "Peanut butter, smooth",
    synonyms: [
      "peanut butter",
      "pb",
      "smooth peanut butter",
      "creamy peanut butter",
      "peanut butter smooth",
      "natural peanut butter",
    ],
    portions: grams({ serving: 32, tbsp: 16, cup: 258 }),
  },
  {
    ...sr,
    id: "peanut-butter-chunky", // NDB 16097: Peanut butter, chunk style, with salt
    ndb: "16097",
    name: "Peanut butter, chunky",
    synonyms: ["chunky peanut butter", "crunchy peanut butter"],
    portions: grams({ serving: 32, tbsp: 16, cup: 258 }),
  },
  {
    ...sr,
    id: "almond-butter", // NDB 12195: Nuts, almond butter, plain, without salt added
    ndb: "12195",
    name: "Almond butter",
    synonyms: ["almond butter"],
    portions: grams({ serving: 32, tbsp: 16, cup: 250 }),
  },
  {
    ...sr,
    id: "cashew-butter", // NDB 12088: Nuts, cashew butter, plain, without salt added
    ndb: "12088",
    name: "Cashew butter",
    synonyms: ["cashew butter"],
    portions: grams({ serving: 32, tbsp: 16 }),
  },
  {
    ...sr,
    id: "cashews", // NDB 12085: Nuts, cashew nuts, dry roasted, without salt added
    ndb: "12085",
    name: "Cashews, dry roasted",
    synonyms: ["cashews", "cashew", "cashew nuts", "roasted cashews"],
    portions: grams({ serving: 28.35, piece: 1.6, cup: 137 }),
  },
  {
    ...sr,
    id: "walnuts", // NDB 12155: Nuts, walnuts, english
    ndb: "12155",
    name: "Walnuts",
    synonyms: ["walnuts", "walnut", "english walnuts", "walnut halves"],
    portions: grams({ serving: 28.35, piece: 2, cup: 117 }),
  },
  {
    ...sr,
    id: "pecans", // NDB 12142: Nuts, pecans
    ndb: "12142",
    name: "Pecans",
    synonyms: ["pecans", "pecan", "pecan halves"],
    portions: grams({ serving: 28.35, piece: 1.5, cup: 109 }),
  },
  {
    ...sr,
    id: "pistachios", // NDB 12152: Nuts, pistachio nuts, dry roasted, without salt added
    ndb: "12152",
    name: "Pistachios, dry roasted",
    synonyms: ["pistachios", "pistachio", "pistachio nuts"],
    portions: grams({ serving: 28.35, piece: 0.7, cup: 123 }),
  },
  {
    ...sr,
    id: "hazelnuts", // NDB 12120: Nuts, hazelnuts or filberts
    ndb: "12120",
    name: "Hazelnuts",
    synonyms: ["hazelnuts", "hazelnut", "filberts"],
    portions: grams({ serving: 28.35, piece: 1.4, cup: 135 }),
  },
  {
    ...sr,
    id: "macadamias", // NDB 12131: Nuts, macadamia nuts, raw
    ndb: "12131",
    name: "Macadamia nuts",
    synonyms: ["macadamia nuts", "macadamia", "macadamias"],
    portions: grams({ serving: 28.35, piece: 2.6, cup: 134 }),
  },
  {
    ...sr,
    id: "brazil-nuts", // NDB 12078: Nuts, brazilnuts, dried, unblanched
    ndb: "12078",
    name: "Brazil nuts",
    synonyms: ["brazil nuts", "brazil nut"],
    portions: grams({ serving: 28.35, piece: 5, cup: 133 }),
  },
  {
    ...sr,
    id: "pine-nuts", // NDB 12147: Nuts, pine nuts, dried
    ndb: "12147",
    name: "Pine nuts",
    synonyms: ["pine nuts", "pignoli", "pinon nuts"],
    portions: grams({ serving: 28.35, cup: 135 }),
  },
  {
    ...sr,
    id: "mixed-nuts", // NDB 12135: Nuts, mixed nuts, dry roasted, with peanuts, without salt added
    ndb: "12135",
    name: "Mixed nuts, dry roasted",
    synonyms: ["mixed nuts", "nuts", "salted mixed nuts", "nut mix"],
    portions: grams({ serving: 28.35, cup: 137 }),
  },
  {
    ...sr,
    id: "trail-mix", // NDB 19059: Snacks, trail mix, regular
    ndb: "19059",
    name: "Trail mix",
    synonyms: ["trail mix", "scroggin", "gorp", "student mix"],
    portions: grams({ serving: 28.35, cup: 150 }),
  },
  {
    ...sr,
    id: "coconut-fresh", // NDB 12104: Nuts, coconut meat, raw
    ndb: "12104",
    name: "Coconut meat, fresh",
    synonyms: ["coconut", "fresh coconut", "coconut meat"],
    portions: grams({ piece: 45, cup: 80 }),
  },
  {
    ...sr,
    id: "coconut-desiccated", // NDB 12108: Nuts, coconut meat, dried (desiccated), not sweetened
    ndb: "12108",
    name: "Coconut, desiccated unsweetened",
    synonyms: ["desiccated coconut", "shredded coconut", "coconut flakes", "dried coconut"],
    portions: grams({ serving: 28.35, tbsp: 5 }),
  },
  {
    ...sr,
    id: "chestnuts-roasted", // NDB 12167: Nuts, chestnuts, european, roasted
    ndb: "12167",
    name: "Chestnuts, roasted",
    synonyms: ["chestnuts", "chestnut", "roasted chestnuts"],
    portions: grams({ piece: 8.4, cup: 143 }),
  },
];
