import { grams } from "../grams";
import type { Food } from "../types";

// Pasta, Mexican and Latin dishes, pizza.
// Per-100 g values from USDA FoodData Central; an NDB number names the SR Legacy food they come from.
const sr = { category: "dishes", source: "FDC SR Legacy" } as const;

export const DISHES_MAINS: readonly Food[] = [
  {
    ...sr,
    id: "chili-con-carne", // NDB 21042: Fast foods, chili con carne
    name: "Chili con carne",
    proteinPer100g: 9.73,
    kcalPer100g: 101,
    synonyms: ["chili con carne", "chili", "chilli", "chilli con carne", "beef chili", "chili with beans"],
    portions: grams({ cup: 253 }),
  },
  {
    ...sr,
    id: "lasagna", // NDB 22916: Lasagna with meat & sauce, frozen entree
    ndb: "22916",
    name: "Lasagna with meat",
    proteinPer100g: 8.26,
    kcalPer100g: 127,
    synonyms: ["lasagna", "lasagne", "meat lasagna", "beef lasagna", "lasagna bolognese"],
    portions: grams({ serving: 297 }),
  },
  {
    ...sr,
    id: "lasagna-vegetable", // NDB 22956: Lasagna, Vegetable, frozen, baked
    ndb: "22956",
    name: "Vegetable lasagna",
    proteinPer100g: 6.87,
    kcalPer100g: 139,
    synonyms: ["vegetable lasagna", "veggie lasagna", "vegetarian lasagna"],
    portions: grams({ serving: 227, cup: 226 }),
  },
  {
    ...sr,
    id: "spaghetti-bolognese", // NDB 22401: Spaghetti with meat sauce, frozen entree
    ndb: "22401",
    name: "Spaghetti with meat sauce",
    proteinPer100g: 5.05,
    kcalPer100g: 90,
    synonyms: [
      "spaghetti bolognese",
      "spag bol",
      "spaghetti with meat sauce",
      "bolognese",
      "pasta bolognese",
      "meat sauce pasta",
      "pasta with meat sauce",
    ],
    portions: grams({ serving: 283 }),
  },
  {
    ...sr,
    id: "spaghetti-meatballs", // NDB 22912: Spaghetti, with meatballs, canned
    ndb: "22912",
    name: "Spaghetti and meatballs",
    proteinPer100g: 4.17,
    kcalPer100g: 107,
    synonyms: ["spaghetti and meatballs", "spaghetti with meatballs", "pasta with meatballs"],
    portions: grams({ cup: 255 }),
  },
  {
    ...sr,
    id: "pasta-tomato-sauce", // NDB 22914: Pasta with tomato sauce, no meat, canned
    ndb: "22914",
    name: "Pasta with tomato sauce",
    proteinPer100g: 2.22,
    kcalPer100g: 70,
    synonyms: [
      "pasta with tomato sauce",
      "pasta marinara",
      "spaghetti marinara",
      "pasta pomodoro",
      "spaghetti with tomato sauce",
      "pasta with sauce",
    ],
    portions: grams({ cup: 238 }),
  },
  {
    ...sr,
    id: "mac-and-cheese", // NDB 22970: Macaroni and cheese, frozen entree
    ndb: "22970",
    name: "Macaroni and cheese",
    proteinPer100g: 5.6,
    kcalPer100g: 149,
    synonyms: ["mac and cheese", "macaroni and cheese", "mac n cheese", "mac & cheese", "macaroni cheese"],
    portions: grams({ serving: 283 }),
  },
  {
    ...sr,
    id: "ravioli-meat", // NDB 22900: Ravioli, meat-filled, with tomato sauce or meat sauce, canned
    ndb: "22900",
    name: "Ravioli with meat and tomato sauce",
    proteinPer100g: 3.41,
    kcalPer100g: 99,
    synonyms: ["ravioli", "meat ravioli", "beef ravioli"],
    portions: grams({ cup: 262 }),
  },
  {
    ...sr,
    id: "burrito", // NDB 21063: Fast foods, burrito, with beans and beef
    ndb: "21063",
    name: "Burrito with beans and beef",
    proteinPer100g: 11.52,
    kcalPer100g: 191,
    synonyms: ["burrito", "beef burrito", "bean and beef burrito", "beef and bean burrito", "chicken burrito"],
    portions: grams({ burrito: 241 }),
  },
  {
    ...sr,
    id: "burrito-bean-cheese", // NDB 21061: Fast foods, burrito, with beans and cheese
    ndb: "21061",
    name: "Burrito with beans and cheese",
    proteinPer100g: 7.35,
    kcalPer100g: 205,
    synonyms: ["bean burrito", "bean and cheese burrito", "vegetarian burrito"],
    portions: grams({ burrito: 185 }),
  },
  {
    ...sr,
    id: "taco-beef", // NDB 21082: Fast foods, taco with beef, cheese and lettuce, hard shell
    ndb: "21082",
    name: "Taco, hard shell with beef and cheese",
    proteinPer100g: 8.86,
    kcalPer100g: 226,
    synonyms: ["taco", "beef taco", "hard taco", "hard shell taco", "crunchy taco"],
    portions: grams({ taco: 69 }),
  },
  {
    ...sr,
    id: "taco-chicken-soft", // NDB 21487: Fast foods, taco with chicken, lettuce and cheese, soft
    ndb: "21487",
    name: "Taco, soft with chicken and cheese",
    proteinPer100g: 13.3,
    kcalPer100g: 189,
    synonyms: ["chicken taco", "soft taco", "soft chicken taco"],
    portions: grams({ taco: 98 }),
  },
  {
    ...sr,
    id: "quesadilla-chicken", // NDB 21488: Fast foods, quesadilla, with chicken
    ndb: "21488",
    name: "Quesadilla with chicken",
    proteinPer100g: 15.05,
    kcalPer100g: 294,
    synonyms: ["quesadilla", "chicken quesadilla", "cheese quesadilla"],
    portions: grams({ quesadilla: 180 }),
  },
  {
    ...sr,
    id: "enchilada-beef", // NDB 21075: Fast foods, enchilada, with cheese and beef
    name: "Enchilada with cheese and beef",
    proteinPer100g: 6.21,
    kcalPer100g: 168,
    synonyms: ["enchilada", "beef enchilada", "enchiladas"],
    portions: grams({ enchilada: 192 }),
  },
  {
    ...sr,
    id: "nachos-cheese", // NDB 21078: Fast foods, nachos, with cheese
    ndb: "21078",
    name: "Nachos with cheese",
    proteinPer100g: 8.05,
    kcalPer100g: 306,
    synonyms: ["nachos", "cheese nachos", "nachos with cheese", "loaded nachos"],
    portions: grams({ serving: 113 }),
  },
  {
    ...sr,
    id: "taco-salad", // NDB 21083: Fast foods, taco salad
    ndb: "21083",
    name: "Taco salad",
    proteinPer100g: 6.68,
    kcalPer100g: 141,
    synonyms: ["taco salad"],
    portions: grams({ serving: 198 }),
  },
  {
    ...sr,
    id: "tamale-pork", // NDB 36412: Restaurant, Latino, tamale, pork
    ndb: "36412",
    name: "Tamale, pork",
    proteinPer100g: 7.35,
    kcalPer100g: 174,
    synonyms: ["tamale", "tamales", "pork tamale"],
    portions: grams({ piece: 142 }),
  },
  {
    ...sr,
    id: "empanada-beef", // NDB 36403: Restaurant, Latino, empanadas, beef, prepared
    ndb: "36403",
    name: "Empanada, beef",
    proteinPer100g: 11.31,
    kcalPer100g: 335,
    synonyms: ["empanada", "empanadas", "beef empanada"],
    portions: grams({ piece: 89 }),
  },
  {
    ...sr,
    id: "rice-and-beans", // NDB 36405: Restaurant, Latino, Arroz con frijoles negros (rice and black beans)
    ndb: "36405",
    name: "Rice and black beans",
    proteinPer100g: 4.64,
    kcalPer100g: 151,
    synonyms: [
      "rice and beans",
      "rice and black beans",
      "black beans and rice",
      "arroz con frijoles",
      "beans and rice",
      "gallo pinto",
    ],
    portions: grams({ cup: 146 }),
  },
  {
    ...sr,
    id: "arroz-con-pollo", // NDB 36401: Restaurant, Latino, chicken and rice, entree, prepared
    ndb: "36401",
    name: "Chicken and rice (arroz con pollo)",
    proteinPer100g: 12.02,
    kcalPer100g: 174,
    synonyms: ["arroz con pollo", "chicken and rice casserole", "latin chicken and rice"],
    portions: grams({ cup: 141 }),
  },
  {
    ...sr,
    id: "pizza-cheese", // NDB 21299: Fast Food, Pizza Chain, 14" pizza, cheese topping, regular crust
    ndb: "21299",
    name: "Pizza, cheese (regular crust)",
    proteinPer100g: 11.39,
    kcalPer100g: 266,
    synonyms: ["pizza", "cheese pizza", "pizza slice", "margherita pizza", "margherita", "plain pizza"],
    portions: grams({ slice: 107, whole: 853 }),
  },
  {
    ...sr,
    id: "pizza-pepperoni", // NDB 21302: Fast Food, Pizza Chain, 14" pizza, pepperoni topping, regular crust
    ndb: "21302",
    name: "Pizza, pepperoni (regular crust)",
    proteinPer100g: 11.74,
    kcalPer100g: 282,
    synonyms: ["pepperoni pizza"],
    portions: grams({ slice: 111, whole: 895 }),
  },
  {
    ...sr,
    id: "pizza-supreme", // NDB 21304: Fast Food, Pizza Chain, 14" pizza, meat and vegetable topping, regular crust
    ndb: "21304",
    name: "Pizza, meat and vegetable",
    proteinPer100g: 11.02,
    kcalPer100g: 244,
    synonyms: ["supreme pizza", "meat lovers pizza", "meat pizza", "vegetable pizza", "veggie pizza"],
    portions: grams({ slice: 136, whole: 1168 }),
  },
  {
    ...sr,
    id: "pizza-thin-crust", // NDB 21301: Fast Food, Pizza Chain, 14" pizza, cheese topping, thin crust
    ndb: "21301",
    name: "Pizza, cheese (thin crust)",
    proteinPer100g: 12.85,
    kcalPer100g: 302,
    synonyms: ["thin crust pizza", "thin pizza"],
    portions: grams({ slice: 76, whole: 590 }),
  },
];
