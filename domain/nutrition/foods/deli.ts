import { grams } from "../grams";
import type { Food } from "../types";

// Deli meats, hot dogs and meat snacks.
// Per-100 g values from USDA FoodData Central; an NDB number names the SR Legacy food they come from.
const sr = { category: "deli", source: "FDC SR Legacy" } as const;

export const DELI: readonly Food[] = [
  {
    ...sr,
    id: "deli-turkey", // NDB 07046: Turkey breast, low salt, prepackaged or deli, luncheon meat
    ndb: "07046",
    name: "Turkey breast, deli sliced",
    proteinPer100g: 22.81,
    kcalPer100g: 116,
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
    proteinPer100g: 29.3,
    kcalPer100g: 162,
    synonyms: ["smoked turkey", "smoked turkey breast"],
    portions: grams({ slice: 28 }),
  },
  {
    ...sr,
    id: "deli-chicken", // NDB 07933: Chicken breast, oven-roasted, fat-free, sliced
    ndb: "07933",
    name: "Chicken breast, deli sliced",
    proteinPer100g: 16.79,
    kcalPer100g: 79,
    synonyms: ["deli chicken", "sliced chicken", "chicken slices", "chicken lunch meat", "sliced chicken breast"],
    portions: grams({ slice: 21 }),
  },
  {
    ...sr,
    id: "ham-sliced", // NDB 07029: Ham, sliced, regular (approximately 11% fat)
    ndb: "07029",
    name: "Ham, deli sliced",
    proteinPer100g: 16.6,
    kcalPer100g: 163,
    synonyms: ["ham", "sliced ham", "deli ham", "ham slices", "lunch meat", "cold cuts", "sandwich ham"],
    portions: grams({ slice: 28 }),
  },
  {
    ...sr,
    id: "ham-lean-sliced", // NDB 07028: Ham, sliced, prepackaged (96% fat free, water added)
    ndb: "07028",
    name: "Ham, extra lean, deli sliced",
    proteinPer100g: 16.47,
    kcalPer100g: 105,
    synonyms: ["lean ham", "extra lean ham", "96% fat free ham", "low fat ham"],
    portions: grams({ slice: 24 }),
  },
  {
    ...sr,
    id: "roast-beef-deli", // NDB 07043: Luncheon meat, beef, thin sliced
    ndb: "07043",
    name: "Roast beef, deli sliced",
    proteinPer100g: 17.94,
    kcalPer100g: 117,
    synonyms: ["roast beef", "deli roast beef", "sliced roast beef", "roast beef slices"],
    portions: grams({ slice: 14, serving: 56 }),
  },
  {
    ...sr,
    id: "pastrami", // NDB 13355: Beef, cured, pastrami
    ndb: "13355",
    name: "Pastrami, beef",
    proteinPer100g: 21.8,
    kcalPer100g: 147,
    synonyms: ["pastrami", "beef pastrami"],
    portions: grams({ slice: 28 }),
  },
  {
    ...sr,
    id: "salami", // NDB 07072: Salami, dry or hard, pork, beef
    ndb: "07072",
    name: "Salami, dry (pork and beef)",
    proteinPer100g: 23.2,
    kcalPer100g: 385,
    synonyms: ["salami", "hard salami", "genoa salami", "dry salami"],
    portions: grams({ slice: 9 }),
  },
  {
    ...sr,
    id: "pepperoni", // NDB 07057: Pepperoni, pork, beef
    ndb: "07057",
    name: "Pepperoni",
    proteinPer100g: 22.68,
    kcalPer100g: 494,
    synonyms: ["pepperoni", "pepperoni slices"],
    portions: grams({ slice: 2, serving: 28 }),
  },
  {
    ...sr,
    id: "bologna", // NDB 07008: Bologna, beef and pork
    ndb: "07008",
    name: "Bologna, beef and pork",
    proteinPer100g: 15.2,
    kcalPer100g: 308,
    synonyms: ["bologna", "baloney", "polony"],
    portions: grams({ slice: 28 }),
  },
  {
    ...sr,
    id: "mortadella", // NDB 07050: Mortadella, beef, pork
    ndb: "07050",
    name: "Mortadella",
    proteinPer100g: 16.37,
    kcalPer100g: 311,
    synonyms: ["mortadella"],
    portions: grams({ slice: 15 }),
  },
  {
    ...sr,
    id: "frankfurter", // NDB 07023: Frankfurter, beef and pork
    name: "Frankfurter, beef and pork",
    proteinPer100g: 11.53,
    kcalPer100g: 305,
    synonyms: ["frankfurter", "hot dog sausage", "wiener", "frank", "vienna sausage"],
    portions: grams({ piece: 45 }),
  },
  {
    ...sr,
    id: "turkey-frankfurter", // NDB 07025: Frankfurter, turkey
    ndb: "07025",
    name: "Frankfurter, turkey",
    proteinPer100g: 12.23,
    kcalPer100g: 223,
    synonyms: ["turkey hot dog", "turkey frank", "turkey frankfurter", "turkey wiener"],
    portions: grams({ piece: 45 }),
  },
  {
    ...sr,
    id: "chicken-frankfurter", // NDB 07024: Frankfurter, chicken
    ndb: "07024",
    name: "Frankfurter, chicken",
    proteinPer100g: 15.51,
    kcalPer100g: 223,
    synonyms: ["chicken hot dog", "chicken frank", "chicken frankfurter", "chicken wiener"],
    portions: grams({ piece: 45 }),
  },
  {
    ...sr,
    id: "kielbasa", // NDB 07037: Kielbasa, kolbassy, pork, beef, nonfat dry milk added
    name: "Kielbasa, smoked sausage",
    proteinPer100g: 12.23,
    kcalPer100g: 309,
    synonyms: ["kielbasa", "polish sausage", "smoked sausage", "kolbasa"],
    portions: grams({ link: 75 }),
  },
  {
    ...sr,
    id: "turkey-bacon", // NDB 07254: LOUIS RICH, Turkey Bacon
    ndb: "07254",
    name: "Turkey bacon",
    proteinPer100g: 15.1,
    kcalPer100g: 250,
    synonyms: ["turkey bacon"],
    portions: grams({ slice: 14 }),
  },
  {
    ...sr,
    id: "turkey-sausage-cooked", // NDB 07958: Turkey sausage, fresh, cooked
    ndb: "07958",
    name: "Turkey sausage (cooked)",
    proteinPer100g: 23.89,
    kcalPer100g: 196,
    synonyms: ["turkey sausage", "turkey sausages"],
    portions: grams({ serving: 57 }),
  },
  {
    ...sr,
    id: "turkey-ham", // NDB 07080: Turkey ham, cured turkey thigh meat
    name: "Turkey ham, sliced",
    proteinPer100g: 17.5,
    kcalPer100g: 126,
    synonyms: ["turkey ham"],
    portions: grams({ slice: 28 }),
  },
  {
    ...sr,
    id: "spam", // NDB 07908: Luncheon meat, pork with ham, minced, canned, includes SPAM (Hormel)
    ndb: "07908",
    name: "Luncheon meat, pork with ham (Spam)",
    proteinPer100g: 13.4,
    kcalPer100g: 315,
    synonyms: ["spam", "luncheon meat", "canned luncheon meat", "canned ham"],
    portions: grams({ slice: 56 }),
  },
  {
    ...sr,
    id: "beef-jerky", // NDB 19002: Snacks, beef jerky, chopped and formed
    ndb: "19002",
    name: "Beef jerky",
    proteinPer100g: 33.2,
    kcalPer100g: 410,
    synonyms: ["beef jerky", "jerky", "biltong", "meat snack"],
    portions: grams({ serving: 28, piece: 20 }),
  },
  {
    ...sr,
    id: "corned-beef-canned", // NDB 13348: Beef, cured, corned beef, canned
    ndb: "13348",
    name: "Corned beef, canned",
    proteinPer100g: 27.1,
    kcalPer100g: 250,
    synonyms: ["canned corned beef", "tinned corned beef", "bully beef"],
    portions: grams({ slice: 21, serving: 56 }),
  },
];
