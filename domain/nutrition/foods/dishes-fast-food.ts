import { grams } from "../grams";
import type { Food } from "../types";

// Burgers, sandwiches, salads and Chinese take-out.
// Per-100 g values from USDA FoodData Central; an NDB number names the SR Legacy food they come from.
const sr = { category: "dishes", source: "FDC SR Legacy" } as const;

export const DISHES_FAST_FOOD: readonly Food[] = [
  {
    ...sr,
    id: "hamburger", // NDB 21108: Fast foods, hamburger; single, regular patty; with condiments
    ndb: "21108",
    name: "Hamburger with condiments",
    proteinPer100g: 13.07,
    kcalPer100g: 258,
    synonyms: ["hamburger", "burger", "plain burger", "beef burger", "single burger"],
    portions: grams({ burger: 114 }),
  },
  {
    ...sr,
    id: "cheeseburger", // NDB 21090: Fast foods, cheeseburger; single, regular patty, with condiments
    ndb: "21090",
    name: "Cheeseburger with condiments",
    proteinPer100g: 13.49,
    kcalPer100g: 270,
    synonyms: ["cheeseburger", "cheese burger", "single cheeseburger"],
    portions: grams({ burger: 127 }),
  },
  {
    ...sr,
    id: "double-cheeseburger", // NDB 21395: Fast foods, cheeseburger; double, regular patty; with condiments
    ndb: "21395",
    name: "Double cheeseburger",
    proteinPer100g: 17,
    kcalPer100g: 268,
    synonyms: ["double cheeseburger", "double burger", "double cheese burger"],
    portions: grams({ burger: 173 }),
  },
  {
    ...sr,
    id: "hamburger-large", // NDB 21113: Fast foods, hamburger; single, large patty; with condiments and vegetables
    ndb: "21113",
    name: "Large hamburger with vegetables",
    proteinPer100g: 11.85,
    kcalPer100g: 235,
    synonyms: ["quarter pounder", "big burger", "large hamburger", "whopper", "big mac", "gourmet burger"],
    portions: grams({ burger: 218 }),
  },
  {
    ...sr,
    id: "hot-dog", // NDB 21118: Fast foods, hotdog, plain
    ndb: "21118",
    name: "Hot dog in a bun",
    proteinPer100g: 10.6,
    kcalPer100g: 247,
    synonyms: ["hot dog", "hotdog", "hot dogs"],
    portions: grams({ piece: 98 }),
  },
  {
    ...sr,
    id: "corn-dog", // NDB 21120: Fast foods, hotdog, with corn flour coating (corndog)
    ndb: "21120",
    name: "Corn dog",
    proteinPer100g: 9.6,
    kcalPer100g: 263,
    synonyms: ["corn dog", "corndog"],
    portions: grams({ piece: 175 }),
  },
  {
    ...sr,
    id: "chicken-sandwich-fried", // NDB 21230: Fast Foods, crispy chicken filet sandwich, with lettuce, tomato and mayonnaise
    ndb: "21230",
    name: "Crispy chicken sandwich",
    proteinPer100g: 12.42,
    kcalPer100g: 245,
    synonyms: ["chicken sandwich", "crispy chicken sandwich", "fried chicken sandwich", "mcchicken", "chicken burger"],
    portions: grams({ sandwich: 219 }),
  },
  {
    ...sr,
    id: "chicken-sandwich-grilled", // NDB 21490: Fast Foods, grilled chicken filet sandwich, with lettuce, tomato and spread
    ndb: "21490",
    name: "Grilled chicken sandwich",
    proteinPer100g: 17.34,
    kcalPer100g: 182,
    synonyms: ["grilled chicken sandwich", "grilled chicken burger"],
    portions: grams({ sandwich: 230 }),
  },
  {
    ...sr,
    id: "fish-sandwich", // NDB 21105: Fast foods, fish sandwich, with tartar sauce
    ndb: "21105",
    name: "Fish sandwich with tartar sauce",
    proteinPer100g: 10.72,
    kcalPer100g: 273,
    synonyms: ["fish sandwich", "filet-o-fish", "fish burger", "fish fillet sandwich"],
    portions: grams({ sandwich: 158 }),
  },
  {
    ...sr,
    id: "roast-beef-sandwich", // NDB 21121: Fast foods, roast beef sandwich, plain
    ndb: "21121",
    name: "Roast beef sandwich",
    proteinPer100g: 15.47,
    kcalPer100g: 249,
    synonyms: ["roast beef sandwich", "beef sandwich"],
    portions: grams({ sandwich: 139 }),
  },
  {
    ...sr,
    id: "steak-sandwich", // NDB 21123: Sandwiches and burgers, steak sandwich
    name: "Steak sandwich",
    proteinPer100g: 14.87,
    kcalPer100g: 225,
    synonyms: ["steak sandwich", "philly cheesesteak", "cheesesteak", "steak sub"],
    portions: grams({ sandwich: 204 }),
  },
  {
    ...sr,
    id: "ham-and-cheese-sandwich", // NDB 21116: Fast foods, ham and cheese sandwich
    name: "Ham and cheese sandwich",
    proteinPer100g: 14.17,
    kcalPer100g: 241,
    synonyms: ["ham and cheese sandwich", "ham sandwich", "toastie", "croque monsieur"],
    portions: grams({ sandwich: 146 }),
  },
  {
    ...sr,
    id: "sub-sandwich", // NDB 21124: Fast foods, submarine sandwich, with cold cuts
    ndb: "21124",
    name: "Submarine sandwich with cold cuts",
    proteinPer100g: 9.58,
    kcalPer100g: 200,
    synonyms: ["sub", "sub sandwich", "submarine sandwich", "hoagie", "italian sub", "subway sandwich", "cold cut sub"],
    portions: grams({ sandwich: 228 }),
  },
  {
    ...sr,
    id: "tuna-sub", // NDB 21126: Fast foods, submarine sandwich, with tuna salad
    ndb: "21126",
    name: "Submarine sandwich with tuna salad",
    proteinPer100g: 11.6,
    kcalPer100g: 228,
    synonyms: ["tuna sub", "tuna sandwich", "tuna melt"],
    portions: grams({ sandwich: 256 }),
  },
  {
    ...sr,
    id: "club-sandwich", // NDB 21461: Fast foods, grilled chicken, bacon and tomato club sandwich, with cheese, lettuce, and mayonnaise
    ndb: "21461",
    name: "Club sandwich with chicken and bacon",
    proteinPer100g: 17.19,
    kcalPer100g: 220,
    synonyms: ["club sandwich", "chicken club", "chicken bacon sandwich", "blt"],
    portions: grams({ sandwich: 268 }),
  },
  {
    ...sr,
    id: "caesar-salad-chicken", // NDB 21370: McDONALD'S, Caesar Salad with Grilled Chicken
    name: "Caesar salad with grilled chicken (no dressing)",
    proteinPer100g: 9.82,
    kcalPer100g: 71,
    synonyms: ["chicken caesar salad", "grilled chicken caesar salad", "caesar salad with chicken", "chicken caesar"],
    portions: grams({ salad: 311 }),
  },
  {
    ...sr,
    id: "caesar-salad", // NDB 21372: McDONALD'S, Caesar Salad without chicken
    name: "Caesar salad (no dressing)",
    proteinPer100g: 3.18,
    kcalPer100g: 44,
    synonyms: ["caesar salad", "caesar"],
    portions: grams({ salad: 213 }),
  },
  {
    ...sr,
    id: "salad-chicken", // NDB 21054: Fast foods, salad, vegetable, tossed, without dressing, with chicken
    name: "Green salad with chicken (no dressing)",
    proteinPer100g: 8,
    kcalPer100g: 48,
    synonyms: [
      "salad with chicken",
      "grilled chicken salad",
      "chicken salad",
      "green salad with chicken",
      "chicken garden salad",
    ],
    portions: grams({ serving: 218 }),
  },
  {
    ...sr,
    id: "general-tsos-chicken", // NDB 36618: Restaurant, Chinese, general tso's chicken
    ndb: "36618",
    name: "General Tso's chicken",
    proteinPer100g: 12.9,
    kcalPer100g: 295,
    synonyms: ["general tso's chicken", "general tso chicken", "general tsos", "orange chicken", "sesame chicken"],
    portions: grams({ order: 535, piece: 17.7 }),
  },
  {
    ...sr,
    id: "kung-pao-chicken", // NDB 36619: Restaurant, Chinese, kung pao chicken
    ndb: "36619",
    name: "Kung pao chicken",
    proteinPer100g: 9.76,
    kcalPer100g: 129,
    synonyms: ["kung pao chicken", "kung pao", "gong bao chicken"],
    portions: grams({ order: 604 }),
  },
  {
    ...sr,
    id: "sweet-and-sour-chicken", // NDB 36621: Restaurant, Chinese, sweet and sour chicken
    ndb: "36621",
    name: "Sweet and sour chicken",
    proteinPer100g: 10.1,
    kcalPer100g: 250,
    synonyms: ["sweet and sour chicken", "sweet & sour chicken"],
    portions: grams({ order: 706, piece: 18.3 }),
  },
  {
    ...sr,
    id: "sweet-and-sour-pork", // NDB 36622: Restaurant, Chinese, sweet and sour pork
    ndb: "36622",
    name: "Sweet and sour pork",
    proteinPer100g: 8.91,
    kcalPer100g: 270,
    synonyms: ["sweet and sour pork", "sweet & sour pork"],
    portions: grams({ order: 609, piece: 14 }),
  },
  {
    ...sr,
    id: "chicken-chow-mein", // NDB 36623: Restaurant, Chinese, chicken chow mein
    ndb: "36623",
    name: "Chicken chow mein",
    proteinPer100g: 6.76,
    kcalPer100g: 85,
    synonyms: ["chow mein", "chicken chow mein", "lo mein", "chicken lo mein", "stir fried noodles"],
    portions: grams({ order: 604, cup: 200 }),
  },
  {
    ...sr,
    id: "beef-and-broccoli", // NDB 36603: Restaurant, Chinese, beef and vegetables
    ndb: "36603",
    name: "Beef and vegetables stir-fry (Chinese)",
    proteinPer100g: 7.08,
    kcalPer100g: 105,
    synonyms: ["beef and broccoli", "beef with broccoli", "beef stir fry", "mongolian beef"],
    portions: grams({ order: 574 }),
  },
  {
    ...sr,
    id: "shrimp-stir-fry", // NDB 36620: Restaurant, Chinese, shrimp and vegetables
    ndb: "36620",
    name: "Shrimp and vegetables stir-fry (Chinese)",
    proteinPer100g: 5.9,
    kcalPer100g: 78,
    synonyms: ["shrimp stir fry", "prawn stir fry", "shrimp with vegetables"],
    portions: grams({ order: 601 }),
  },
  {
    ...sr,
    id: "fried-rice", // NDB 36602: Restaurant, Chinese, fried rice
    ndb: "36602",
    name: "Fried rice",
    proteinPer100g: 4.67,
    kcalPer100g: 163,
    synonyms: ["fried rice", "egg fried rice", "chicken fried rice", "special fried rice", "nasi goreng"],
    portions: grams({ cup: 140 }),
  },
  {
    ...sr,
    id: "egg-roll", // NDB 36601: Restaurant, Chinese, egg rolls, assorted
    ndb: "36601",
    name: "Egg roll",
    proteinPer100g: 8.28,
    kcalPer100g: 250,
    synonyms: ["egg roll", "egg rolls", "spring roll", "spring rolls"],
    portions: grams({ piece: 89 }),
  },
];
