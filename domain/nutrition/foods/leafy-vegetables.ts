import { grams } from "../grams";
import type { Food } from "../types";

// Leafy greens, salad and sprouts.
// Per-100 g values from USDA FoodData Central; an NDB number names the SR Legacy food they come from.
const sr = { category: "vegetables", source: "FDC SR Legacy" } as const;

export const LEAFY_VEGETABLES: readonly Food[] = [
  {
    ...sr,
    id: "spinach-raw", // NDB 11457: Spinach, raw
    ndb: "11457",
    name: "Spinach (raw)",
    proteinPer100g: 2.86,
    kcalPer100g: 23,
    synonyms: ["spinach", "raw spinach", "baby spinach", "fresh spinach", "spinach leaves"],
    portions: grams({ cup: 30, leaf: 10 }),
  },
  {
    ...sr,
    id: "spinach-cooked", // NDB 11458: Spinach, cooked, boiled, drained, without salt
    ndb: "11458",
    name: "Spinach (cooked)",
    proteinPer100g: 2.97,
    kcalPer100g: 23,
    synonyms: ["cooked spinach", "wilted spinach", "sauteed spinach", "boiled spinach"],
    portions: grams({ cup: 180 }),
  },
  {
    ...sr,
    id: "kale-raw", // NDB 11233: Kale, raw
    ndb: "11233",
    name: "Kale (raw)",
    proteinPer100g: 3.3,
    kcalPer100g: 50,
    synonyms: ["kale", "raw kale", "curly kale", "lacinato kale", "cavolo nero"],
    portions: grams({ cup: 67 }),
  },
  {
    ...sr,
    id: "kale-cooked", // NDB 11234: Kale, cooked, boiled, drained, without salt
    ndb: "11234",
    name: "Kale (cooked)",
    proteinPer100g: 1.9,
    kcalPer100g: 28,
    synonyms: ["cooked kale", "sauteed kale", "steamed kale"],
    portions: grams({ cup: 130 }),
  },
  {
    ...sr,
    id: "lettuce-romaine", // NDB 11251: Lettuce, cos or romaine, raw
    ndb: "11251",
    name: "Romaine lettuce",
    proteinPer100g: 1.23,
    kcalPer100g: 17,
    synonyms: ["lettuce", "romaine", "romaine lettuce", "cos lettuce", "little gem"],
    portions: grams({ cup: 47, leaf: 28 }),
  },
  {
    ...sr,
    id: "lettuce-iceberg", // NDB 11252: Lettuce, iceberg (includes crisphead types), raw
    ndb: "11252",
    name: "Iceberg lettuce",
    proteinPer100g: 0.9,
    kcalPer100g: 14,
    synonyms: ["iceberg lettuce", "iceberg"],
    portions: grams({ cup: 72 }),
  },
  {
    ...sr,
    id: "lettuce-green-leaf", // NDB 11253: Lettuce, green leaf, raw
    ndb: "11253",
    name: "Green leaf lettuce, mixed greens",
    proteinPer100g: 1.36,
    kcalPer100g: 15,
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
    id: "salad-tossed", // NDB 21052: Fast foods, salad, vegetable, tossed, without dressing
    name: "Green salad, tossed (no dressing)",
    proteinPer100g: 1.25,
    kcalPer100g: 16,
    synonyms: ["salad", "side salad", "green salad", "garden salad", "mixed salad", "tossed salad"],
    portions: grams({ serving: 207 }),
  },
  {
    ...sr,
    id: "arugula", // NDB 11959: Arugula, raw
    ndb: "11959",
    name: "Arugula (rocket)",
    proteinPer100g: 2.58,
    kcalPer100g: 25,
    synonyms: ["arugula", "rocket", "roquette", "wild rocket"],
    portions: grams({ cup: 20 }),
  },
  {
    ...sr,
    id: "bok-choy-cooked", // NDB 11117: Cabbage, chinese (pak-choi), cooked, boiled, drained, without salt
    ndb: "11117",
    name: "Bok choy (cooked)",
    proteinPer100g: 1.56,
    kcalPer100g: 12,
    synonyms: ["bok choy", "pak choi", "pak choy", "chinese cabbage", "cooked bok choy"],
    portions: grams({ cup: 170 }),
  },
  {
    ...sr,
    id: "collard-greens-cooked", // NDB 11162: Collards, cooked, boiled, drained, without salt
    ndb: "11162",
    name: "Collard greens (cooked)",
    proteinPer100g: 2.11,
    kcalPer100g: 26,
    synonyms: ["collard greens", "collards", "greens"],
    portions: grams({ cup: 190 }),
  },
  {
    ...sr,
    id: "swiss-chard-cooked", // NDB 11148: Chard, swiss, cooked, boiled, drained, without salt
    ndb: "11148",
    name: "Swiss chard (cooked)",
    proteinPer100g: 1.88,
    kcalPer100g: 20,
    synonyms: ["swiss chard", "chard", "silverbeet"],
    portions: grams({ cup: 175 }),
  },
  {
    ...sr,
    id: "cabbage-raw", // NDB 11109: Cabbage, raw
    ndb: "11109",
    name: "Cabbage (raw)",
    proteinPer100g: 1.28,
    kcalPer100g: 25,
    synonyms: ["cabbage", "raw cabbage", "shredded cabbage", "white cabbage", "red cabbage"],
    portions: grams({ cup: 89, leaf: 33 }),
  },
  {
    ...sr,
    id: "brussels-sprouts-cooked", // NDB 11099: Brussels sprouts, cooked, boiled, drained, without salt
    ndb: "11099",
    name: "Brussels sprouts (cooked)",
    proteinPer100g: 2.55,
    kcalPer100g: 36,
    synonyms: ["brussels sprouts", "brussel sprouts", "sprouts", "roasted brussels sprouts"],
    portions: grams({ cup: 156, piece: 21 }),
  },
  {
    ...sr,
    id: "bean-sprouts", // NDB 11043: Mung beans, mature seeds, sprouted, raw
    ndb: "11043",
    name: "Mung bean sprouts (raw)",
    proteinPer100g: 3.04,
    kcalPer100g: 30,
    synonyms: ["bean sprouts", "beansprouts", "mung bean sprouts"],
    portions: grams({ cup: 104 }),
  },
  {
    ...sr,
    id: "alfalfa-sprouts", // NDB 11001: Alfalfa seeds, sprouted, raw
    ndb: "11001",
    name: "Alfalfa sprouts",
    proteinPer100g: 3.99,
    kcalPer100g: 23,
    synonyms: ["alfalfa sprouts", "alfalfa"],
    portions: grams({ cup: 33 }),
  },
  {
    ...sr,
    id: "nori", // NDB 11446: Seaweed, laver, raw
    ndb: "11446",
    name: "Nori seaweed",
    proteinPer100g: 5.81,
    kcalPer100g: 35,
    synonyms: ["nori", "seaweed", "laver", "seaweed snack", "seaweed sheets"],
    portions: grams({ sheet: 2.6 }),
  },
];
