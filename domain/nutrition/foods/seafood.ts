import { grams } from "../grams";
import type { FoodEntry } from "../types";

// Shellfish and other seafood.
// Everyday names of USDA SR28 foods: `ndb` names the SR28 food, whose per-100 g values table.ts uses.
const sr = { category: "seafood" } as const;

export const SEAFOOD: readonly FoodEntry[] = [
  {
    ...sr,
    id: "shrimp-cooked", // NDB 15151: Crustaceans, shrimp, mixed species, cooked, moist heat
    ndb: "15151",
    name: "Shrimp (cooked)",
    synonyms: [
      "shrimp",
      "prawn",
      "cooked shrimp",
      "boiled shrimp",
      "grilled shrimp",
      "steamed shrimp",
      "cooked prawns",
      "king prawns",
      "garlic shrimp",
    ],
    portions: grams({ serving: 85, piece: 5.5 }),
  },
  {
    ...sr,
    id: "shrimp-raw", // NDB 15149: Crustaceans, shrimp, mixed species, raw
    ndb: "15149",
    name: "Shrimp (raw)",
    synonyms: ["raw shrimp", "raw prawn", "uncooked shrimp"],
    portions: grams({ serving: 85, piece: 7 }),
  },
  {
    ...sr,
    id: "shrimp-fried-breaded", // NDB 36016: Restaurant, family style, shrimp, breaded and fried
    ndb: "36016",
    name: "Shrimp, breaded and fried",
    synonyms: ["fried shrimp", "breaded shrimp", "popcorn shrimp", "coconut shrimp", "shrimp tempura", "scampi"],
    portions: grams({ piece: 12.2, serving: 135 }),
  },
  {
    ...sr,
    id: "crab-cooked", // NDB 15140: Crustaceans, crab, blue, cooked, moist heat
    ndb: "15140",
    name: "Crab, blue (cooked)",
    synonyms: ["crab", "crab meat", "crabmeat", "lump crab", "blue crab", "canned crab"],
    portions: grams({ cup: 118, serving: 85 }),
  },
  {
    ...sr,
    id: "king-crab-cooked", // NDB 15137: Crustaceans, crab, alaska king, cooked, moist heat
    ndb: "15137",
    name: "King crab (cooked)",
    synonyms: ["king crab", "crab legs", "king crab legs", "snow crab"],
    portions: grams({ leg: 134, serving: 85 }),
  },
  {
    ...sr,
    id: "imitation-crab", // NDB 15138: Crustaceans, crab, alaska king, imitation, made from surimi
    ndb: "15138",
    name: "Imitation crab (surimi)",
    synonyms: ["imitation crab", "crab sticks", "crab stick", "surimi", "kanikama", "seafood sticks"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "lobster-cooked", // NDB 15148: Crustaceans, lobster, northern, cooked, moist heat
    ndb: "15148",
    name: "Lobster (cooked)",
    synonyms: ["lobster", "lobster meat", "lobster tail"],
    portions: grams({ cup: 145, serving: 85 }),
  },
  {
    ...sr,
    id: "scallops-cooked", // NDB 90240: Mollusks, scallop, (bay and sea), cooked, steamed
    ndb: "90240",
    name: "Scallops (cooked)",
    synonyms: ["scallop", "seared scallops", "sea scallops", "bay scallops"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "mussels-cooked", // NDB 15165: Mollusks, mussel, blue, cooked, moist heat
    ndb: "15165",
    name: "Mussels (cooked)",
    synonyms: ["mussel", "steamed mussels", "moules"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "clams-cooked", // NDB 15159: Mollusks, clam, mixed species, cooked, moist heat
    ndb: "15159",
    name: "Clams (cooked)",
    synonyms: ["clam", "steamed clams"],
    portions: grams({ serving: 85, piece: 9.5 }),
  },
  {
    ...sr,
    id: "oysters-raw", // NDB 15167: Mollusks, oyster, eastern, wild, raw
    ndb: "15167",
    name: "Oysters (raw)",
    synonyms: ["oyster", "raw oysters", "oysters on the half shell"],
    portions: grams({ medium: 14 }),
  },
  {
    ...sr,
    id: "calamari-fried", // NDB 15176: Mollusks, squid, mixed species, cooked, fried
    ndb: "15176",
    name: "Calamari, fried squid",
    synonyms: ["calamari", "fried calamari", "fried squid", "squid", "squid rings"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "octopus-cooked", // NDB 15230: Mollusks, octopus, common, cooked, moist heat
    ndb: "15230",
    name: "Octopus (cooked)",
    synonyms: ["octopus", "grilled octopus", "tako", "pulpo"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "crayfish-cooked", // NDB 15146: Crustaceans, crayfish, mixed species, wild, cooked, moist heat
    ndb: "15146",
    name: "Crayfish (cooked)",
    synonyms: ["crayfish", "crawfish", "crawdads", "yabbies"],
    portions: grams({ serving: 85 }),
  },
];
