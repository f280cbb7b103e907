import { grams } from "../grams";
import type { FoodEntry } from "../types";

// Lamb.
// Everyday names of USDA SR28 foods: `ndb` names the SR28 food, whose per-100 g values table.ts uses.
const sr = { category: "lamb" } as const;

export const LAMB: readonly FoodEntry[] = [
  {
    ...sr,
    id: "lamb-leg-roasted", // NDB 17231: Lamb, domestic, leg, whole (shank and sirloin), separable lean and fat, trimmed to 1/8" fat, choice, cooked, roasted
    ndb: "17231",
    name: "Leg of lamb (roasted)",
    synonyms: ["lamb", "roast lamb", "leg of lamb", "lamb leg", "lamb roast", "roasted lamb"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "lamb-chop-cooked", // NDB 17237: Lamb, domestic, loin, separable lean and fat, trimmed to 1/8" fat, choice, cooked, broiled
    ndb: "17237",
    name: "Lamb loin chop (broiled)",
    synonyms: ["lamb chop", "lamb loin chop", "grilled lamb chop"],
    portions: grams({ chop: 53, serving: 85 }),
  },
  {
    ...sr,
    id: "lamb-rack-cooked", // NDB 17241: Lamb, domestic, rib, separable lean and fat, trimmed to 1/8" fat, choice, cooked, roasted
    ndb: "17241",
    name: "Rack of lamb, rib (roasted)",
    synonyms: ["rack of lamb", "lamb rack", "lamb rib", "lamb cutlet", "lamb ribs"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "lamb-shoulder-cooked", // NDB 17243: Lamb, domestic, shoulder, whole (arm and blade), separable lean and fat, trimmed to 1/8" fat, choice, cooked, braised
    ndb: "17243",
    name: "Lamb shoulder (braised)",
    synonyms: ["lamb shoulder", "braised lamb", "slow cooked lamb", "pulled lamb", "lamb shank"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "ground-lamb-cooked", // NDB 17225: Lamb, ground, cooked, broiled
    ndb: "17225",
    name: "Ground lamb (cooked)",
    synonyms: ["ground lamb", "lamb mince", "minced lamb", "lamb burger", "kofta meat"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "ground-lamb-raw", // NDB 17224: Lamb, ground, raw
    ndb: "17224",
    name: "Ground lamb (raw)",
    synonyms: ["raw ground lamb", "raw lamb mince"],
    portions: grams({ serving: 113 }),
  },
];
