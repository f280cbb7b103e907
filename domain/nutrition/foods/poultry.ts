import { grams } from "../grams";
import type { FoodEntry } from "../types";

// Turkey, duck and other poultry.
// Everyday names of USDA SR28 foods: `ndb` names the SR28 food, whose per-100 g values table.ts uses.
const sr = { category: "poultry" } as const;

export const POULTRY: readonly FoodEntry[] = [
  {
    ...sr,
    id: "ground-turkey-cooked", // NDB 05666: Ground turkey, 93% lean, 7% fat, pan-broiled crumbles
    ndb: "05666",
    name: "Ground turkey, 93% lean (cooked)",
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
    synonyms: ["raw ground turkey", "raw turkey mince", "uncooked ground turkey"],
    portions: grams({ patty: 113 }),
  },
  {
    ...sr,
    id: "turkey-breast-roasted", // NDB 05186: Turkey, all classes, light meat, cooked, roasted
    ndb: "05186",
    name: "Turkey breast, light meat (roasted)",
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
    synonyms: ["turkey", "roast turkey", "roasted turkey", "turkey meat", "thanksgiving turkey", "cooked turkey"],
    portions: grams({ serving: 85, cup: 140 }),
  },
  {
    ...sr,
    id: "turkey-dark-meat-roasted", // NDB 05188: Turkey, all classes, dark meat, cooked, roasted
    ndb: "05188",
    name: "Turkey dark meat (roasted)",
    synonyms: ["turkey dark meat", "dark meat turkey", "turkey thigh", "turkey leg"],
    portions: grams({ serving: 85, cup: 140 }),
  },
  {
    ...sr,
    id: "duck-roasted", // NDB 05142: Duck, domesticated, meat only, cooked, roasted
    ndb: "05142",
    name: "Duck meat (roasted)",
    synonyms: ["duck", "roast duck", "duck meat", "peking duck", "duck confit"],
    portions: grams({ serving: 85, cup: 140 }),
  },
  {
    ...sr,
    id: "duck-breast-cooked", // NDB 05316: Duck, young duckling, domesticated, White Pekin, breast, meat only, boneless, cooked without skin, broiled
    ndb: "05316",
    name: "Duck breast, skinless (broiled)",
    synonyms: ["duck breast", "magret"],
    portions: grams({ breast: 95 }),
  },
  {
    ...sr,
    id: "goose-roasted", // NDB 05149: Goose, domesticated, meat only, cooked, roasted
    ndb: "05149",
    name: "Goose meat (roasted)",
    synonyms: ["goose", "roast goose"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "pheasant-cooked", // NDB 43283: Pheasant, cooked, total edible
    ndb: "43283",
    name: "Pheasant (cooked)",
    synonyms: ["pheasant"],
    portions: grams({ serving: 85, cup: 140 }),
  },
  {
    ...sr,
    id: "quail-cooked", // NDB 43282: Quail, cooked, total edible
    ndb: "43282",
    name: "Quail (cooked)",
    synonyms: ["quail", "roast quail"],
    portions: grams({ serving: 85 }),
  },
];
