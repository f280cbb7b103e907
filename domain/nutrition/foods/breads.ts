import { grams } from "../grams";
import type { FoodEntry } from "../types";

// Breads, rolls, tortillas and crackers.
// Everyday names of USDA SR28 foods: `ndb` names the SR28 food, whose per-100 g values table.ts uses.
const sr = { category: "breads-cereals" } as const;

export const BREADS: readonly FoodEntry[] = [
  {
    ...sr,
    id: "bread-white", // NDB 18069: Bread, white, commercially prepared (includes soft bread crumbs)
    ndb: "18069",
    name: "White bread",
    synonyms: ["bread", "white bread", "toast", "sandwich bread", "white toast", "sliced bread", "toasted bread"],
    portions: grams({ slice: 28 }),
  },
  {
    ...sr,
    id: "bread-whole-wheat", // NDB 18075: Bread, whole-wheat, commercially prepared
    ndb: "18075",
    name: "Whole wheat bread",
    synonyms: [
      "whole wheat bread",
      "wholemeal bread",
      "wholewheat bread",
      "brown bread",
      "whole wheat toast",
      "whole grain bread",
      "wholemeal toast",
    ],
    // SR28's one measure: 1 slice, 32 g.
    portions: grams({ slice: 32 }),
  },
  {
    ...sr,
    id: "bread-wheat", // NDB 18064: Bread, wheat
    ndb: "18064",
    name: "Wheat bread",
    synonyms: ["wheat bread", "wheat toast"],
    portions: grams({ slice: 29 }),
  },
  {
    ...sr,
    id: "bread-multigrain", // NDB 28397: Bread, multi-grain (includes whole-grain)
    ndb: "28397",
    name: "Multigrain bread",
    synonyms: ["multigrain bread", "multi-grain bread", "seeded bread", "granary bread", "multigrain toast"],
    portions: grams({ slice: 26 }),
  },
  {
    ...sr,
    id: "bread-rye", // NDB 18060: Bread, rye
    ndb: "18060",
    name: "Rye bread",
    synonyms: ["rye bread", "rye", "rye toast", "pumpernickel"],
    portions: grams({ slice: 32 }),
  },
  {
    ...sr,
    id: "bread-sourdough", // NDB 18029: Bread, french or vienna (includes sourdough)
    ndb: "18029",
    name: "Sourdough or French bread",
    synonyms: ["sourdough", "sourdough bread", "french bread", "baguette", "crusty bread", "sourdough toast"],
    portions: grams({ slice: 32 }),
  },
  {
    ...sr,
    id: "bread-italian", // NDB 18033: Bread, italian
    ndb: "18033",
    name: "Italian bread",
    synonyms: ["italian bread", "ciabatta", "focaccia"],
    portions: grams({ slice: 30 }),
  },
  {
    ...sr,
    id: "bagel", // NDB 18001: Bagels, plain, enriched, with calcium propionate (includes onion, poppy, sesame)
    ndb: "18001",
    name: "Bagel, plain",
    synonyms: ["bagel", "plain bagel", "sesame bagel", "everything bagel", "onion bagel"],
    portions: grams({ medium: 105, small: 69, large: 131 }),
  },
  {
    ...sr,
    id: "english-muffin", // NDB 18258: English muffins, plain, enriched, with ca prop (includes sourdough)
    ndb: "18258",
    name: "English muffin",
    synonyms: ["english muffin", "english muffins"],
    portions: grams({ muffin: 57 }),
  },
  {
    ...sr,
    id: "pita", // NDB 18041: Bread, pita, white, enriched
    ndb: "18041",
    name: "Pita bread, white",
    synonyms: ["pita", "pita bread", "pitta", "pitta bread"],
    portions: grams({ large: 60, small: 28 }),
  },
  {
    ...sr,
    id: "tortilla-flour", // NDB 18364: Tortillas, ready-to-bake or -fry, flour, refrigerated
    ndb: "18364",
    name: "Flour tortilla",
    synonyms: ["tortilla", "flour tortilla", "wrap", "tortilla wrap", "wheat tortilla"],
    portions: grams({ medium: 47, large: 72, small: 30 }),
  },
  {
    ...sr,
    id: "tortilla-corn", // NDB 18363: Tortillas, ready-to-bake or -fry, corn
    ndb: "18363",
    name: "Corn tortilla",
    synonyms: ["corn tortilla", "corn tortillas", "maize tortilla"],
    portions: grams({ piece: 24 }),
  },
  {
    ...sr,
    id: "bun-hamburger", // NDB 18350: Rolls, hamburger or hotdog, plain
    ndb: "18350",
    name: "Hamburger or hot dog bun",
    synonyms: ["bun", "hamburger bun", "hot dog bun", "burger bun", "brioche bun"],
    portions: grams({ piece: 42 }),
  },
  {
    ...sr,
    id: "dinner-roll", // NDB 18342: Rolls, dinner, plain, commercially prepared (includes brown-and-serve)
    ndb: "18342",
    name: "Dinner roll",
    synonyms: ["roll", "dinner roll", "bread roll", "bap", "bread bun"],
    portions: grams({ piece: 28 }),
  },
  {
    ...sr,
    id: "kaiser-roll", // NDB 18353: Rolls, hard (includes kaiser)
    ndb: "18353",
    name: "Kaiser roll, hard roll",
    synonyms: ["kaiser roll", "hard roll", "crusty roll", "sub roll"],
    portions: grams({ piece: 57 }),
  },
  {
    ...sr,
    id: "croissant", // NDB 18239: Croissants, butter
    ndb: "18239",
    name: "Croissant, butter",
    synonyms: ["croissant", "butter croissant"],
    portions: grams({ medium: 57, small: 42, large: 67 }),
  },
  {
    ...sr,
    id: "naan", // NDB 28307: Bread, naan, plain, commercially prepared, refrigerated
    ndb: "28307",
    name: "Naan bread",
    synonyms: ["naan", "nan bread", "naan bread", "garlic naan"],
    portions: grams({ piece: 90 }),
  },
  {
    ...sr,
    id: "biscuit", // NDB 18009: Biscuits, plain or buttermilk, frozen, baked
    ndb: "18009",
    name: "Biscuit, buttermilk",
    synonyms: ["biscuit", "buttermilk biscuit", "scone"],
    portions: grams({ medium: 51, small: 35, large: 77 }),
  },
  {
    ...sr,
    id: "muffin-blueberry", // NDB 18274: Muffins, blueberry, commercially prepared (Includes mini-muffins)
    ndb: "18274",
    name: "Muffin, blueberry",
    synonyms: ["muffin", "blueberry muffin", "bakery muffin"],
    portions: grams({ medium: 113, small: 66, large: 139 }),
  },
  {
    ...sr,
    id: "cornbread", // NDB 18024: Bread, cornbread, prepared from recipe, made with low fat (2%) milk
    ndb: "18024",
    name: "Cornbread",
    synonyms: ["cornbread", "corn bread"],
    portions: grams({ piece: 65 }),
  },
  {
    ...sr,
    id: "crackers-saltine", // NDB 18228: Crackers, saltines (includes oyster, soda, soup)
    ndb: "18228",
    name: "Saltine crackers",
    synonyms: ["crackers", "saltines", "saltine crackers", "soda crackers", "cracker"],
    portions: grams({ piece: 3, serving: 15 }),
  },
  {
    ...sr,
    id: "crackers-whole-wheat", // NDB 18235: Crackers, whole-wheat
    ndb: "18235",
    name: "Whole wheat crackers",
    synonyms: ["whole wheat crackers", "triscuit", "wholegrain crackers"],
    portions: grams({ piece: 4.6, serving: 28 }),
  },
  {
    ...sr,
    id: "rice-cakes", // NDB 19051: Snacks, rice cakes, brown rice, plain
    ndb: "19051",
    name: "Rice cakes, brown rice",
    synonyms: ["rice cake", "rice cakes", "puffed rice cake"],
    portions: grams({ piece: 9 }),
  },
  {
    ...sr,
    id: "crispbread-rye", // NDB 18216: Crackers, crispbread, rye
    ndb: "18216",
    name: "Rye crispbread",
    synonyms: ["crispbread", "ryvita", "knackebrod", "wasa crackers", "rye crackers"],
    portions: grams({ piece: 10 }),
  },
];
