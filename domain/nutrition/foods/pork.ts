import { grams } from "../grams";
import type { FoodEntry } from "../types";

// Fresh and cured pork, sausages.
// Everyday names of USDA SR28 foods: `ndb` names the SR28 food, whose per-100 g values table.ts uses.
const sr = { category: "pork" } as const;

export const PORK: readonly FoodEntry[] = [
  {
    ...sr,
    id: "pork-chop-cooked", // NDB 10064: Pork, fresh, loin, top loin (chops), boneless, separable lean and fat, cooked, broiled
    ndb: "10064",
    name: "Pork chop, boneless (broiled)",
    synonyms: ["pork chop", "boneless pork chop", "grilled pork chop", "pork loin chop", "pan fried pork chop"],
    portions: grams({ chop: 145, serving: 85 }),
  },
  {
    ...sr,
    id: "pork-tenderloin-cooked", // NDB 10222: Pork, fresh, loin, tenderloin, separable lean and fat, cooked, roasted
    ndb: "10222",
    name: "Pork tenderloin (roasted)",
    synonyms: ["pork tenderloin", "pork fillet", "roast pork tenderloin"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "pork-loin-roast-cooked", // NDB 10065: Pork, fresh, loin, top loin (roasts), boneless, separable lean and fat, cooked, roasted
    ndb: "10065",
    name: "Pork loin roast (roasted)",
    synonyms: ["pork", "pork loin", "pork roast", "roast pork", "pork loin roast", "cooked pork"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "ground-pork-cooked", // NDB 10220: Pork, fresh, ground, cooked
    ndb: "10220",
    name: "Ground pork (cooked)",
    synonyms: ["ground pork", "pork mince", "minced pork"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "pork-shoulder-cooked", // NDB 10071: Pork, fresh, shoulder, whole, separable lean and fat, cooked, roasted
    ndb: "10071",
    name: "Pork shoulder (roasted)",
    synonyms: ["pork shoulder", "pulled pork", "pork butt", "boston butt", "carnitas", "roast pork shoulder"],
    portions: grams({ serving: 85, cup: 135 }),
  },
  {
    ...sr,
    id: "pork-spareribs-cooked", // NDB 10089: Pork, fresh, spareribs, separable lean and fat, cooked, braised
    ndb: "10089",
    name: "Pork spareribs (braised)",
    synonyms: ["spare ribs", "spareribs", "pork ribs", "ribs", "bbq ribs", "barbecue ribs"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "pork-back-ribs-cooked", // NDB 10193: Pork, fresh, backribs, separable lean and fat, cooked, roasted
    ndb: "10193",
    name: "Pork baby back ribs (roasted)",
    synonyms: ["baby back ribs", "back ribs", "pork back ribs"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "bacon-cooked", // NDB 10862: Pork, cured, bacon, pre-sliced, cooked, pan-fried
    ndb: "10862",
    name: "Bacon (cooked)",
    synonyms: ["bacon", "bacon strip", "crispy bacon", "streaky bacon", "pork bacon", "bacon rasher"],
    // SR28's one measure: 1 slice, pan-fried, 11.5 g.
    portions: grams({ slice: 11.5 }),
  },
  {
    ...sr,
    id: "canadian-bacon", // NDB 10998: Canadian bacon, cooked, pan-fried
    ndb: "10998",
    name: "Canadian bacon (grilled)",
    synonyms: ["canadian bacon", "back bacon", "peameal bacon", "irish bacon"],
    portions: grams({ slice: 23.5 }),
  },
  {
    ...sr,
    id: "ham-roasted", // NDB 10136: Pork, cured, ham, boneless, regular (approximately 11% fat), roasted
    ndb: "10136",
    name: "Ham, cured (roasted)",
    synonyms: ["baked ham", "roast ham", "ham steak", "gammon", "glazed ham", "holiday ham"],
    portions: grams({ serving: 85, cup: 140 }),
  },
  {
    ...sr,
    id: "pork-sausage-cooked", // NDB 07064: Pork sausage, fresh, cooked
    ndb: "07064",
    name: "Pork sausage (cooked)",
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
    synonyms: ["italian sausage", "sweet italian sausage", "hot italian sausage"],
    portions: grams({ link: 83 }),
  },
  {
    ...sr,
    id: "bratwurst", // NDB 07013: Bratwurst, pork, cooked
    ndb: "07013",
    name: "Bratwurst, pork (cooked)",
    synonyms: ["bratwurst", "brat", "german sausage"],
    portions: grams({ link: 85 }),
  },
  {
    ...sr,
    id: "chorizo", // NDB 07019: Chorizo, pork and beef
    ndb: "07019",
    name: "Chorizo, pork and beef",
    synonyms: ["chorizo", "chorizo sausage"],
    portions: grams({ link: 60 }),
  },
];
