import { grams } from "../grams";
import type { FoodEntry } from "../types";

// Tree fruit, citrus and avocado.
// Everyday names of USDA SR28 foods: `ndb` names the SR28 food, whose per-100 g values table.ts uses.
const sr = { category: "fruit" } as const;

export const FRUIT: readonly FoodEntry[] = [
  {
    ...sr,
    id: "apple", // NDB 09003: Apples, raw, with skin
    ndb: "09003",
    name: "Apple (raw, with skin)",
    synonyms: ["apple", "apples", "red apple", "green apple", "gala apple", "granny smith", "fuji apple"],
    portions: grams({ medium: 182, small: 149, large: 223, cup: 125 }),
  },
  {
    ...sr,
    id: "banana", // NDB 09040: Bananas, raw
    ndb: "09040",
    name: "Banana",
    synonyms: ["banana", "bananas"],
    portions: grams({ medium: 118, small: 101, large: 136, "extra large": 152, cup: 150 }),
  },
  {
    ...sr,
    id: "orange", // NDB 09200: Oranges, raw, all commercial varieties
    ndb: "09200",
    name: "Orange",
    synonyms: ["orange", "oranges", "navel orange", "blood orange"],
    portions: grams({ medium: 131, small: 96, large: 184, cup: 180 }),
  },
  {
    ...sr,
    id: "tangerine", // NDB 09218: Tangerines, (mandarin oranges), raw
    ndb: "09218",
    name: "Tangerine or clementine",
    synonyms: ["tangerine", "clementine", "mandarin", "mandarin orange", "satsuma", "cutie"],
    portions: grams({ medium: 88, small: 76, large: 120, cup: 195 }),
  },
  {
    ...sr,
    id: "pear", // NDB 09252: Pears, raw
    ndb: "09252",
    name: "Pear",
    synonyms: ["pear", "pears"],
    portions: grams({ medium: 178, small: 148, large: 230, cup: 140 }),
  },
  {
    ...sr,
    id: "peach", // NDB 09236: Peaches, raw
    ndb: "09236",
    name: "Peach",
    synonyms: ["peach", "peaches"],
    portions: grams({ medium: 150, small: 130, large: 175, cup: 154 }),
  },
  {
    ...sr,
    id: "nectarine", // NDB 09191: Nectarines, raw
    ndb: "09191",
    name: "Nectarine",
    synonyms: ["nectarine", "nectarines"],
    portions: grams({ medium: 142, cup: 143 }),
  },
  {
    ...sr,
    id: "plum", // NDB 09279: Plums, raw
    ndb: "09279",
    name: "Plum",
    synonyms: ["plum", "plums"],
    portions: grams({ medium: 66, cup: 165 }),
  },
  {
    ...sr,
    id: "apricot", // NDB 09021: Apricots, raw
    ndb: "09021",
    name: "Apricot",
    synonyms: ["apricot", "apricots", "fresh apricot"],
    portions: grams({ piece: 35, cup: 155 }),
  },
  {
    ...sr,
    id: "cherries", // NDB 09070: Cherries, sweet, raw
    ndb: "09070",
    name: "Sweet cherries",
    synonyms: ["cherries", "cherry", "sweet cherries"],
    portions: grams({ cup: 154, piece: 8.2 }),
  },
  {
    ...sr,
    id: "grapefruit", // NDB 09112: Grapefruit, raw, pink and red, all areas
    ndb: "09112",
    name: "Grapefruit, pink",
    synonyms: ["grapefruit", "pink grapefruit", "ruby red grapefruit"],
    portions: grams({ medium: 246, cup: 230 }),
  },
  {
    ...sr,
    id: "lemon", // NDB 09150: Lemons, raw, without peel
    ndb: "09150",
    name: "Lemon",
    synonyms: ["lemon", "lemons", "lemon juice"],
    portions: grams({ medium: 58, wedge: 7 }),
  },
  {
    ...sr,
    id: "lime", // NDB 09159: Limes, raw
    ndb: "09159",
    name: "Lime",
    synonyms: ["lime", "limes"],
    portions: grams({ medium: 67 }),
  },
  {
    ...sr,
    id: "kiwi", // NDB 09148: Kiwifruit, green, raw
    ndb: "09148",
    name: "Kiwifruit",
    synonyms: ["kiwi", "kiwifruit", "kiwi fruit"],
    portions: grams({ medium: 69, cup: 180 }),
  },
  {
    ...sr,
    id: "fig-fresh", // NDB 09089: Figs, raw
    ndb: "09089",
    name: "Fig (fresh)",
    synonyms: ["fig", "figs", "fresh figs"],
    portions: grams({ medium: 50, large: 64, small: 40 }),
  },
  {
    ...sr,
    id: "avocado", // NDB 09038: Avocados, raw, California
    ndb: "09038",
    name: "Avocado, Hass",
    synonyms: ["avocado", "avocados", "hass avocado", "avo"],
    portions: grams({ medium: 136, cup: 150 }),
  },
  {
    ...sr,
    id: "persimmon", // NDB 09263: Persimmons, japanese, raw
    ndb: "09263",
    name: "Persimmon",
    synonyms: ["persimmon", "sharon fruit", "kaki"],
    portions: grams({ medium: 168 }),
  },
];
