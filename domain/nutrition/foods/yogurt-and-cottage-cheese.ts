import { grams } from "../grams";
import type { Food } from "../types";

// Yogurt, skyr, quark and cottage cheese.
// Per-100 g values from USDA FoodData Central; an NDB number names the SR Legacy food they come from.
const sr = { category: "dairy", source: "FDC SR Legacy" } as const;
// Branded (typical): a value typical of the branded products FDC lists, not one product's label.
const branded = { category: "dairy", source: "FDC Branded (typical)" } as const;

export const YOGURT_AND_COTTAGE_CHEESE: readonly Food[] = [
  {
    ...sr,
    id: "yogurt-plain-lowfat", // NDB 01117: Yogurt, plain, low fat, 12 grams protein per 8 ounce
    ndb: "01117",
    name: "Yogurt, plain low fat",
    proteinPer100g: 5.25,
    kcalPer100g: 63,
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
    proteinPer100g: 3.47,
    kcalPer100g: 61,
    synonyms: ["whole milk yogurt", "full fat yogurt", "whole yogurt", "full fat yoghurt"],
    portions: grams({ cup: 245, container: 227 }),
  },
  {
    ...sr,
    id: "yogurt-plain-nonfat", // NDB 01118: Yogurt, plain, skim milk, 13 grams protein per 8 ounce
    ndb: "01118",
    name: "Yogurt, plain nonfat",
    proteinPer100g: 5.73,
    kcalPer100g: 56,
    synonyms: ["nonfat yogurt", "fat free yogurt", "skim milk yogurt", "non fat yogurt", "0% yogurt"],
    portions: grams({ cup: 245, container: 227 }),
  },
  {
    ...sr,
    id: "yogurt-fruit-lowfat", // NDB 01121: Yogurt, fruit, low fat, 10 grams protein per 8 ounce
    ndb: "01121",
    name: "Yogurt, fruit low fat",
    proteinPer100g: 4.37,
    kcalPer100g: 102,
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
    proteinPer100g: 4.93,
    kcalPer100g: 85,
    synonyms: ["vanilla yogurt", "vanilla yoghurt"],
    portions: grams({ cup: 245, container: 227 }),
  },
  {
    ...sr,
    id: "greek-yogurt-nonfat", // NDB 01256: Yogurt, Greek, plain, nonfat
    ndb: "01256",
    name: "Greek yogurt, plain nonfat",
    proteinPer100g: 10.19,
    kcalPer100g: 59,
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
    id: "greek-yogurt-lowfat", // SR Legacy: Yogurt, Greek, plain, lowfat
    name: "Greek yogurt, plain low fat",
    proteinPer100g: 9.95,
    kcalPer100g: 73,
    synonyms: ["low fat greek yogurt", "2% greek yogurt", "lowfat greek yogurt", "light greek yogurt"],
    portions: grams({ container: 170, cup: 245 }),
  },
  {
    ...sr,
    id: "greek-yogurt-whole", // SR Legacy: Yogurt, Greek, plain, whole milk
    name: "Greek yogurt, plain whole milk",
    proteinPer100g: 9,
    kcalPer100g: 97,
    synonyms: ["full fat greek yogurt", "whole milk greek yogurt", "5% greek yogurt", "full fat greek yoghurt"],
    portions: grams({ container: 170, cup: 245 }),
  },
  {
    ...branded,
    id: "skyr", // typical plain nonfat skyr label: about 16 g protein and 95 kcal per 150 g cup
    name: "Skyr, Icelandic yogurt, plain nonfat",
    proteinPer100g: 10.7,
    kcalPer100g: 63,
    synonyms: ["skyr", "icelandic yogurt", "icelandic skyr", "plain skyr", "siggis"],
    portions: grams({ container: 150, cup: 245 }),
  },
  {
    ...branded,
    id: "quark", // typical low fat quark label: about 12 g protein per 100 g
    name: "Quark, low fat",
    proteinPer100g: 12,
    kcalPer100g: 67,
    synonyms: ["quark", "magerquark", "low fat quark", "fromage frais"],
    portions: grams({ serving: 125, tbsp: 15 }),
  },
  {
    ...sr,
    id: "cottage-cheese", // NDB 01012: Cheese, cottage, creamed, large or small curd
    ndb: "01012",
    name: "Cottage cheese, 4% milkfat",
    proteinPer100g: 11.12,
    kcalPer100g: 98,
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
    proteinPer100g: 11.83,
    kcalPer100g: 86,
    synonyms: ["low fat cottage cheese", "2% cottage cheese", "lowfat cottage cheese", "light cottage cheese"],
    portions: grams({ serving: 113, cup: 226 }),
  },
  {
    ...sr,
    id: "cottage-cheese-1-percent", // NDB 01016: Cheese, cottage, lowfat, 1% milkfat
    ndb: "01016",
    name: "Cottage cheese, 1% low fat",
    proteinPer100g: 12.39,
    kcalPer100g: 72,
    synonyms: ["1% cottage cheese"],
    portions: grams({ serving: 113, cup: 226 }),
  },
  {
    ...sr,
    id: "cottage-cheese-nonfat", // NDB 01014: Cheese, cottage, nonfat, uncreamed, dry, large or small curd
    ndb: "01014",
    name: "Cottage cheese, nonfat",
    proteinPer100g: 10.34,
    kcalPer100g: 72,
    synonyms: ["fat free cottage cheese", "nonfat cottage cheese", "0% cottage cheese"],
    portions: grams({ serving: 113, cup: 145 }),
  },
];
