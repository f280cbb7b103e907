import { grams } from "../grams";
import type { FoodEntry } from "../types";

// Berries, grapes, melons and tropical fruit.
// Everyday names of USDA SR28 foods: `ndb` names the SR28 food, whose per-100 g values table.ts uses.
const sr = { category: "fruit" } as const;

export const BERRIES_AND_TROPICAL_FRUIT: readonly FoodEntry[] = [
  {
    ...sr,
    id: "strawberries", // NDB 09316: Strawberries, raw
    ndb: "09316",
    name: "Strawberries",
    synonyms: ["strawberries", "strawberry", "fresh strawberries"],
    portions: grams({ cup: 144, medium: 12, large: 18 }),
  },
  {
    ...sr,
    id: "blueberries", // NDB 09050: Blueberries, raw
    ndb: "09050",
    name: "Blueberries",
    synonyms: ["blueberries", "blueberry", "fresh blueberries"],
    portions: grams({ cup: 148, piece: 1.4 }),
  },
  {
    ...sr,
    id: "blueberries-frozen", // NDB 09054: Blueberries, frozen, unsweetened
    ndb: "09054",
    name: "Blueberries, frozen unsweetened",
    synonyms: ["frozen blueberries", "frozen berries", "mixed berries", "berries"],
    portions: grams({ cup: 155 }),
  },
  {
    ...sr,
    id: "raspberries", // NDB 09302: Raspberries, raw
    ndb: "09302",
    name: "Raspberries",
    synonyms: ["raspberries", "raspberry"],
    portions: grams({ cup: 123, piece: 1.9 }),
  },
  {
    ...sr,
    id: "blackberries", // NDB 09042: Blackberries, raw
    ndb: "09042",
    name: "Blackberries",
    synonyms: ["blackberries", "blackberry"],
    portions: grams({ cup: 144 }),
  },
  {
    ...sr,
    id: "grapes", // NDB 09132: Grapes, red or green (European type, such as Thompson seedless), raw
    ndb: "09132",
    name: "Grapes",
    synonyms: ["grapes", "grape", "red grapes", "green grapes", "seedless grapes"],
    portions: grams({ cup: 151, piece: 4.9 }),
  },
  {
    ...sr,
    id: "mango", // NDB 09176: Mangos, raw
    ndb: "09176",
    name: "Mango",
    synonyms: ["mango", "mangoes", "mango chunks"],
    portions: grams({ cup: 165, medium: 336 }),
  },
  {
    ...sr,
    id: "pineapple", // NDB 09266: Pineapple, raw, all varieties
    ndb: "09266",
    name: "Pineapple",
    synonyms: ["pineapple", "pineapple chunks", "fresh pineapple"],
    portions: grams({ cup: 165, slice: 84 }),
  },
  {
    ...sr,
    id: "watermelon", // NDB 09326: Watermelon, raw
    ndb: "09326",
    name: "Watermelon",
    synonyms: ["watermelon"],
    portions: grams({ cup: 152, wedge: 286 }),
  },
  {
    ...sr,
    id: "cantaloupe", // NDB 09181: Melons, cantaloupe, raw
    ndb: "09181",
    name: "Cantaloupe",
    synonyms: ["cantaloupe", "rockmelon", "melon", "muskmelon"],
    portions: grams({ cup: 160, wedge: 69 }),
  },
  {
    ...sr,
    id: "honeydew", // NDB 09184: Melons, honeydew, raw
    ndb: "09184",
    name: "Honeydew melon",
    synonyms: ["honeydew", "honeydew melon"],
    portions: grams({ cup: 170 }),
  },
  {
    ...sr,
    id: "pomegranate", // NDB 09286: Pomegranates, raw
    ndb: "09286",
    name: "Pomegranate",
    synonyms: ["pomegranate", "pomegranate seeds", "pomegranate arils"],
    portions: grams({ medium: 282, cup: 174 }),
  },
  {
    ...sr,
    id: "papaya", // NDB 09226: Papayas, raw
    ndb: "09226",
    name: "Papaya",
    synonyms: ["papaya", "pawpaw"],
    portions: grams({ cup: 145, small: 157 }),
  },
  {
    ...sr,
    id: "guava", // NDB 09139: Guavas, common, raw
    ndb: "09139",
    name: "Guava",
    synonyms: ["guava", "guavas"],
    portions: grams({ piece: 55, cup: 165 }),
  },
  {
    ...sr,
    id: "passion-fruit", // NDB 09231: Passion-fruit, (granadilla), purple, raw
    ndb: "09231",
    name: "Passion fruit",
    synonyms: ["passion fruit", "passionfruit", "granadilla"],
    portions: grams({ piece: 18 }),
  },
  {
    ...sr,
    id: "lychee", // NDB 09164: Litchis, raw
    ndb: "09164",
    name: "Lychee",
    synonyms: ["lychee", "lychees", "litchi"],
    portions: grams({ piece: 9.6, cup: 190 }),
  },
  {
    ...sr,
    id: "jackfruit", // NDB 09144: Jackfruit, raw
    ndb: "09144",
    name: "Jackfruit",
    synonyms: ["jackfruit"],
    portions: grams({ cup: 165 }),
  },
];
