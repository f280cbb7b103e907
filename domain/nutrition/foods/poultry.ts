import { grams } from "../grams";
import type { Food } from "../types";

// Turkey, duck and other poultry.
// Per-100 g values from USDA FoodData Central; an NDB number names the SR Legacy food they come from.
const sr = { category: "poultry", source: "FDC SR Legacy" } as const;

export const POULTRY: readonly Food[] = [
  {
    ...sr,
    id: "ground-turkey-cooked", // NDB 05666: Ground turkey, 93% lean, 7% fat, pan-broiled crumbles
    ndb: "05666",
    name: "Ground turkey, 93% lean (cooked)",
    proteinPer100g: 27.1,
    kcalPer100g: 213,
    synonyms: [
      "ground turkey",
      "turkey mince",
      "minced turkey",
      "lean ground turkey",
      "93% lean ground turkey",
      "93/7 ground turkey",
      "turkey burger",
    ],
    portions: grams({ serving: 85, patty: 85 }),
  },
  {
    ...sr,
    id: "ground-turkey-raw", // NDB 05665: Ground turkey, 93% lean, 7% fat, raw
    ndb: "05665",
    name: "Ground turkey, 93% lean (raw)",
    proteinPer100g: 18.73,
    kcalPer100g: 150,
    synonyms: ["raw ground turkey", "raw turkey mince", "uncooked ground turkey"],
    portions: grams({ patty: 113 }),
  },
  {
    ...sr,
    id: "turkey-breast-roasted", // NDB 05186: Turkey, all classes, light meat, cooked, roasted
    ndb: "05186",
    name: "Turkey breast, light meat (roasted)",
    proteinPer100g: 29.9,
    kcalPer100g: 157,
    synonyms: [
      "turkey breast",
      "roast turkey breast",
      "roasted turkey breast",
      "white meat turkey",
      "turkey white meat",
      "turkey breast fillet",
    ],
    portions: grams({ serving: 85, cup: 140, slice: 28 }),
  },
  {
    ...sr,
    id: "turkey-roasted", // NDB 05168: Turkey, all classes, meat only, cooked, roasted
    ndb: "05168",
    name: "Turkey meat (roasted)",
    proteinPer100g: 29.32,
    kcalPer100g: 170,
    synonyms: ["turkey", "roast turkey", "roasted turkey", "turkey meat", "thanksgiving turkey", "cooked turkey"],
    portions: grams({ serving: 85, cup: 140 }),
  },
  {
    ...sr,
    id: "turkey-dark-meat-roasted", // NDB 05188: Turkey, all classes, dark meat, cooked, roasted
    ndb: "05188",
    name: "Turkey dark meat (roasted)",
    proteinPer100g: 28.57,
    kcalPer100g: 188,
    synonyms: ["turkey dark meat", "dark meat turkey", "turkey thigh", "turkey leg"],
    portions: grams({ serving: 85, cup: 140 }),
  },
  {
    ...sr,
    id: "duck-roasted", // NDB 05142: Duck, domesticated, meat only, cooked, roasted
    ndb: "05142",
    name: "Duck meat (roasted)",
    proteinPer100g: 23.48,
    kcalPer100g: 201,
    synonyms: ["duck", "roast duck", "duck meat", "peking duck", "duck confit"],
    portions: grams({ serving: 85, cup: 140 }),
  },
  {
    ...sr,
    id: "duck-breast-cooked", // NDB 05316: Duck, young duckling, domesticated, White Pekin, breast, meat only, boneless, cooked without skin, broiled
    ndb: "05316",
    name: "Duck breast, skinless (broiled)",
    proteinPer100g: 27.6,
    kcalPer100g: 140,
    synonyms: ["duck breast", "magret"],
    portions: grams({ breast: 95 }),
  },
  {
    ...sr,
    id: "goose-roasted", // NDB 05149: Goose, domesticated, meat only, cooked, roasted
    ndb: "05149",
    name: "Goose meat (roasted)",
    proteinPer100g: 28.97,
    kcalPer100g: 238,
    synonyms: ["goose", "roast goose"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "pheasant-cooked", // NDB 43283: Pheasant, cooked, total edible
    ndb: "43283",
    name: "Pheasant (cooked)",
    proteinPer100g: 32.4,
    kcalPer100g: 239,
    synonyms: ["pheasant"],
    portions: grams({ serving: 85, cup: 140 }),
  },
  {
    ...sr,
    id: "quail-cooked", // NDB 43282: Quail, cooked, total edible
    ndb: "43282",
    name: "Quail (cooked)",
    proteinPer100g: 25.1,
    kcalPer100g: 227,
    synonyms: ["quail", "roast quail"],
    portions: grams({ serving: 85 }),
  },
];
