import { grams } from "../grams";
import type { Food } from "../types";

// Fresh and cured pork, sausages.
// Per-100 g values from USDA FoodData Central; an NDB number names the SR Legacy food they come from.
const sr = { category: "pork", source: "FDC SR Legacy" } as const;

export const PORK: readonly Food[] = [
  {
    ...sr,
    id: "pork-chop-cooked", // NDB 10064: Pork, fresh, loin, top loin (chops), boneless, separable lean and fat, cooked, broiled
    ndb: "10064",
    name: "Pork chop, boneless (broiled)",
    proteinPer100g: 26.62,
    kcalPer100g: 196,
    synonyms: ["pork chop", "boneless pork chop", "grilled pork chop", "pork loin chop", "pan fried pork chop"],
    portions: grams({ chop: 145, serving: 85 }),
  },
  {
    ...sr,
    id: "pork-tenderloin-cooked", // NDB 10222: Pork, fresh, loin, tenderloin, separable lean and fat, cooked, roasted
    ndb: "10222",
    name: "Pork tenderloin (roasted)",
    proteinPer100g: 26.04,
    kcalPer100g: 147,
    synonyms: ["pork tenderloin", "pork fillet", "roast pork tenderloin"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "pork-loin-roast-cooked", // NDB 10065: Pork, fresh, loin, top loin (roasts), boneless, separable lean and fat, cooked, roasted
    ndb: "10065",
    name: "Pork loin roast (roasted)",
    proteinPer100g: 26.45,
    kcalPer100g: 192,
    synonyms: ["pork", "pork loin", "pork roast", "roast pork", "pork loin roast", "cooked pork"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "ground-pork-cooked", // NDB 10220: Pork, fresh, ground, cooked
    ndb: "10220",
    name: "Ground pork (cooked)",
    proteinPer100g: 25.69,
    kcalPer100g: 297,
    synonyms: ["ground pork", "pork mince", "minced pork"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "pork-shoulder-cooked", // NDB 10071: Pork, fresh, shoulder, whole, separable lean and fat, cooked, roasted
    ndb: "10071",
    name: "Pork shoulder (roasted)",
    proteinPer100g: 23.28,
    kcalPer100g: 292,
    synonyms: ["pork shoulder", "pulled pork", "pork butt", "boston butt", "carnitas", "roast pork shoulder"],
    portions: grams({ serving: 85, cup: 135 }),
  },
  {
    ...sr,
    id: "pork-spareribs-cooked", // NDB 10089: Pork, fresh, spareribs, separable lean and fat, cooked, braised
    ndb: "10089",
    name: "Pork spareribs (braised)",
    proteinPer100g: 29.06,
    kcalPer100g: 397,
    synonyms: ["spare ribs", "spareribs", "pork ribs", "ribs", "bbq ribs", "barbecue ribs"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "pork-back-ribs-cooked", // NDB 10193: Pork, fresh, backribs, separable lean and fat, cooked, roasted
    ndb: "10193",
    name: "Pork baby back ribs (roasted)",
    proteinPer100g: 23.01,
    kcalPer100g: 286,
    synonyms: ["baby back ribs", "back ribs", "pork back ribs"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "bacon-cooked", // NDB 10124: Pork, cured, bacon, cooked, broiled, pan-fried or roasted
    name: "Bacon (cooked)",
    proteinPer100g: 37.04,
    kcalPer100g: 541,
    synonyms: ["bacon", "bacon strip", "crispy bacon", "streaky bacon", "pork bacon", "bacon rasher"],
    portions: grams({ slice: 8 }),
  },
  {
    ...sr,
    id: "canadian-bacon", // NDB 10131: Pork, cured, canadian-style bacon, grilled
    name: "Canadian bacon (grilled)",
    proteinPer100g: 24.24,
    kcalPer100g: 185,
    synonyms: ["canadian bacon", "back bacon", "peameal bacon", "irish bacon"],
    portions: grams({ slice: 23.5 }),
  },
  {
    ...sr,
    id: "ham-roasted", // NDB 10136: Pork, cured, ham, boneless, regular (approximately 11% fat), roasted
    ndb: "10136",
    name: "Ham, cured (roasted)",
    proteinPer100g: 22.62,
    kcalPer100g: 178,
    synonyms: ["baked ham", "roast ham", "ham steak", "gammon", "glazed ham", "holiday ham"],
    portions: grams({ serving: 85, cup: 140 }),
  },
  {
    ...sr,
    id: "pork-sausage-cooked", // NDB 07064: Pork sausage, fresh, cooked
    ndb: "07064",
    name: "Pork sausage (cooked)",
    proteinPer100g: 19.43,
    kcalPer100g: 339,
    synonyms: [
      "sausage",
      "pork sausage",
      "breakfast sausage",
      "banger",
      "sausage patty",
      "sausage link",
      "pork sausages",
    ],
    portions: grams({ serving: 48 }),
  },
  {
    ...sr,
    id: "italian-sausage-cooked", // NDB 07089: Sausage, Italian, pork, cooked
    ndb: "07089",
    name: "Italian sausage, pork (cooked)",
    proteinPer100g: 19.12,
    kcalPer100g: 344,
    synonyms: ["italian sausage", "sweet italian sausage", "hot italian sausage"],
    portions: grams({ link: 83 }),
  },
  {
    ...sr,
    id: "bratwurst", // NDB 07013: Bratwurst, pork, cooked
    ndb: "07013",
    name: "Bratwurst, pork (cooked)",
    proteinPer100g: 13.72,
    kcalPer100g: 333,
    synonyms: ["bratwurst", "brat", "german sausage"],
    portions: grams({ link: 85 }),
  },
  {
    ...sr,
    id: "chorizo", // NDB 07019: Chorizo, pork and beef
    ndb: "07019",
    name: "Chorizo, pork and beef",
    proteinPer100g: 24.1,
    kcalPer100g: 455,
    synonyms: ["chorizo", "chorizo sausage"],
    portions: grams({ link: 60 }),
  },
];
