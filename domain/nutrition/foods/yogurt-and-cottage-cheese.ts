import { grams } from "../grams";
import type { FoodEntry } from "../types";

// Yogurt, skyr, quark and cottage cheese.
// Everyday names of USDA SR28 foods: `ndb` names the SR28 food, whose per-100 g values table.ts uses.
const sr = { category: "dairy" } as const;

export const YOGURT_AND_COTTAGE_CHEESE: readonly FoodEntry[] = [
  {
    ...sr,
    id: "yogurt-plain-lowfat", // NDB 01117: Yogurt, plain, low fat, 12 grams protein per 8 ounce
    ndb: "01117",
    name: "Yogurt, plain low fat",
    synonyms: [
      "yogurt",
      "yoghurt",
      "plain yogurt",
      "natural yogurt",
      "low fat yogurt",
      "low-fat yogurt",
      "plain yoghurt",
      "natural yoghurt",
    ],
    portions: grams({ cup: 245, container: 227 }),
  },
  {
    ...sr,
    id: "yogurt-plain-whole", // NDB 01116: Yogurt, plain, whole milk, 8 grams protein per 8 ounce
    ndb: "01116",
    name: "Yogurt, plain whole milk",
    synonyms: ["whole milk yogurt", "full fat yogurt", "whole yogurt", "full fat yoghurt"],
    portions: grams({ cup: 245, container: 227 }),
  },
  {
    ...sr,
    id: "yogurt-plain-nonfat", // NDB 01118: Yogurt, plain, skim milk, 13 grams protein per 8 ounce
    ndb: "01118",
    name: "Yogurt, plain nonfat",
    synonyms: ["nonfat yogurt", "fat free yogurt", "skim milk yogurt", "non fat yogurt", "0% yogurt"],
    portions: grams({ cup: 245, container: 227 }),
  },
  {
    ...sr,
    id: "yogurt-fruit-lowfat", // NDB 01121: Yogurt, fruit, low fat, 10 grams protein per 8 ounce
    ndb: "01121",
    name: "Yogurt, fruit low fat",
    synonyms: [
      "fruit yogurt",
      "strawberry yogurt",
      "blueberry yogurt",
      "flavored yogurt",
      "fruit yoghurt",
      "peach yogurt",
      "raspberry yogurt",
    ],
    portions: grams({ container: 170, cup: 245 }),
  },
  {
    ...sr,
    id: "yogurt-vanilla-lowfat", // NDB 01119: Yogurt, vanilla, low fat, 11 grams protein per 8 ounce
    ndb: "01119",
    name: "Yogurt, vanilla low fat",
    synonyms: ["vanilla yogurt", "vanilla yoghurt"],
    portions: grams({ cup: 245, container: 227 }),
  },
  {
    ...sr,
    id: "greek-yogurt-nonfat", // NDB 01256: Yogurt, Greek, plain, nonfat
    ndb: "01256",
    name: "Greek yogurt, plain nonfat",
    synonyms: [
      "greek yogurt",
      "greek yoghurt",
      "plain greek yogurt",
      "nonfat greek yogurt",
      "non fat greek yogurt",
      "0% greek yogurt",
      "fat free greek yogurt",
      "greek yogurt plain",
      "strained yogurt",
    ],
    portions: grams({ container: 170, cup: 245 }),
  },
  {
    ...sr,
    id: "greek-yogurt-lowfat", // NDB 01287: Yogurt, Greek, plain, lowfat
    ndb: "01287",
    name: "Greek yogurt, plain low fat",
    synonyms: ["low fat greek yogurt", "2% greek yogurt", "lowfat greek yogurt", "light greek yogurt"],
    portions: grams({ container: 170, cup: 245 }),
  },
  {
    ...sr,
    id: "greek-yogurt-whole", // NDB 01293: Yogurt, Greek, plain, whole milk
    ndb: "01293",
    name: "Greek yogurt, plain whole milk",
    synonyms: ["full fat greek yogurt", "whole milk greek yogurt", "5% greek yogurt", "full fat greek yoghurt"],
    portions: grams({ container: 170, cup: 245 }),
  },
  {
    ...sr,
    id: "cottage-cheese", // NDB 01012: Cheese, cottage, creamed, large or small curd
    ndb: "01012",
    name: "Cottage cheese, 4% milkfat",
    synonyms: [
      "cottage cheese",
      "small curd cottage cheese",
      "large curd cottage cheese",
      "4% cottage cheese",
      "full fat cottage cheese",
      "creamed cottage cheese",
    ],
    portions: grams({ serving: 113, cup: 225 }),
  },
  {
    ...sr,
    id: "cottage-cheese-2-percent", // NDB 01015: Cheese, cottage, lowfat, 2% milkfat
    ndb: "01015",
    name: "Cottage cheese, 2% low fat",
    synonyms: ["low fat cottage cheese", "2% cottage cheese", "lowfat cottage cheese", "light cottage cheese"],
    portions: grams({ serving: 113, cup: 226 }),
  },
  {
    ...sr,
    id: "cottage-cheese-1-percent", // NDB 01016: Cheese, cottage, lowfat, 1% milkfat
    ndb: "01016",
    name: "Cottage cheese, 1% low fat",
    synonyms: ["1% cottage cheese"],
    portions: grams({ serving: 113, cup: 226 }),
  },
  {
    ...sr,
    id: "cottage-cheese-nonfat", // NDB 01014: Cheese, cottage, nonfat, uncreamed, dry, large or small curd
    ndb: "01014",
    name: "Cottage cheese, nonfat",
    synonyms: ["fat free cottage cheese", "nonfat cottage cheese", "0% cottage cheese"],
    portions: grams({ serving: 113, cup: 145 }),
  },
];
