import { grams } from "../grams";
import type { FoodEntry } from "../types";

// Fats, condiments, spreads and sweets: little protein, but common in meal descriptions.
// Everyday names of USDA SR28 foods: `ndb` names the SR28 food, whose per-100 g values table.ts uses.
const sr = { category: "other" } as const;

export const CONDIMENTS_AND_SWEETS: readonly FoodEntry[] = [
  {
    ...sr,
    id: "olive-oil", // NDB 04053: Oil, olive, salad or cooking
    ndb: "04053",
    name: "Olive oil",
    synonyms: ["olive oil", "oil", "extra virgin olive oil", "cooking oil", "vegetable oil"],
    portions: grams({ tbsp: 13.5, tsp: 4.5 }),
    mlToGrams: 0.91,
  },
  {
    ...sr,
    id: "mayonnaise", // NDB 04025: Salad dressing, mayonnaise, soybean oil, with salt
    ndb: "04025",
    name: "Mayonnaise",
    synonyms: ["mayonnaise", "mayo"],
    portions: grams({ tbsp: 13.8 }),
  },
  {
    ...sr,
    id: "ketchup", // NDB 11935: Catsup
    ndb: "11935",
    name: "Ketchup",
    synonyms: ["ketchup", "catsup", "tomato ketchup", "tomato sauce packet"],
    portions: grams({ tbsp: 15, packet: 9 }),
  },
  {
    ...sr,
    id: "mustard", // NDB 02046: Mustard, prepared, yellow
    ndb: "02046",
    name: "Mustard, yellow",
    synonyms: ["mustard", "yellow mustard", "dijon mustard"],
    portions: grams({ tsp: 5 }),
  },
  {
    ...sr,
    id: "soy-sauce", // NDB 16123: Soy sauce made from soy and wheat (shoyu)
    ndb: "16123",
    name: "Soy sauce",
    synonyms: ["soy sauce", "shoyu", "tamari"],
    portions: grams({ tbsp: 16, tsp: 5.3 }),
    mlToGrams: 1.08,
  },
  {
    ...sr,
    id: "salsa", // NDB 06164: Sauce, salsa, ready-to-serve
    ndb: "06164",
    name: "Salsa",
    synonyms: ["salsa", "pico de gallo", "salsa verde"],
    portions: grams({ tbsp: 16, cup: 259 }),
  },
  {
    ...sr,
    id: "marinara-sauce", // NDB 06931: Sauce, pasta, spaghetti/marinara, ready-to-serve
    ndb: "06931",
    name: "Marinara or pasta sauce",
    synonyms: ["marinara sauce", "pasta sauce", "tomato sauce", "marinara", "spaghetti sauce", "passata"],
    portions: grams({ cup: 264 }),
  },
  {
    ...sr,
    id: "sugar", // NDB 19335: Sugars, granulated
    ndb: "19335",
    name: "Sugar, granulated",
    synonyms: ["sugar", "white sugar", "granulated sugar", "brown sugar"],
    portions: grams({ tsp: 4.2, tbsp: 12.5 }),
  },
  {
    ...sr,
    id: "honey", // NDB 19296: Honey
    ndb: "19296",
    name: "Honey",
    synonyms: ["honey"],
    portions: grams({ tbsp: 21, tsp: 7 }),
  },
  {
    ...sr,
    id: "jam", // NDB 19297: Jams and preserves
    ndb: "19297",
    name: "Jam or preserves",
    synonyms: ["jam", "jelly", "preserves", "marmalade", "fruit spread"],
    portions: grams({ tbsp: 20 }),
  },
  {
    ...sr,
    id: "maple-syrup", // NDB 19353: Syrups, maple
    ndb: "19353",
    name: "Maple syrup",
    synonyms: ["maple syrup", "syrup", "pancake syrup"],
    portions: grams({ tbsp: 20 }),
    mlToGrams: 1.33,
  },
  {
    ...sr,
    id: "chocolate-hazelnut-spread", // NDB 19125: Chocolate-flavored hazelnut spread
    ndb: "19125",
    name: "Chocolate hazelnut spread",
    synonyms: ["nutella", "chocolate hazelnut spread", "chocolate spread"],
    portions: grams({ tbsp: 18.5 }),
  },
  {
    ...sr,
    id: "milk-chocolate", // NDB 19120: Candies, milk chocolate
    ndb: "19120",
    name: "Milk chocolate",
    synonyms: ["milk chocolate", "chocolate", "chocolate bar", "candy bar"],
    portions: grams({ bar: 44 }),
  },
  {
    ...sr,
    id: "dark-chocolate", // NDB 19904: Chocolate, dark, 70-85% cacao solids
    ndb: "19904",
    name: "Dark chocolate, 70-85%",
    synonyms: ["dark chocolate", "70% chocolate", "85% chocolate"],
    portions: grams({ serving: 28.35, bar: 101 }),
  },
  {
    ...sr,
    id: "ice-cream", // NDB 19095: Ice creams, vanilla
    ndb: "19095",
    name: "Ice cream, vanilla",
    synonyms: ["ice cream", "vanilla ice cream", "gelato"],
    portions: grams({ serving: 66, cup: 132 }),
  },
  {
    ...sr,
    id: "frozen-yogurt", // NDB 19293: Frozen yogurts, vanilla, soft-serve
    ndb: "19293",
    name: "Frozen yogurt, vanilla soft-serve",
    synonyms: ["frozen yogurt", "froyo", "soft serve"],
    portions: grams({ serving: 72 }),
  },
  {
    ...sr,
    id: "chocolate-chip-cookie", // NDB 18159: Cookies, chocolate chip, commercially prepared, regular, higher fat, enriched
    ndb: "18159",
    name: "Chocolate chip cookie",
    synonyms: ["cookie", "cookies", "chocolate chip cookie"],
    portions: grams({ piece: 12.2 }),
  },
  {
    ...sr,
    id: "donut", // NDB 18248: Doughnuts, cake-type, plain (includes unsugared, old-fashioned)
    ndb: "18248",
    name: "Doughnut, cake-type",
    synonyms: ["donut", "doughnut", "donuts", "glazed donut"],
    portions: grams({ medium: 54, large: 71 }),
  },
  {
    ...sr,
    id: "chocolate-cake", // NDB 18101: Cake, chocolate, prepared from recipe without frosting
    ndb: "18101",
    name: "Chocolate cake",
    synonyms: ["chocolate cake", "cake", "slice of cake"],
    portions: grams({ slice: 95 }),
  },
  {
    ...sr,
    id: "cheesecake", // NDB 18147: Cheesecake commercially prepared
    ndb: "18147",
    name: "Cheesecake",
    synonyms: ["cheesecake"],
    portions: grams({ slice: 125 }),
  },
  {
    ...sr,
    id: "chocolate-pudding", // NDB 19183: Puddings, chocolate, ready-to-eat
    ndb: "19183",
    name: "Chocolate pudding",
    synonyms: ["chocolate pudding", "pudding cup", "pudding"],
    portions: grams({ container: 108 }),
  },
];
