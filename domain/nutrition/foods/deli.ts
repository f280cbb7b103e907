import { grams } from "../grams";
import type { FoodEntry } from "../types";

// Deli meats, hot dogs and meat snacks.
// Everyday names of USDA SR28 foods: `ndb` names the SR28 food, whose per-100 g values table.ts uses.
const sr = { category: "deli" } as const;

export const DELI: readonly FoodEntry[] = [
  {
    ...sr,
    id: "deli-turkey", // NDB 07046: Turkey breast, low salt, prepackaged or deli, luncheon meat
    ndb: "07046",
    name: "Turkey breast, deli sliced",
    synonyms: [
      "deli turkey",
      "sliced turkey",
      "turkey slices",
      "turkey breast slices",
      "turkey lunch meat",
      "turkey deli meat",
      "turkey cold cuts",
      "sliced turkey breast",
    ],
    portions: grams({ slice: 28 }),
  },
  {
    ...sr,
    id: "smoked-turkey", // NDB 43391: Turkey, light or dark meat, smoked, cooked, skin and bone removed
    ndb: "43391",
    name: "Smoked turkey, sliced",
    synonyms: ["smoked turkey", "smoked turkey breast"],
    portions: grams({ slice: 28 }),
  },
  {
    ...sr,
    id: "deli-chicken", // NDB 07933: Chicken breast, oven-roasted, fat-free, sliced
    ndb: "07933",
    name: "Chicken breast, deli sliced",
    synonyms: ["deli chicken", "sliced chicken", "chicken slices", "chicken lunch meat", "sliced chicken breast"],
    portions: grams({ slice: 21 }),
  },
  {
    ...sr,
    id: "ham-sliced", // NDB 07029: Ham, sliced, regular (approximately 11% fat)
    ndb: "07029",
    name: "Ham, deli sliced",
    synonyms: ["ham", "sliced ham", "deli ham", "ham slices", "lunch meat", "cold cuts", "sandwich ham"],
    portions: grams({ slice: 28 }),
  },
  {
    ...sr,
    id: "ham-lean-sliced", // NDB 07028: Ham, sliced, prepackaged (96% fat free, water added)
    ndb: "07028",
    name: "Ham, extra lean, deli sliced",
    synonyms: ["lean ham", "extra lean ham", "96% fat free ham", "low fat ham"],
    portions: grams({ slice: 24 }),
  },
  {
    ...sr,
    id: "roast-beef-deli", // NDB 07043: Luncheon meat, beef, thin sliced
    ndb: "07043",
    name: "Roast beef, deli sliced",
    synonyms: ["roast beef", "deli roast beef", "sliced roast beef", "roast beef slices"],
    portions: grams({ slice: 14, serving: 56 }),
  },
  {
    ...sr,
    id: "pastrami", // NDB 13355: Beef, cured, pastrami
    ndb: "13355",
    name: "Pastrami, beef",
    synonyms: ["pastrami", "beef pastrami"],
    portions: grams({ slice: 28 }),
  },
  {
    ...sr,
    id: "salami", // NDB 07072: Salami, dry or hard, pork, beef
    ndb: "07072",
    name: "Salami, dry (pork and beef)",
    synonyms: ["salami", "hard salami", "genoa salami", "dry salami"],
    portions: grams({ slice: 9 }),
  },
  {
    ...sr,
    id: "pepperoni", // NDB 07057: Pepperoni, pork, beef
    ndb: "07057",
    name: "Pepperoni",
    synonyms: ["pepperoni", "pepperoni slices"],
    portions: grams({ slice: 2, serving: 28 }),
  },
  {
    ...sr,
    id: "bologna", // NDB 07008: Bologna, beef and pork
    ndb: "07008",
    name: "Bologna, beef and pork",
    synonyms: ["bologna", "baloney", "polony"],
    portions: grams({ slice: 28 }),
  },
  {
    ...sr,
    id: "mortadella", // NDB 07050: Mortadella, beef, pork
    ndb: "07050",
    name: "Mortadella",
    synonyms: ["mortadella"],
    portions: grams({ slice: 15 }),
  },
  {
    ...sr,
    id: "frankfurter", // NDB 07022: Frankfurter, beef, unheated
    ndb: "07022",
    name: "Frankfurter, beef and pork",
    synonyms: ["frankfurter", "hot dog sausage", "wiener", "frank", "vienna sausage"],
    portions: grams({ piece: 45 }),
  },
  {
    ...sr,
    id: "turkey-frankfurter", // NDB 07025: Frankfurter, turkey
    ndb: "07025",
    name: "Frankfurter, turkey",
    synonyms: ["turkey hot dog", "turkey frank", "turkey frankfurter", "turkey wiener"],
    portions: grams({ piece: 45 }),
  },
  {
    ...sr,
    id: "chicken-frankfurter", // NDB 07024: Frankfurter, chicken
    ndb: "07024",
    name: "Frankfurter, chicken",
    synonyms: ["chicken hot dog", "chicken frank", "chicken frankfurter", "chicken wiener"],
    portions: grams({ piece: 45 }),
  },
  {
    ...sr,
    id: "kielbasa", // NDB 07970: Kielbasa, fully cooked, unheated
    ndb: "07970",
    name: "Kielbasa, smoked sausage",
    synonyms: ["kielbasa", "polish sausage", "smoked sausage", "kolbasa"],
    portions: grams({ link: 75 }),
  },
  {
    ...sr,
    id: "turkey-bacon", // NDB 07254: LOUIS RICH, Turkey Bacon
    ndb: "07254",
    name: "Turkey bacon",
    synonyms: ["turkey bacon"],
    portions: grams({ slice: 14 }),
  },
  {
    ...sr,
    id: "turkey-sausage-cooked", // NDB 07958: Turkey sausage, fresh, cooked
    ndb: "07958",
    name: "Turkey sausage (cooked)",
    synonyms: ["turkey sausage", "turkey sausages"],
    portions: grams({ serving: 57 }),
  },
  {
    ...sr,
    id: "turkey-ham", // NDB 42128: Turkey ham, sliced, extra lean, prepackaged or deli-sliced
    ndb: "42128",
    name: "Turkey ham, sliced",
    synonyms: ["turkey ham"],
    portions: grams({ slice: 28 }),
  },
  {
    ...sr,
    id: "spam", // NDB 07908: Luncheon meat, pork with ham, minced, canned, includes SPAM (Hormel)
    ndb: "07908",
    name: "Luncheon meat, pork with ham (Spam)",
    synonyms: ["spam", "luncheon meat", "canned luncheon meat", "canned ham"],
    portions: grams({ slice: 56 }),
  },
  {
    ...sr,
    id: "beef-jerky", // NDB 19002: Snacks, beef jerky, chopped and formed
    ndb: "19002",
    name: "Beef jerky",
    synonyms: ["beef jerky", "jerky", "biltong", "meat snack"],
    portions: grams({ serving: 28, piece: 20 }),
  },
  {
    ...sr,
    id: "corned-beef-canned", // NDB 13348: Beef, cured, corned beef, canned
    ndb: "13348",
    name: "Corned beef, canned",
    synonyms: ["canned corned beef", "tinned corned beef", "bully beef"],
    portions: grams({ slice: 21, serving: 56 }),
  },
];
