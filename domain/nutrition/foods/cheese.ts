import { grams } from "../grams";
import type { Food } from "../types";

// Hard and sliced cheeses.
// Per-100 g values from USDA FoodData Central; an NDB number names the SR Legacy food they come from.
const sr = { category: "dairy", source: "FDC SR Legacy" } as const;

export const CHEESE: readonly Food[] = [
  {
    ...sr,
    id: "cheddar", // NDB 01009: Cheese, cheddar
    ndb: "01009",
    name: "Cheddar cheese",
    proteinPer100g: 24.9,
    kcalPer100g: 403,
    synonyms: [
      "cheese",
      "cheddar",
      "cheddar cheese",
      "sharp cheddar",
      "mild cheddar",
      "grated cheese",
      "shredded cheese",
      "hard cheese",
      "block cheese",
    ],
    portions: grams({ slice: 28, cup: 113 }),
  },
  {
    ...sr,
    id: "mozzarella-low-moisture", // NDB 01029: Cheese, mozzarella, part skim milk, low moisture
    ndb: "01029",
    name: "Mozzarella, part skim low moisture (string cheese)",
    proteinPer100g: 25.96,
    kcalPer100g: 302,
    synonyms: [
      "string cheese",
      "cheese string",
      "low moisture mozzarella",
      "shredded mozzarella",
      "pizza cheese",
      "mozzarella string cheese",
    ],
    portions: grams({ stick: 28, cup: 113 }),
  },
  {
    ...sr,
    id: "parmesan-grated", // NDB 01032: Cheese, parmesan, grated
    ndb: "01032",
    name: "Parmesan, grated",
    proteinPer100g: 38.46,
    kcalPer100g: 431,
    synonyms: ["grated parmesan", "parmesan grated", "grated parmesan cheese", "shaky cheese"],
    portions: grams({ tbsp: 5, cup: 100 }),
  },
  {
    ...sr,
    id: "parmesan", // NDB 01033: Cheese, parmesan, hard
    ndb: "01033",
    name: "Parmesan, hard",
    proteinPer100g: 35.75,
    kcalPer100g: 392,
    synonyms: [
      "parmesan",
      "parmigiano",
      "parmigiano reggiano",
      "parmesan cheese",
      "parm",
      "grana padano",
      "shaved parmesan",
    ],
    portions: grams({ serving: 28 }),
  },
  {
    ...sr,
    id: "swiss-cheese", // NDB 01040: Cheese, swiss
    ndb: "01040",
    name: "Swiss cheese",
    proteinPer100g: 26.93,
    kcalPer100g: 380,
    synonyms: ["swiss cheese", "swiss", "emmental", "emmentaler", "jarlsberg"],
    portions: grams({ slice: 28, cup: 108 }),
  },
  {
    ...sr,
    id: "provolone", // NDB 01035: Cheese, provolone
    ndb: "01035",
    name: "Provolone",
    proteinPer100g: 25.58,
    kcalPer100g: 351,
    synonyms: ["provolone", "provolone cheese"],
    portions: grams({ slice: 28 }),
  },
  {
    ...sr,
    id: "american-cheese", // NDB 01042: Cheese, pasteurized process, American, fortified with vitamin D
    ndb: "01042",
    name: "American cheese, processed",
    proteinPer100g: 18.13,
    kcalPer100g: 371,
    synonyms: [
      "american cheese",
      "cheese slice",
      "processed cheese",
      "kraft singles",
      "cheese singles",
      "burger cheese",
    ],
    portions: grams({ slice: 21 }),
  },
  {
    ...sr,
    id: "gouda", // NDB 01022: Cheese, gouda
    ndb: "01022",
    name: "Gouda",
    proteinPer100g: 24.94,
    kcalPer100g: 356,
    synonyms: ["gouda", "gouda cheese", "smoked gouda"],
    portions: grams({ serving: 28 }),
  },
  {
    ...sr,
    id: "edam", // NDB 01018: Cheese, edam
    ndb: "01018",
    name: "Edam",
    proteinPer100g: 24.99,
    kcalPer100g: 357,
    synonyms: ["edam", "edam cheese"],
    portions: grams({ serving: 28 }),
  },
  {
    ...sr,
    id: "gruyere", // NDB 01023: Cheese, gruyere
    ndb: "01023",
    name: "Gruyere",
    proteinPer100g: 29.81,
    kcalPer100g: 413,
    synonyms: ["gruyere", "gruyère", "comte"],
    portions: grams({ slice: 28 }),
  },
  {
    ...sr,
    id: "monterey-jack", // NDB 01025: Cheese, monterey
    ndb: "01025",
    name: "Monterey Jack",
    proteinPer100g: 24.48,
    kcalPer100g: 373,
    synonyms: ["monterey jack", "jack cheese", "pepper jack", "monterey jack cheese"],
    portions: grams({ slice: 28, cup: 113 }),
  },
  {
    ...sr,
    id: "colby", // NDB 01011: Cheese, colby
    ndb: "01011",
    name: "Colby cheese",
    proteinPer100g: 23.76,
    kcalPer100g: 394,
    synonyms: ["colby", "colby jack", "colby cheese"],
    portions: grams({ slice: 28, cup: 113 }),
  },
  {
    ...sr,
    id: "muenster", // NDB 01030: Cheese, muenster
    ndb: "01030",
    name: "Muenster",
    proteinPer100g: 23.41,
    kcalPer100g: 368,
    synonyms: ["muenster", "munster"],
    portions: grams({ slice: 28 }),
  },
  {
    ...sr,
    id: "blue-cheese", // NDB 01004: Cheese, blue
    ndb: "01004",
    name: "Blue cheese",
    proteinPer100g: 21.4,
    kcalPer100g: 353,
    synonyms: ["blue cheese", "bleu cheese", "gorgonzola", "stilton", "roquefort"],
    portions: grams({ serving: 28, cup: 135 }),
  },
  {
    ...sr,
    id: "romano", // NDB 01038: Cheese, romano
    ndb: "01038",
    name: "Romano, pecorino",
    proteinPer100g: 31.8,
    kcalPer100g: 387,
    synonyms: ["romano", "pecorino", "pecorino romano"],
    portions: grams({ serving: 28, tbsp: 5 }),
  },
  {
    ...sr,
    id: "mexican-cheese-blend", // NDB 01251: Cheese, Mexican blend
    ndb: "01251",
    name: "Mexican cheese blend, shredded",
    proteinPer100g: 23.54,
    kcalPer100g: 358,
    synonyms: ["mexican cheese", "mexican blend cheese", "shredded mexican cheese", "taco cheese", "mexican blend"],
    portions: grams({ serving: 28 }),
  },
];
