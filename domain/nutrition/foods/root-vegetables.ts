import { grams } from "../grams";
import type { FoodEntry } from "../types";

// Potatoes, roots, onions, tomatoes, mushrooms and pickles.
// Everyday names of USDA SR28 foods: `ndb` names the SR28 food, whose per-100 g values table.ts uses.
const sr = { category: "vegetables" } as const;

export const ROOT_VEGETABLES: readonly FoodEntry[] = [
  {
    ...sr,
    id: "carrots-raw", // NDB 11124: Carrots, raw
    ndb: "11124",
    name: "Carrot (raw)",
    synonyms: ["carrot", "raw carrot", "carrot sticks", "baby carrots", "grated carrot"],
    portions: grams({ medium: 61, large: 72, small: 50, cup: 128 }),
  },
  {
    ...sr,
    id: "carrots-cooked", // NDB 11125: Carrots, cooked, boiled, drained, without salt
    ndb: "11125",
    name: "Carrots (cooked)",
    synonyms: ["cooked carrots", "boiled carrots", "steamed carrots", "roasted carrots"],
    portions: grams({ cup: 156 }),
  },
  {
    ...sr,
    id: "potato-baked", // NDB 11674: Potato, baked, flesh and skin, without salt
    ndb: "11674",
    name: "Potato, baked with skin",
    synonyms: ["potato", "baked potato", "jacket potato", "roast potato", "roasted potatoes", "potatoes"],
    portions: grams({ medium: 173, small: 138, large: 299 }),
  },
  {
    ...sr,
    id: "potato-boiled", // NDB 11365: Potatoes, boiled, cooked in skin, flesh, without salt
    ndb: "11365",
    name: "Potato, boiled",
    synonyms: ["boiled potatoes", "boiled potato", "new potatoes", "steamed potatoes"],
    portions: grams({ medium: 136, cup: 156 }),
  },
  {
    ...sr,
    id: "potato-raw", // NDB 11352: Potato, flesh and skin, raw
    ndb: "11352",
    name: "Potato (raw)",
    synonyms: ["raw potato", "uncooked potato"],
    portions: grams({ medium: 213, small: 170, large: 369 }),
  },
  {
    ...sr,
    id: "mashed-potatoes", // NDB 11934: Potatoes, mashed, home-prepared, whole milk and butter added
    ndb: "11934",
    name: "Mashed potatoes (with milk and butter)",
    synonyms: ["mashed potatoes", "mashed potato", "mash", "potato mash"],
    portions: grams({ cup: 210 }),
  },
  {
    ...sr,
    id: "sweet-potato-baked", // NDB 11508: Sweet potato, cooked, baked in skin, without salt
    ndb: "11508",
    name: "Sweet potato, baked",
    synonyms: ["sweet potato", "baked sweet potato", "yam", "roasted sweet potato", "sweet potatoes"],
    portions: grams({ medium: 114, large: 180, small: 60, cup: 200 }),
  },
  {
    ...sr,
    id: "hash-browns", // NDB 11391: Potatoes, hashed brown, frozen, plain, prepared
    ndb: "11391",
    name: "Hash browns",
    synonyms: ["hash browns", "hash brown", "hashbrowns", "potato rosti"],
    portions: grams({ serving: 78, patty: 29 }),
  },
  {
    ...sr,
    id: "beets-cooked", // NDB 11081: Beets, cooked, boiled, drained
    ndb: "11081",
    name: "Beets (cooked)",
    synonyms: ["beets", "beetroot", "beet", "cooked beets", "roasted beets"],
    portions: grams({ cup: 170, piece: 50 }),
  },
  {
    ...sr,
    id: "parsnips-cooked", // NDB 11299: Parsnips, cooked, boiled, drained, without salt
    ndb: "11299",
    name: "Parsnips (cooked)",
    synonyms: ["parsnip", "parsnips", "roasted parsnips"],
    portions: grams({ piece: 160, cup: 156 }),
  },
  {
    ...sr,
    id: "turnips-cooked", // NDB 11565: Turnips, cooked, boiled, drained, without salt
    ndb: "11565",
    name: "Turnips (cooked)",
    synonyms: ["turnip", "turnips", "swede", "rutabaga"],
    portions: grams({ cup: 156 }),
  },
  {
    ...sr,
    id: "leeks-cooked", // NDB 11247: Leeks, (bulb and lower leaf-portion), cooked, boiled, drained, without salt
    ndb: "11247",
    name: "Leeks (cooked)",
    synonyms: ["leek", "leeks"],
    portions: grams({ piece: 124 }),
  },
  {
    ...sr,
    id: "onion-raw", // NDB 11282: Onions, raw
    ndb: "11282",
    name: "Onion (raw)",
    synonyms: ["onion", "onions", "raw onion", "red onion", "white onion", "yellow onion"],
    portions: grams({ medium: 110, cup: 160, slice: 14 }),
  },
  {
    ...sr,
    id: "garlic", // NDB 11215: Garlic, raw
    ndb: "11215",
    name: "Garlic (raw)",
    synonyms: ["garlic", "garlic clove", "minced garlic"],
    portions: grams({ clove: 3, tsp: 2.8 }),
  },
  {
    ...sr,
    id: "radishes", // NDB 11429: Radishes, raw
    ndb: "11429",
    name: "Radishes (raw)",
    synonyms: ["radish", "radishes"],
    portions: grams({ medium: 4.5, cup: 116 }),
  },
  {
    ...sr,
    id: "tomato-raw", // NDB 11529: Tomatoes, red, ripe, raw, year round average
    ndb: "11529",
    name: "Tomato (raw)",
    synonyms: ["tomato", "tomatoes", "raw tomato", "fresh tomato", "sliced tomato", "plum tomato"],
    portions: grams({ medium: 123, large: 182, small: 91, slice: 20, cup: 180 }),
  },
  {
    ...sr,
    id: "cherry-tomatoes", // NDB 11529: Tomatoes, red, ripe, raw, year round average
    ndb: "11529",
    name: "Cherry tomatoes",
    synonyms: ["cherry tomatoes", "cherry tomato", "grape tomatoes"],
    portions: grams({ piece: 17, cup: 149 }),
  },
  {
    ...sr,
    id: "mushrooms-raw", // NDB 11260: Mushrooms, white, raw
    ndb: "11260",
    name: "Mushrooms, white (raw)",
    synonyms: ["mushrooms", "mushroom", "white mushrooms", "button mushrooms", "raw mushrooms", "cremini mushrooms"],
    portions: grams({ cup: 70, medium: 18 }),
  },
  {
    ...sr,
    id: "mushrooms-cooked", // NDB 11261: Mushrooms, white, cooked, boiled, drained, without salt
    ndb: "11261",
    name: "Mushrooms (cooked)",
    synonyms: ["cooked mushrooms", "sauteed mushrooms", "fried mushrooms"],
    portions: grams({ cup: 156 }),
  },
  {
    ...sr,
    id: "butternut-squash-baked", // NDB 11486: Squash, winter, butternut, cooked, baked, without salt
    ndb: "11486",
    name: "Butternut squash (baked)",
    synonyms: ["butternut squash", "squash", "winter squash", "roasted butternut squash"],
    portions: grams({ cup: 205 }),
  },
  {
    ...sr,
    id: "pumpkin-raw", // NDB 11422: Pumpkin, raw
    ndb: "11422",
    name: "Pumpkin",
    synonyms: ["pumpkin", "pumpkin cubes"],
    portions: grams({ cup: 116 }),
  },
  {
    ...sr,
    id: "sauerkraut", // NDB 11439: Sauerkraut, canned, solids and liquids
    ndb: "11439",
    name: "Sauerkraut",
    synonyms: ["sauerkraut", "fermented cabbage"],
    portions: grams({ cup: 142 }),
  },
  {
    ...sr,
    id: "pickles", // NDB 11937: Pickles, cucumber, dill or kosher dill
    ndb: "11937",
    name: "Dill pickles",
    synonyms: ["pickle", "pickles", "dill pickle", "gherkin", "gherkins"],
    portions: grams({ medium: 65, slice: 7 }),
  },
];
