import { grams } from "../grams";
import type { Food } from "../types";

// Lamb.
// Per-100 g values from USDA FoodData Central; an NDB number names the SR Legacy food they come from.
const sr = { category: "lamb", source: "FDC SR Legacy" } as const;

export const LAMB: readonly Food[] = [
  {
    ...sr,
    id: "lamb-leg-roasted", // NDB 17231: Lamb, domestic, leg, whole (shank and sirloin), separable lean and fat, trimmed to 1/8" fat, choice, cooked, roasted
    ndb: "17231",
    name: "Leg of lamb (roasted)",
    proteinPer100g: 26.2,
    kcalPer100g: 242,
    synonyms: ["lamb", "roast lamb", "leg of lamb", "lamb leg", "lamb roast", "roasted lamb"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "lamb-chop-cooked", // NDB 17237: Lamb, domestic, loin, separable lean and fat, trimmed to 1/8" fat, choice, cooked, broiled
    ndb: "17237",
    name: "Lamb loin chop (broiled)",
    proteinPer100g: 26.06,
    kcalPer100g: 297,
    synonyms: ["lamb chop", "lamb loin chop", "grilled lamb chop"],
    portions: grams({ chop: 53, serving: 85 }),
  },
  {
    ...sr,
    id: "lamb-rack-cooked", // NDB 17241: Lamb, domestic, rib, separable lean and fat, trimmed to 1/8" fat, choice, cooked, roasted
    ndb: "17241",
    name: "Rack of lamb, rib (roasted)",
    proteinPer100g: 21.82,
    kcalPer100g: 341,
    synonyms: ["rack of lamb", "lamb rack", "lamb rib", "lamb cutlet", "lamb ribs"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "lamb-shoulder-cooked", // NDB 17243: Lamb, domestic, shoulder, whole (arm and blade), separable lean and fat, trimmed to 1/8" fat, choice, cooked, braised
    ndb: "17243",
    name: "Lamb shoulder (braised)",
    proteinPer100g: 29.46,
    kcalPer100g: 338,
    synonyms: ["lamb shoulder", "braised lamb", "slow cooked lamb", "pulled lamb", "lamb shank"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "ground-lamb-cooked", // NDB 17225: Lamb, ground, cooked, broiled
    ndb: "17225",
    name: "Ground lamb (cooked)",
    proteinPer100g: 24.75,
    kcalPer100g: 283,
    synonyms: ["ground lamb", "lamb mince", "minced lamb", "lamb burger", "kofta meat"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "ground-lamb-raw", // NDB 17224: Lamb, ground, raw
    ndb: "17224",
    name: "Ground lamb (raw)",
    proteinPer100g: 16.56,
    kcalPer100g: 282,
    synonyms: ["raw ground lamb", "raw lamb mince"],
    portions: grams({ serving: 113 }),
  },
];
