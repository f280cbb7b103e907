import { grams } from "../grams";
import type { FoodEntry } from "../types";

// Leafy greens, salad and sprouts.
// Everyday names of USDA SR28 foods: `ndb` names the SR28 food, whose per-100 g values table.ts uses.
const sr = { category: "vegetables" } as const;

export const LEAFY_VEGETABLES: readonly FoodEntry[] = [
  {
    ...sr,
    id: "spinach-raw", // NDB 11457: Spinach, raw
    ndb: "11457",
    name: "Spinach (raw)",
    synonyms: ["spinach", "raw spinach", "baby spinach", "fresh spinach", "spinach leaves"],
    portions: grams({ cup: 30, leaf: 10 }),
  },
  {
    ...sr,
    id: "spinach-cooked", // NDB 11458: Spinach, cooked, boiled, drained, without salt
    ndb: "11458",
    name: "Spinach (cooked)",
    synonyms: ["cooked spinach", "wilted spinach", "sauteed spinach", "boiled spinach"],
    portions: grams({ cup: 180 }),
  },
  {
    ...sr,
    id: "kale-raw", // NDB 11233: Kale, raw
    ndb: "11233",
    name: "Kale (raw)",
    synonyms: ["kale", "raw kale", "curly kale", "lacinato kale", "cavolo nero"],
    portions: grams({ cup: 67 }),
  },
  {
    ...sr,
    id: "kale-cooked", // NDB 11234: Kale, cooked, boiled, drained, without salt
    ndb: "11234",
    name: "Kale (cooked)",
    synonyms: ["cooked kale", "sauteed kale", "steamed kale"],
    portions: grams({ cup: 130 }),
  },
  {
    ...sr,
    id: "lettuce-romaine", // NDB 11251: Lettuce, cos or romaine, raw
    ndb: "11251",
    name: "Romaine lettuce",
    synonyms: ["lettuce", "romaine", "romaine lettuce", "cos lettuce", "little gem"],
    portions: grams({ cup: 47, leaf: 28 }),
  },
  {
    ...sr,
    id: "lettuce-iceberg", // NDB 11252: Lettuce, iceberg (includes crisphead types), raw
    ndb: "11252",
    name: "Iceberg lettuce",
    synonyms: ["iceberg lettuce", "iceberg"],
    portions: grams({ cup: 72 }),
  },
  {
    ...sr,
    id: "lettuce-green-leaf", // NDB 11253: Lettuce, green leaf, raw
    ndb: "11253",
    name: "Green leaf lettuce, mixed greens",
    synonyms: [
      "green leaf lettuce",
      "leaf lettuce",
      "mixed greens",
      "salad greens",
      "spring mix",
      "mesclun",
      "salad leaves",
    ],
    portions: grams({ cup: 36 }),
  },
  {
    ...sr,
    id: "arugula", // NDB 11959: Arugula, raw
    ndb: "11959",
    name: "Arugula (rocket)",
    synonyms: ["arugula", "rocket", "roquette", "wild rocket"],
    portions: grams({ cup: 20 }),
  },
  {
    ...sr,
    id: "bok-choy-cooked", // NDB 11117: Cabbage, chinese (pak-choi), cooked, boiled, drained, without salt
    ndb: "11117",
    name: "Bok choy (cooked)",
    synonyms: ["bok choy", "pak choi", "pak choy", "chinese cabbage", "cooked bok choy"],
    portions: grams({ cup: 170 }),
  },
  {
    ...sr,
    id: "collard-greens-cooked", // NDB 11162: Collards, cooked, boiled, drained, without salt
    ndb: "11162",
    name: "Collard greens (cooked)",
    synonyms: ["collard greens", "collards", "greens"],
    portions: grams({ cup: 190 }),
  },
  {
    ...sr,
    id: "swiss-chard-cooked", // NDB 11148: Chard, swiss, cooked, boiled, drained, without salt
    ndb: "11148",
    name: "Swiss chard (cooked)",
    synonyms: ["swiss chard", "chard", "silverbeet"],
    portions: grams({ cup: 175 }),
  },
  {
    ...sr,
    id: "cabbage-raw", // NDB 11109: Cabbage, raw
    ndb: "11109",
    name: "Cabbage (raw)",
    synonyms: ["cabbage", "raw cabbage", "shredded cabbage", "white cabbage", "red cabbage"],
    portions: grams({ cup: 89, leaf: 33 }),
  },
  {
    ...sr,
    id: "brussels-sprouts-cooked", // NDB 11099: Brussels sprouts, cooked, boiled, drained, without salt
    ndb: "11099",
    name: "Brussels sprouts (cooked)",
    synonyms: ["brussels sprouts", "brussel sprouts", "sprouts", "roasted brussels sprouts"],
    portions: grams({ cup: 156, piece: 21 }),
  },
  {
    ...sr,
    id: "bean-sprouts", // NDB 11043: Mung beans, mature seeds, sprouted, raw
    ndb: "11043",
    name: "Mung bean sprouts (raw)",
    synonyms: ["bean sprouts", "beansprouts", "mung bean sprouts"],
    portions: grams({ cup: 104 }),
  },
  {
    ...sr,
    id: "alfalfa-sprouts", // NDB 11001: Alfalfa seeds, sprouted, raw
    ndb: "11001",
    name: "Alfalfa sprouts",
    synonyms: ["alfalfa sprouts", "alfalfa"],
    portions: grams({ cup: 33 }),
  },
  {
    ...sr,
    id: "nori", // NDB 11446: Seaweed, laver, raw
    ndb: "11446",
    name: "Nori seaweed",
    synonyms: ["nori", "seaweed", "laver", "seaweed snack", "seaweed sheets"],
    portions: grams({ sheet: 2.6 }),
  },
];
