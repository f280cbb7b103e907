import { grams } from "../grams";
import type { FoodEntry } from "../types";

// Fish, fresh or frozen.
// Everyday names of USDA SR28 foods: `ndb` names the SR28 food, whose per-100 g values table.ts uses.
const sr = { category: "fish" } as const;

export const FISH: readonly FoodEntry[] = [
  {
    ...sr,
    id: "salmon-cooked", // NDB 15237: Fish, salmon, Atlantic, farmed, cooked, dry heat
    ndb: "15237",
    name: "Salmon, Atlantic farmed (cooked)",
    synonyms: [
      "salmon",
      "salmon fillet",
      "baked salmon",
      "grilled salmon",
      "cooked salmon",
      "atlantic salmon",
      "farmed salmon",
      "pan seared salmon",
      "salmon steak",
      "roast salmon",
    ],
    portions: grams({ fillet: 178, serving: 85 }),
  },
  {
    ...sr,
    id: "salmon-raw", // NDB 15236: Fish, salmon, Atlantic, farmed, raw
    ndb: "15236",
    name: "Salmon, Atlantic farmed (raw)",
    synonyms: ["raw salmon", "salmon sashimi", "sashimi salmon", "uncooked salmon"],
    portions: grams({ fillet: 198, serving: 85 }),
  },
  {
    ...sr,
    id: "salmon-sockeye-cooked", // NDB 15086: Fish, salmon, sockeye, cooked, dry heat
    ndb: "15086",
    name: "Salmon, wild sockeye (cooked)",
    synonyms: ["wild salmon", "sockeye salmon", "sockeye", "red salmon", "wild caught salmon"],
    portions: grams({ fillet: 155, serving: 85 }),
  },
  {
    ...sr,
    id: "tuna-steak-cooked", // NDB 15221: Fish, tuna, yellowfin, fresh, cooked, dry heat
    ndb: "15221",
    name: "Tuna steak, yellowfin (cooked)",
    synonyms: ["tuna steak", "seared tuna", "grilled tuna", "ahi", "ahi tuna", "yellowfin tuna", "seared ahi"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "tuna-raw", // NDB 15127: Fish, tuna, fresh, yellowfin, raw
    ndb: "15127",
    name: "Tuna, yellowfin (raw)",
    synonyms: ["raw tuna", "tuna sashimi", "sashimi tuna", "poke tuna", "ahi poke"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "cod-cooked", // NDB 15016: Fish, cod, Atlantic, cooked, dry heat
    ndb: "15016",
    name: "Cod, Atlantic (cooked)",
    synonyms: [
      "cod",
      "cod fillet",
      "baked cod",
      "fish",
      "white fish",
      "whitefish",
      "cooked fish",
      "baked fish",
      "grilled fish",
    ],
    portions: grams({ fillet: 180, serving: 85 }),
  },
  {
    ...sr,
    id: "cod-raw", // NDB 15015: Fish, cod, Atlantic, raw
    ndb: "15015",
    name: "Cod, Atlantic (raw)",
    synonyms: ["raw cod", "raw fish", "raw white fish"],
    portions: grams({ fillet: 231, serving: 85 }),
  },
  {
    ...sr,
    id: "tilapia-cooked", // NDB 15262: Fish, tilapia, cooked, dry heat
    ndb: "15262",
    name: "Tilapia (cooked)",
    synonyms: ["tilapia", "tilapia fillet", "baked tilapia"],
    portions: grams({ fillet: 87, serving: 85 }),
  },
  {
    ...sr,
    id: "tilapia-raw", // NDB 15261: Fish, tilapia, raw
    ndb: "15261",
    name: "Tilapia (raw)",
    synonyms: ["raw tilapia"],
    portions: grams({ fillet: 116 }),
  },
  {
    ...sr,
    id: "haddock-cooked", // NDB 15034: Fish, haddock, cooked, dry heat
    ndb: "15034",
    name: "Haddock (cooked)",
    synonyms: ["haddock"],
    portions: grams({ fillet: 150, serving: 85 }),
  },
  {
    ...sr,
    id: "halibut-cooked", // NDB 15037: Fish, halibut, Atlantic and Pacific, cooked, dry heat
    ndb: "15037",
    name: "Halibut (cooked)",
    synonyms: ["halibut"],
    portions: grams({ fillet: 159, serving: 85 }),
  },
  {
    ...sr,
    id: "pollock-cooked", // NDB 15067: Fish, pollock, walleye, cooked, dry heat
    ndb: "15067",
    name: "Pollock, Alaska (cooked)",
    synonyms: ["pollock", "alaska pollock", "pollack", "coley"],
    portions: grams({ fillet: 60, serving: 85 }),
  },
  {
    ...sr,
    id: "catfish-cooked", // NDB 15235: Fish, catfish, channel, farmed, cooked, dry heat
    ndb: "15235",
    name: "Catfish, farmed (cooked)",
    synonyms: ["catfish"],
    portions: grams({ fillet: 143, serving: 85 }),
  },
  {
    ...sr,
    id: "trout-cooked", // NDB 15241: Fish, trout, rainbow, farmed, cooked, dry heat
    ndb: "15241",
    name: "Rainbow trout, farmed (cooked)",
    synonyms: ["trout", "rainbow trout"],
    portions: grams({ fillet: 71, serving: 85 }),
  },
  {
    ...sr,
    id: "mackerel-cooked", // NDB 15047: Fish, mackerel, Atlantic, cooked, dry heat
    ndb: "15047",
    name: "Mackerel, Atlantic (cooked)",
    synonyms: ["mackerel", "smoked mackerel"],
    portions: grams({ fillet: 88, serving: 85 }),
  },
  {
    ...sr,
    id: "herring-cooked", // NDB 15040: Fish, herring, Atlantic, cooked, dry heat
    ndb: "15040",
    name: "Herring, Atlantic (cooked)",
    synonyms: ["herring", "kipper"],
    portions: grams({ fillet: 143, serving: 85 }),
  },
  {
    ...sr,
    id: "sea-bass-cooked", // NDB 15092: Fish, sea bass, mixed species, cooked, dry heat
    ndb: "15092",
    name: "Sea bass (cooked)",
    synonyms: ["sea bass", "seabass", "branzino", "bass", "chilean sea bass"],
    portions: grams({ fillet: 101, serving: 85 }),
  },
  {
    ...sr,
    id: "snapper-cooked", // NDB 15102: Fish, snapper, mixed species, cooked, dry heat
    ndb: "15102",
    name: "Snapper (cooked)",
    synonyms: ["snapper", "red snapper"],
    portions: grams({ fillet: 170, serving: 85 }),
  },
  {
    ...sr,
    id: "grouper-cooked", // NDB 15032: Fish, grouper, mixed species, cooked, dry heat
    ndb: "15032",
    name: "Grouper (cooked)",
    synonyms: ["grouper"],
    portions: grams({ fillet: 202, serving: 85 }),
  },
  {
    ...sr,
    id: "swordfish-cooked", // NDB 15111: Fish, swordfish, cooked, dry heat
    ndb: "15111",
    name: "Swordfish (cooked)",
    synonyms: ["swordfish", "swordfish steak"],
    portions: grams({ steak: 106, serving: 85 }),
  },
  {
    ...sr,
    id: "mahi-mahi-cooked", // NDB 15194: Fish, dolphinfish, cooked, dry heat
    ndb: "15194",
    name: "Mahi-mahi (cooked)",
    synonyms: ["mahi mahi", "mahi-mahi", "dolphinfish", "dorado"],
    portions: grams({ fillet: 159, serving: 85 }),
  },
  {
    ...sr,
    id: "flounder-cooked", // NDB 15029: Fish, flatfish (flounder and sole species), cooked, dry heat
    ndb: "15029",
    name: "Flounder or sole (cooked)",
    synonyms: ["flounder", "sole", "plaice", "flatfish", "dover sole"],
    portions: grams({ fillet: 127, serving: 85 }),
  },
  {
    ...sr,
    id: "perch-cooked", // NDB 15061: Fish, perch, mixed species, cooked, dry heat
    ndb: "15061",
    name: "Perch (cooked)",
    synonyms: ["perch"],
    portions: grams({ fillet: 46, serving: 85 }),
  },
  {
    ...sr,
    id: "whiting-cooked", // NDB 15133: Fish, whiting, mixed species, cooked, dry heat
    ndb: "15133",
    name: "Whiting (cooked)",
    synonyms: ["whiting", "hake"],
    portions: grams({ fillet: 72, serving: 85 }),
  },
  {
    ...sr,
    id: "eel-cooked", // NDB 15026: Fish, eel, mixed species, cooked, dry heat
    ndb: "15026",
    name: "Eel (cooked)",
    synonyms: ["eel", "unagi"],
    portions: grams({ fillet: 159, serving: 85 }),
  },
];
