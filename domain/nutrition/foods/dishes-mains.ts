import { grams } from "../grams";
import type { FoodEntry } from "../types";

// Pasta, Mexican and Latin dishes, pizza.
// Everyday names of USDA SR28 foods: `ndb` names the SR28 food, whose per-100 g values table.ts uses.
const sr = { category: "dishes" } as const;

export const DISHES_MAINS: readonly FoodEntry[] = [
  {
    ...sr,
    id: "chili-con-carne", // NDB 22904: Chili con carne with beans, canned entree
    ndb: "22904",
    name: "Chili con carne",
    synonyms: ["chili con carne", "chili", "chilli", "chilli con carne", "beef chili", "chili with beans"],
    portions: grams({ cup: 253 }),
  },
  {
    ...sr,
    id: "lasagna", // NDB 22916: Lasagna with meat & sauce, frozen entree
    ndb: "22916",
    name: "Lasagna with meat",
    synonyms: ["lasagna", "lasagne", "meat lasagna", "beef lasagna", "lasagna bolognese"],
    portions: grams({ serving: 297 }),
  },
  {
    ...sr,
    id: "lasagna-vegetable", // NDB 22956: Lasagna, Vegetable, frozen, baked
    ndb: "22956",
    name: "Vegetable lasagna",
    synonyms: ["vegetable lasagna", "veggie lasagna", "vegetarian lasagna"],
    portions: grams({ serving: 227, cup: 226 }),
  },
  {
    ...sr,
    id: "spaghetti-bolognese", // NDB 22401: Spaghetti with meat sauce, frozen entree
    ndb: "22401",
    name: "Spaghetti with meat sauce",
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
    synonyms: ["spaghetti and meatballs", "spaghetti with meatballs", "pasta with meatballs"],
    portions: grams({ cup: 255 }),
  },
  {
    ...sr,
    id: "pasta-tomato-sauce", // NDB 22914: Pasta with tomato sauce, no meat, canned
    ndb: "22914",
    name: "Pasta with tomato sauce",
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
    synonyms: ["mac and cheese", "macaroni and cheese", "mac n cheese", "mac & cheese", "macaroni cheese"],
    portions: grams({ serving: 283 }),
  },
  {
    ...sr,
    id: "ravioli-meat", // NDB 22900: Ravioli, meat-filled, with tomato sauce or meat sauce, canned
    ndb: "22900",
    name: "Ravioli with meat and tomato sauce",
    synonyms: ["ravioli", "meat ravioli", "beef ravioli"],
    portions: grams({ cup: 262 }),
  },
  {
    ...sr,
    id: "burrito", // NDB 21063: Fast foods, burrito, with beans and beef
    ndb: "21063",
    name: "Burrito with beans and beef",
    synonyms: ["burrito", "beef burrito", "bean and beef burrito", "beef and bean burrito", "chicken burrito"],
    portions: grams({ burrito: 241 }),
  },
  {
    ...sr,
    id: "burrito-bean-cheese", // NDB 21061: Fast foods, burrito, with beans and cheese
    ndb: "21061",
    name: "Burrito with beans and cheese",
    synonyms: ["bean burrito", "bean and cheese burrito", "vegetarian burrito"],
    portions: grams({ burrito: 185 }),
  },
  {
    ...sr,
    id: "taco-beef", // NDB 21082: Fast foods, taco with beef, cheese and lettuce, hard shell
    ndb: "21082",
    name: "Taco, hard shell with beef and cheese",
    synonyms: ["taco", "beef taco", "hard taco", "hard shell taco", "crunchy taco"],
    portions: grams({ taco: 69 }),
  },
  {
    ...sr,
    id: "taco-chicken-soft", // NDB 21487: Fast foods, taco with chicken, lettuce and cheese, soft
    ndb: "21487",
    name: "Taco, soft with chicken and cheese",
    synonyms: ["chicken taco", "soft taco", "soft chicken taco"],
    portions: grams({ taco: 98 }),
  },
  {
    ...sr,
    id: "quesadilla-chicken", // NDB 21488: Fast foods, quesadilla, with chicken
    ndb: "21488",
    name: "Quesadilla with chicken",
    synonyms: ["quesadilla", "chicken quesadilla", "cheese quesadilla"],
    portions: grams({ quesadilla: 180 }),
  },
  {
    ...sr,
    id: "nachos-cheese", // NDB 21078: Fast foods, nachos, with cheese
    ndb: "21078",
    name: "Nachos with cheese",
    synonyms: ["nachos", "cheese nachos", "nachos with cheese", "loaded nachos"],
    portions: grams({ serving: 113 }),
  },
  {
    ...sr,
    id: "taco-salad", // NDB 21083: Fast foods, taco salad
    ndb: "21083",
    name: "Taco salad",
    synonyms: ["taco salad"],
    portions: grams({ serving: 198 }),
  },
  {
    ...sr,
    id: "tamale-pork", // NDB 36412: Restaurant, Latino, tamale, pork
    ndb: "36412",
    name: "Tamale, pork",
    synonyms: ["tamale", "tamales", "pork tamale"],
    portions: grams({ piece: 142 }),
  },
  {
    ...sr,
    id: "empanada-beef", // NDB 36403: Restaurant, Latino, empanadas, beef, prepared
    ndb: "36403",
    name: "Empanada, beef",
    synonyms: ["empanada", "empanadas", "beef empanada"],
    portions: grams({ piece: 89 }),
  },
  {
    ...sr,
    id: "rice-and-beans", // NDB 36405: Restaurant, Latino, Arroz con frijoles negros (rice and black beans)
    ndb: "36405",
    name: "Rice and black beans",
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
    synonyms: ["arroz con pollo", "chicken and rice casserole", "latin chicken and rice"],
    portions: grams({ cup: 141 }),
  },
  {
    ...sr,
    id: "pizza-cheese", // NDB 21299: Fast Food, Pizza Chain, 14" pizza, cheese topping, regular crust
    ndb: "21299",
    name: "Pizza, cheese (regular crust)",
    synonyms: ["pizza", "cheese pizza", "pizza slice", "margherita pizza", "margherita", "plain pizza"],
    portions: grams({ slice: 107, whole: 853 }),
  },
  {
    ...sr,
    id: "pizza-pepperoni", // NDB 21302: Fast Food, Pizza Chain, 14" pizza, pepperoni topping, regular crust
    ndb: "21302",
    name: "Pizza, pepperoni (regular crust)",
    synonyms: ["pepperoni pizza"],
    portions: grams({ slice: 111, whole: 895 }),
  },
  {
    ...sr,
    id: "pizza-supreme", // NDB 21304: Fast Food, Pizza Chain, 14" pizza, meat and vegetable topping, regular crust
    ndb: "21304",
    name: "Pizza, meat and vegetable",
    synonyms: ["supreme pizza", "meat lovers pizza", "meat pizza", "vegetable pizza", "veggie pizza"],
    portions: grams({ slice: 136, whole: 1168 }),
  },
  {
    ...sr,
    id: "pizza-thin-crust", // NDB 21301: Fast Food, Pizza Chain, 14" pizza, cheese topping, thin crust
    ndb: "21301",
    name: "Pizza, cheese (thin crust)",
    synonyms: ["thin crust pizza", "thin pizza"],
    portions: grams({ slice: 76, whole: 590 }),
  },
];
