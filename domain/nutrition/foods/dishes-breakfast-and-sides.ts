import { grams } from "../grams";
import type { FoodEntry } from "../types";

// Breakfast dishes, sides, dips and soups.
// Everyday names of USDA SR28 foods: `ndb` names the SR28 food, whose per-100 g values table.ts uses.
const sr = { category: "dishes" } as const;

export const DISHES_BREAKFAST_AND_SIDES: readonly FoodEntry[] = [
  {
    ...sr,
    id: "oatmeal", // NDB 08121: Cereals, oats, regular and quick, unenriched, cooked with water (includes boiling and microwaving), without salt
    ndb: "08121",
    name: "Oatmeal, cooked with water",
    synonyms: ["oatmeal", "porridge", "cooked oats", "oat porridge", "hot oatmeal", "bowl of oatmeal"],
    portions: grams({ cup: 234 }),
  },
  {
    ...sr,
    id: "scrambled-eggs", // NDB 01132: Egg, whole, cooked, scrambled
    ndb: "01132",
    name: "Scrambled eggs",
    synonyms: ["scrambled eggs", "scrambled egg", "egg scramble", "eggs scrambled"],
    portions: grams({ serving: 122, egg: 61, cup: 220 }),
  },
  {
    ...sr,
    id: "omelette", // NDB 01130: Egg, whole, cooked, omelet
    ndb: "01130",
    name: "Omelette, plain",
    synonyms: ["omelette", "omelet", "egg omelette", "plain omelette", "cheese omelette", "veggie omelette"],
    portions: grams({ omelette: 122, egg: 61 }),
  },
  {
    ...sr,
    id: "pancakes", // NDB 18293: Pancakes, plain, prepared from recipe
    ndb: "18293",
    name: "Pancakes, plain",
    synonyms: ["pancake", "pancakes", "buttermilk pancakes", "hotcakes", "flapjacks"],
    portions: grams({ pancake: 77, small: 38 }),
  },
  {
    ...sr,
    id: "waffles", // NDB 18367: Waffles, plain, prepared from recipe
    ndb: "18367",
    name: "Waffle, plain",
    synonyms: ["waffle", "waffles", "belgian waffle"],
    portions: grams({ waffle: 75 }),
  },
  {
    ...sr,
    id: "french-toast", // NDB 18269: French toast, prepared from recipe, made with low fat (2%) milk
    ndb: "18269",
    name: "French toast",
    synonyms: ["french toast", "eggy bread"],
    portions: grams({ slice: 65 }),
  },
  {
    ...sr,
    id: "breakfast-sandwich", // NDB 21021: Fast foods, english muffin, with egg, cheese, and canadian bacon
    ndb: "21021",
    name: "English muffin with egg, cheese and Canadian bacon",
    synonyms: ["breakfast sandwich", "egg mcmuffin", "egg muffin", "breakfast muffin", "mcmuffin"],
    portions: grams({ sandwich: 139 }),
  },
  {
    ...sr,
    id: "yogurt-parfait", // NDB 21463: Yogurt parfait, lowfat, with fruit and granola
    ndb: "21463",
    name: "Yogurt parfait with fruit and granola",
    synonyms: ["yogurt parfait", "parfait", "granola yogurt"],
    portions: grams({ serving: 149 }),
  },
  {
    ...sr,
    id: "hummus", // NDB 16158: Hummus, commercial
    ndb: "16158",
    name: "Hummus",
    synonyms: ["hummus", "houmous", "humus", "hommus"],
    portions: grams({ serving: 30, tbsp: 15, cup: 246 }),
  },
  {
    ...sr,
    id: "falafel", // NDB 16138: Falafel, home-prepared
    ndb: "16138",
    name: "Falafel",
    synonyms: ["falafel", "felafel", "falafel ball"],
    portions: grams({ piece: 17 }),
  },
  {
    ...sr,
    id: "french-fries", // NDB 21138: Fast foods, potato, french fried in vegetable oil
    ndb: "21138",
    name: "French fries",
    synonyms: ["french fries", "fries", "chips", "hot chips", "frites", "shoestring fries"],
    portions: grams({ medium: 134, small: 85, large: 169 }),
  },
  {
    ...sr,
    id: "onion-rings", // NDB 21130: Fast foods, onion rings, breaded and fried
    ndb: "21130",
    name: "Onion rings, breaded and fried",
    synonyms: ["onion rings", "onion ring"],
    portions: grams({ serving: 83 }),
  },
  {
    ...sr,
    id: "potato-salad", // NDB 11414: Potato salad, home-prepared
    ndb: "11414",
    name: "Potato salad",
    synonyms: ["potato salad"],
    portions: grams({ cup: 250 }),
  },
  {
    ...sr,
    id: "coleslaw", // NDB 21127: Fast foods, coleslaw
    ndb: "21127",
    name: "Coleslaw",
    synonyms: ["coleslaw", "cole slaw", "slaw"],
    portions: grams({ cup: 120 }),
  },
  {
    ...sr,
    id: "mozzarella-sticks", // NDB 36012: Restaurant, family style, fried mozzarella sticks
    ndb: "36012",
    name: "Mozzarella sticks, fried",
    synonyms: ["mozzarella sticks", "fried mozzarella", "mozzarella stick", "cheese sticks"],
    portions: grams({ piece: 31 }),
  },
  {
    ...sr,
    id: "tuna-salad", // NDB 15128: Fish, tuna salad
    ndb: "15128",
    name: "Tuna salad",
    synonyms: ["tuna salad", "tuna mayo", "tuna mayonnaise"],
    portions: grams({ cup: 205, serving: 85 }),
  },
  {
    ...sr,
    id: "chicken-noodle-soup", // NDB 06018: Soup, chunky chicken noodle, canned, ready-to-serve
    ndb: "06018",
    name: "Chicken noodle soup",
    synonyms: ["chicken noodle soup", "chicken soup", "chicken noodle"],
    portions: grams({ cup: 243 }),
  },
  {
    ...sr,
    id: "lentil-soup", // NDB 06037: Soup, lentil with ham, canned, ready-to-serve
    ndb: "06037",
    name: "Lentil soup",
    synonyms: ["lentil soup", "lentil and ham soup"],
    portions: grams({ cup: 248 }),
  },
  {
    ...sr,
    id: "minestrone", // NDB 06039: Soup, minestrone, canned, chunky, ready-to-serve
    ndb: "06039",
    name: "Minestrone soup",
    synonyms: ["minestrone", "minestrone soup", "vegetable soup"],
    portions: grams({ cup: 240 }),
  },
  {
    ...sr,
    id: "tomato-soup", // NDB 06559: Soup, tomato, canned, prepared with equal volume water, commercial
    ndb: "06559",
    name: "Tomato soup",
    synonyms: ["tomato soup", "cream of tomato soup"],
    portions: grams({ cup: 248 }),
  },
  {
    ...sr,
    id: "clam-chowder", // NDB 06230: Soup, clam chowder, new england, canned, prepared with equal volume low fat (2%) milk
    ndb: "06230",
    name: "Clam chowder, New England",
    synonyms: ["clam chowder", "new england clam chowder", "chowder"],
    portions: grams({ cup: 252 }),
  },
  {
    ...sr,
    id: "split-pea-soup", // NDB 06451: Soup, pea, split with ham, canned, prepared with equal volume water
    ndb: "06451",
    name: "Split pea soup with ham",
    synonyms: ["split pea soup", "pea soup", "pea and ham soup"],
    portions: grams({ cup: 253 }),
  },
  {
    ...sr,
    id: "black-bean-soup", // NDB 36413: Restaurant, Latino, black bean soup
    ndb: "36413",
    name: "Black bean soup",
    synonyms: ["black bean soup", "bean soup"],
    portions: grams({ cup: 246 }),
  },
  {
    ...sr,
    id: "beef-vegetable-soup", // NDB 06749: Soup, beef and vegetables, canned, ready-to-serve
    ndb: "06749",
    name: "Beef and vegetable soup",
    synonyms: ["beef soup", "beef vegetable soup", "vegetable beef soup", "beef and vegetable soup"],
    portions: grams({ cup: 250 }),
  },
  {
    ...sr,
    id: "beef-stew", // NDB 22905: Beef stew, canned entree
    ndb: "22905",
    name: "Beef stew",
    synonyms: ["beef stew", "stew", "irish stew"],
    portions: grams({ cup: 196 }),
  },
  {
    ...sr,
    id: "chicken-pot-pie", // NDB 22906: Chicken pot pie, frozen entree, prepared
    ndb: "22906",
    name: "Chicken pot pie",
    synonyms: ["chicken pot pie", "pot pie", "chicken pie"],
    portions: grams({ pie: 234 }),
  },
];
