import { grams } from "../grams";
import type { FoodEntry } from "../types";

// Hard and sliced cheeses.
// Everyday names of USDA SR28 foods: `ndb` names the SR28 food, whose per-100 g values table.ts uses.
const sr = { category: "dairy" } as const;

export const CHEESE: readonly FoodEntry[] = [
  {
    ...sr,
    id: "cheddar", // NDB 01009: Cheese, cheddar
    ndb: "01009",
    name: "Cheddar cheese",
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
    synonyms: ["grated parmesan", "parmesan grated", "grated parmesan cheese", "shaky cheese"],
    portions: grams({ tbsp: 5, cup: 100 }),
  },
  {
    ...sr,
    id: "parmesan", // NDB 01033: Cheese, parmesan, hard
    ndb: "01033",
    name: "Parmesan, hard",
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
    synonyms: ["swiss cheese", "swiss", "emmental", "emmentaler", "jarlsberg"],
    portions: grams({ slice: 28, cup: 108 }),
  },
  {
    ...sr,
    id: "provolone", // NDB 01035: Cheese, provolone
    ndb: "01035",
    name: "Provolone",
    synonyms: ["provolone", "provolone cheese"],
    portions: grams({ slice: 28 }),
  },
  {
    ...sr,
    id: "american-cheese", // NDB 01042: Cheese, pasteurized process, American, fortified with vitamin D
    ndb: "01042",
    name: "American cheese, processed",
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
    synonyms: ["gouda", "gouda cheese", "smoked gouda"],
    portions: grams({ serving: 28 }),
  },
  {
    ...sr,
    id: "edam", // NDB 01018: Cheese, edam
    ndb: "01018",
    name: "Edam",
    synonyms: ["edam", "edam cheese"],
    portions: grams({ serving: 28 }),
  },
  {
    ...sr,
    id: "gruyere", // NDB 01023: Cheese, gruyere
    ndb: "01023",
    name: "Gruyere",
    synonyms: ["gruyere", "gruyère", "comte"],
    portions: grams({ slice: 28 }),
  },
  {
    ...sr,
    id: "monterey-jack", // NDB 01025: Cheese, monterey
    ndb: "01025",
    name: "Monterey Jack",
    synonyms: ["monterey jack", "jack cheese", "pepper jack", "monterey jack cheese"],
    portions: grams({ slice: 28, cup: 113 }),
  },
  {
    ...sr,
    id: "colby", // NDB 01011: Cheese, colby
    ndb: "01011",
    name: "Colby cheese",
    synonyms: ["colby", "colby jack", "colby cheese"],
    portions: grams({ slice: 28, cup: 113 }),
  },
  {
    ...sr,
    id: "muenster", // NDB 01030: Cheese, muenster
    ndb: "01030",
    name: "Muenster",
    synonyms: ["muenster", "munster"],
    portions: grams({ slice: 28 }),
  },
  {
    ...sr,
    id: "blue-cheese", // NDB 01004: Cheese, blue
    ndb: "01004",
    name: "Blue cheese",
    synonyms: ["blue cheese", "bleu cheese", "gorgonzola", "stilton", "roquefort"],
    portions: grams({ serving: 28, cup: 135 }),
  },
  {
    ...sr,
    id: "romano", // NDB 01038: Cheese, romano
    ndb: "01038",
    name: "Romano, pecorino",
    synonyms: ["romano", "pecorino", "pecorino romano"],
    portions: grams({ serving: 28, tbsp: 5 }),
  },
  {
    ...sr,
    id: "mexican-cheese-blend", // NDB 01251: Cheese, Mexican blend
    ndb: "01251",
    name: "Mexican cheese blend, shredded",
    synonyms: ["mexican cheese", "mexican blend cheese", "shredded mexican cheese", "taco cheese", "mexican blend"],
    portions: grams({ serving: 28 }),
  },
];
