import { grams } from "../grams";
import type { Food } from "../types";

// Berries, grapes, melons and tropical fruit.
// Per-100 g values from USDA FoodData Central; an NDB number names the SR Legacy food they come from.
const sr = { category: "fruit", source: "FDC SR Legacy" } as const;

export const BERRIES_AND_TROPICAL_FRUIT: readonly Food[] = [
  {
    ...sr,
    id: "strawberries", // NDB 09316: Strawberries, raw
    ndb: "09316",
    name: "Strawberries",
    proteinPer100g: 0.67,
    kcalPer100g: 32,
    synonyms: ["strawberries", "strawberry", "fresh strawberries"],
    portions: grams({ cup: 144, medium: 12, large: 18 }),
  },
  {
    ...sr,
    id: "blueberries", // NDB 09050: Blueberries, raw
    ndb: "09050",
    name: "Blueberries",
    proteinPer100g: 0.74,
    kcalPer100g: 57,
    synonyms: ["blueberries", "blueberry", "fresh blueberries"],
    portions: grams({ cup: 148, piece: 1.4 }),
  },
  {
    ...sr,
    id: "blueberries-frozen", // NDB 09054: Blueberries, frozen, unsweetened
    ndb: "09054",
    name: "Blueberries, frozen unsweetened",
    proteinPer100g: 0.42,
    kcalPer100g: 51,
    synonyms: ["frozen blueberries", "frozen berries", "mixed berries", "berries"],
    portions: grams({ cup: 155 }),
  },
  {
    ...sr,
    id: "raspberries", // NDB 09302: Raspberries, raw
    ndb: "09302",
    name: "Raspberries",
    proteinPer100g: 1.2,
    kcalPer100g: 52,
    synonyms: ["raspberries", "raspberry"],
    portions: grams({ cup: 123, piece: 1.9 }),
  },
  {
    ...sr,
    id: "blackberries", // NDB 09042: Blackberries, raw
    ndb: "09042",
    name: "Blackberries",
    proteinPer100g: 1.39,
    kcalPer100g: 43,
    synonyms: ["blackberries", "blackberry"],
    portions: grams({ cup: 144 }),
  },
  {
    ...sr,
    id: "grapes", // NDB 09132: Grapes, red or green (European type, such as Thompson seedless), raw
    ndb: "09132",
    name: "Grapes",
    proteinPer100g: 0.72,
    kcalPer100g: 69,
    synonyms: ["grapes", "grape", "red grapes", "green grapes", "seedless grapes"],
    portions: grams({ cup: 151, piece: 4.9 }),
  },
  {
    ...sr,
    id: "mango", // NDB 09176: Mangos, raw
    ndb: "09176",
    name: "Mango",
    proteinPer100g: 0.82,
    kcalPer100g: 60,
    synonyms: ["mango", "mangoes", "mango chunks"],
    portions: grams({ cup: 165, medium: 336 }),
  },
  {
    ...sr,
    id: "pineapple", // NDB 09266: Pineapple, raw, all varieties
    ndb: "09266",
    name: "Pineapple",
    proteinPer100g: 0.54,
    kcalPer100g: 50,
    synonyms: ["pineapple", "pineapple chunks", "fresh pineapple"],
    portions: grams({ cup: 165, slice: 84 }),
  },
  {
    ...sr,
    id: "watermelon", // NDB 09326: Watermelon, raw
    ndb: "09326",
    name: "Watermelon",
    proteinPer100g: 0.61,
    kcalPer100g: 30,
    synonyms: ["watermelon"],
    portions: grams({ cup: 152, wedge: 286 }),
  },
  {
    ...sr,
    id: "cantaloupe", // NDB 09181: Melons, cantaloupe, raw
    ndb: "09181",
    name: "Cantaloupe",
    proteinPer100g: 0.84,
    kcalPer100g: 34,
    synonyms: ["cantaloupe", "rockmelon", "melon", "muskmelon"],
    portions: grams({ cup: 160, wedge: 69 }),
  },
  {
    ...sr,
    id: "honeydew", // NDB 09184: Melons, honeydew, raw
    ndb: "09184",
    name: "Honeydew melon",
    proteinPer100g: 0.54,
    kcalPer100g: 36,
    synonyms: ["honeydew", "honeydew melon"],
    portions: grams({ cup: 170 }),
  },
  {
    ...sr,
    id: "pomegranate", // NDB 09286: Pomegranates, raw
    ndb: "09286",
    name: "Pomegranate",
    proteinPer100g: 1.67,
    kcalPer100g: 83,
    synonyms: ["pomegranate", "pomegranate seeds", "pomegranate arils"],
    portions: grams({ medium: 282, cup: 174 }),
  },
  {
    ...sr,
    id: "papaya", // NDB 09226: Papayas, raw
    ndb: "09226",
    name: "Papaya",
    proteinPer100g: 0.47,
    kcalPer100g: 43,
    synonyms: ["papaya", "pawpaw"],
    portions: grams({ cup: 145, small: 157 }),
  },
  {
    ...sr,
    id: "guava", // NDB 09139: Guavas, common, raw
    ndb: "09139",
    name: "Guava",
    proteinPer100g: 2.55,
    kcalPer100g: 68,
    synonyms: ["guava", "guavas"],
    portions: grams({ piece: 55, cup: 165 }),
  },
  {
    ...sr,
    id: "passion-fruit", // NDB 09231: Passion-fruit, (granadilla), purple, raw
    ndb: "09231",
    name: "Passion fruit",
    proteinPer100g: 2.2,
    kcalPer100g: 97,
    synonyms: ["passion fruit", "passionfruit", "granadilla"],
    portions: grams({ piece: 18 }),
  },
  {
    ...sr,
    id: "lychee", // NDB 09164: Litchis, raw
    ndb: "09164",
    name: "Lychee",
    proteinPer100g: 0.83,
    kcalPer100g: 66,
    synonyms: ["lychee", "lychees", "litchi"],
    portions: grams({ piece: 9.6, cup: 190 }),
  },
  {
    ...sr,
    id: "jackfruit", // NDB 09144: Jackfruit, raw
    ndb: "09144",
    name: "Jackfruit",
    proteinPer100g: 1.72,
    kcalPer100g: 95,
    synonyms: ["jackfruit"],
    portions: grams({ cup: 165 }),
  },
];
