import { grams } from "../grams";
import type { FoodEntry } from "../types";

// Burgers, sandwiches, salads and Chinese take-out.
// Everyday names of USDA SR28 foods: `ndb` names the SR28 food, whose per-100 g values table.ts uses.
const sr = { category: "dishes" } as const;

export const DISHES_FAST_FOOD: readonly FoodEntry[] = [
  {
    ...sr,
    id: "hamburger", // NDB 21108: Fast foods, hamburger; single, regular patty; with condiments
    ndb: "21108",
    name: "Hamburger with condiments",
    synonyms: ["hamburger", "burger", "plain burger", "beef burger", "single burger"],
    portions: grams({ burger: 114 }),
  },
  {
    ...sr,
    id: "cheeseburger", // NDB 21090: Fast foods, cheeseburger; single, regular patty, with condiments
    ndb: "21090",
    name: "Cheeseburger with condiments",
    synonyms: ["cheeseburger", "cheese burger", "single cheeseburger"],
    portions: grams({ burger: 127 }),
  },
  {
    ...sr,
    id: "double-cheeseburger", // NDB 21395: Fast foods, cheeseburger; double, regular patty; with condiments
    ndb: "21395",
    name: "Double cheeseburger",
    synonyms: ["double cheeseburger", "double burger", "double cheese burger"],
    portions: grams({ burger: 173 }),
  },
  {
    ...sr,
    id: "hamburger-large", // NDB 21113: Fast foods, hamburger; single, large patty; with condiments and vegetables
    ndb: "21113",
    name: "Large hamburger with vegetables",
    synonyms: ["quarter pounder", "big burger", "large hamburger", "whopper", "big mac", "gourmet burger"],
    portions: grams({ burger: 218 }),
  },
  {
    ...sr,
    id: "hot-dog", // NDB 21118: Fast foods, hotdog, plain
    ndb: "21118",
    name: "Hot dog in a bun",
    synonyms: ["hot dog", "hotdog", "hot dogs"],
    portions: grams({ piece: 98 }),
  },
  {
    ...sr,
    id: "corn-dog", // NDB 21120: Fast foods, hotdog, with corn flour coating (corndog)
    ndb: "21120",
    name: "Corn dog",
    synonyms: ["corn dog", "corndog"],
    portions: grams({ piece: 175 }),
  },
  {
    ...sr,
    id: "chicken-sandwich-fried", // NDB 21230: Fast Foods, crispy chicken filet sandwich, with lettuce, tomato and mayonnaise
    ndb: "21230",
    name: "Crispy chicken sandwich",
    synonyms: ["chicken sandwich", "crispy chicken sandwich", "fried chicken sandwich", "mcchicken", "chicken burger"],
    portions: grams({ sandwich: 219 }),
  },
  {
    ...sr,
    id: "chicken-sandwich-grilled", // NDB 21490: Fast Foods, grilled chicken filet sandwich, with lettuce, tomato and spread
    ndb: "21490",
    name: "Grilled chicken sandwich",
    synonyms: ["grilled chicken sandwich", "grilled chicken burger"],
    portions: grams({ sandwich: 230 }),
  },
  {
    ...sr,
    id: "fish-sandwich", // NDB 21105: Fast foods, fish sandwich, with tartar sauce
    ndb: "21105",
    name: "Fish sandwich with tartar sauce",
    synonyms: ["fish sandwich", "filet-o-fish", "fish burger", "fish fillet sandwich"],
    portions: grams({ sandwich: 158 }),
  },
  {
    ...sr,
    id: "roast-beef-sandwich", // NDB 21121: Fast foods, roast beef sandwich, plain
    ndb: "21121",
    name: "Roast beef sandwich",
    synonyms: ["roast beef sandwich", "beef sandwich"],
    portions: grams({ sandwich: 139 }),
  },
  {
    ...sr,
    id: "sub-sandwich", // NDB 21124: Fast foods, submarine sandwich, with cold cuts
    ndb: "21124",
    name: "Submarine sandwich with cold cuts",
    synonyms: ["sub", "sub sandwich", "submarine sandwich", "hoagie", "italian sub", "subway sandwich", "cold cut sub"],
    portions: grams({ sandwich: 228 }),
  },
  {
    ...sr,
    id: "tuna-sub", // NDB 21126: Fast foods, submarine sandwich, with tuna salad
    ndb: "21126",
    name: "Submarine sandwich with tuna salad",
    synonyms: ["tuna sub", "tuna sandwich", "tuna melt"],
    portions: grams({ sandwich: 256 }),
  },
  {
    ...sr,
    id: "club-sandwich", // NDB 21461: Fast foods, grilled chicken, bacon and tomato club sandwich, with cheese, lettuce, and mayonnaise
    ndb: "21461",
    name: "Club sandwich with chicken and bacon",
    synonyms: ["club sandwich", "chicken club", "chicken bacon sandwich", "blt"],
    portions: grams({ sandwich: 268 }),
  },
  {
    ...sr,
    id: "general-tsos-chicken", // NDB 36618: Restaurant, Chinese, general tso's chicken
    ndb: "36618",
    name: "General Tso's chicken",
    synonyms: ["general tso's chicken", "general tso chicken", "general tsos", "orange chicken", "sesame chicken"],
    portions: grams({ order: 535, piece: 17.7 }),
  },
  {
    ...sr,
    id: "kung-pao-chicken", // NDB 36619: Restaurant, Chinese, kung pao chicken
    ndb: "36619",
    name: "Kung pao chicken",
    synonyms: ["kung pao chicken", "kung pao", "gong bao chicken"],
    portions: grams({ order: 604 }),
  },
  {
    ...sr,
    id: "sweet-and-sour-chicken", // NDB 36621: Restaurant, Chinese, sweet and sour chicken
    ndb: "36621",
    name: "Sweet and sour chicken",
    synonyms: ["sweet and sour chicken", "sweet & sour chicken"],
    portions: grams({ order: 706, piece: 18.3 }),
  },
  {
    ...sr,
    id: "sweet-and-sour-pork", // NDB 36622: Restaurant, Chinese, sweet and sour pork
    ndb: "36622",
    name: "Sweet and sour pork",
    synonyms: ["sweet and sour pork", "sweet & sour pork"],
    portions: grams({ order: 609, piece: 14 }),
  },
  {
    ...sr,
    id: "chicken-chow-mein", // NDB 36623: Restaurant, Chinese, chicken chow mein
    ndb: "36623",
    name: "Chicken chow mein",
    synonyms: ["chow mein", "chicken chow mein", "lo mein", "chicken lo mein", "stir fried noodles"],
    portions: grams({ order: 604, cup: 200 }),
  },
  {
    ...sr,
    id: "beef-and-broccoli", // NDB 36603: Restaurant, Chinese, beef and vegetables
    ndb: "36603",
    name: "Beef and vegetables stir-fry (Chinese)",
    synonyms: ["beef and broccoli", "beef with broccoli", "beef stir fry", "mongolian beef"],
    portions: grams({ order: 574 }),
  },
  {
    ...sr,
    id: "shrimp-stir-fry", // NDB 36620: Restaurant, Chinese, shrimp and vegetables
    ndb: "36620",
    name: "Shrimp and vegetables stir-fry (Chinese)",
    synonyms: ["shrimp stir fry", "prawn stir fry", "shrimp with vegetables"],
    portions: grams({ order: 601 }),
  },
  {
    ...sr,
    id: "fried-rice", // NDB 36602: Restaurant, Chinese, fried rice
    ndb: "36602",
    name: "Fried rice",
    synonyms: ["fried rice", "egg fried rice", "chicken fried rice", "special fried rice", "nasi goreng"],
    portions: grams({ cup: 140 }),
  },
  {
    ...sr,
    id: "egg-roll", // NDB 36601: Restaurant, Chinese, egg rolls, assorted
    ndb: "36601",
    name: "Egg roll",
    synonyms: ["egg roll", "egg rolls", "spring roll", "spring rolls"],
    portions: grams({ piece: 89 }),
  },
];
