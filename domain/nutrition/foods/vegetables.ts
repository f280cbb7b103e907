import { grams } from "../grams";
import type { Food } from "../types";

// Other vegetables.
// Per-100 g values from USDA FoodData Central; an NDB number names the SR Legacy food they come from.
const sr = { category: "vegetables", source: "FDC SR Legacy" } as const;

export const VEGETABLES: readonly Food[] = [
  {
    ...sr,
    id: "broccoli-cooked", // NDB 11091: Broccoli, cooked, boiled, drained, without salt
    ndb: "11091",
    name: "Broccoli (cooked)",
    proteinPer100g: 2.38,
    kcalPer100g: 35,
    synonyms: ["broccoli", "cooked broccoli", "steamed broccoli", "boiled broccoli", "tenderstem broccoli"],
    portions: grams({ cup: 156, spear: 37 }),
  },
  {
    ...sr,
    id: "broccoli-raw", // NDB 11090: Broccoli, raw
    ndb: "11090",
    name: "Broccoli (raw)",
    proteinPer100g: 2.82,
    kcalPer100g: 34,
    synonyms: ["raw broccoli", "broccoli florets"],
    portions: grams({ cup: 91, spear: 31 }),
  },
  {
    ...sr,
    id: "cucumber", // NDB 11205: Cucumber, with peel, raw
    ndb: "11205",
    name: "Cucumber (with peel)",
    proteinPer100g: 0.65,
    kcalPer100g: 15,
    synonyms: ["cucumber", "cucumbers", "sliced cucumber"],
    portions: grams({ cup: 104, medium: 301 }),
  },
  {
    ...sr,
    id: "bell-pepper-red", // NDB 11821: Peppers, sweet, red, raw
    ndb: "11821",
    name: "Red bell pepper (raw)",
    proteinPer100g: 0.99,
    kcalPer100g: 31,
    synonyms: [
      "red pepper",
      "red bell pepper",
      "bell pepper",
      "capsicum",
      "sweet pepper",
      "yellow pepper",
      "bell peppers",
    ],
    portions: grams({ medium: 119, cup: 149 }),
  },
  {
    ...sr,
    id: "bell-pepper-green", // NDB 11333: Peppers, sweet, green, raw
    ndb: "11333",
    name: "Green bell pepper (raw)",
    proteinPer100g: 0.86,
    kcalPer100g: 20,
    synonyms: ["green pepper", "green bell pepper"],
    portions: grams({ medium: 119, cup: 149 }),
  },
  {
    ...sr,
    id: "cauliflower-raw", // NDB 11135: Cauliflower, raw
    ndb: "11135",
    name: "Cauliflower (raw)",
    proteinPer100g: 1.92,
    kcalPer100g: 25,
    synonyms: ["raw cauliflower", "cauliflower florets"],
    portions: grams({ cup: 107, floret: 13 }),
  },
  {
    ...sr,
    id: "cauliflower-cooked", // NDB 11136: Cauliflower, cooked, boiled, drained, without salt
    ndb: "11136",
    name: "Cauliflower (cooked)",
    proteinPer100g: 1.84,
    kcalPer100g: 23,
    synonyms: ["cauliflower", "cooked cauliflower", "steamed cauliflower", "roasted cauliflower", "cauliflower rice"],
    portions: grams({ cup: 124 }),
  },
  {
    ...sr,
    id: "asparagus-cooked", // NDB 11012: Asparagus, cooked, boiled, drained
    ndb: "11012",
    name: "Asparagus (cooked)",
    proteinPer100g: 2.4,
    kcalPer100g: 22,
    synonyms: ["asparagus", "cooked asparagus", "grilled asparagus", "asparagus spears"],
    portions: grams({ cup: 180, spear: 15 }),
  },
  {
    ...sr,
    id: "corn-cooked", // NDB 11168: Corn, sweet, yellow, cooked, boiled, drained, without salt
    ndb: "11168",
    name: "Sweet corn (cooked)",
    proteinPer100g: 3.41,
    kcalPer100g: 96,
    synonyms: ["corn", "sweet corn", "sweetcorn", "corn on the cob", "corn kernels", "maize"],
    portions: grams({ ear: 103, cup: 149 }),
  },
  {
    ...sr,
    id: "zucchini-raw", // NDB 11477: Squash, summer, zucchini, includes skin, raw
    ndb: "11477",
    name: "Zucchini (raw)",
    proteinPer100g: 1.21,
    kcalPer100g: 17,
    synonyms: ["zucchini", "courgette", "raw zucchini", "zoodles"],
    portions: grams({ medium: 196, cup: 124 }),
  },
  {
    ...sr,
    id: "zucchini-cooked", // NDB 11478: Squash, summer, zucchini, includes skin, cooked, boiled, drained, without salt
    ndb: "11478",
    name: "Zucchini (cooked)",
    proteinPer100g: 1.14,
    kcalPer100g: 15,
    synonyms: ["cooked zucchini", "grilled zucchini", "sauteed zucchini", "cooked courgette"],
    portions: grams({ cup: 180 }),
  },
  {
    ...sr,
    id: "celery", // NDB 11143: Celery, raw
    ndb: "11143",
    name: "Celery (raw)",
    proteinPer100g: 0.69,
    kcalPer100g: 16,
    synonyms: ["celery", "celery sticks", "celery stalk"],
    portions: grams({ stalk: 40, cup: 101 }),
  },
  {
    ...sr,
    id: "eggplant-cooked", // NDB 11210: Eggplant, cooked, boiled, drained, without salt
    ndb: "11210",
    name: "Eggplant (cooked)",
    proteinPer100g: 0.83,
    kcalPer100g: 35,
    synonyms: ["eggplant", "aubergine", "cooked eggplant", "grilled eggplant", "roasted eggplant"],
    portions: grams({ cup: 99 }),
  },
  {
    ...sr,
    id: "artichoke-cooked", // NDB 11008: Artichokes, (globe or french), cooked, boiled, drained, without salt
    ndb: "11008",
    name: "Artichoke (cooked)",
    proteinPer100g: 2.89,
    kcalPer100g: 53,
    synonyms: ["artichoke", "artichokes", "artichoke hearts", "globe artichoke"],
    portions: grams({ medium: 120 }),
  },
  {
    ...sr,
    id: "okra-cooked", // NDB 11279: Okra, cooked, boiled, drained, without salt
    ndb: "11279",
    name: "Okra (cooked)",
    proteinPer100g: 1.87,
    kcalPer100g: 22,
    synonyms: ["okra", "ladies fingers", "bhindi"],
    portions: grams({ cup: 160 }),
  },
  {
    ...sr,
    id: "green-beans-cooked", // NDB 11053: Beans, snap, green, cooked, boiled, drained, without salt
    ndb: "11053",
    name: "Green beans (cooked)",
    proteinPer100g: 1.89,
    kcalPer100g: 35,
    synonyms: ["green beans", "string beans", "french beans", "snap beans", "haricots verts", "cooked green beans"],
    portions: grams({ cup: 125 }),
  },
  {
    ...sr,
    id: "green-beans-raw", // NDB 11052: Beans, snap, green, raw
    ndb: "11052",
    name: "Green beans (raw)",
    proteinPer100g: 1.83,
    kcalPer100g: 31,
    synonyms: ["raw green beans"],
    portions: grams({ cup: 100 }),
  },
  {
    ...sr,
    id: "peas-cooked", // NDB 11313: Peas, green, frozen, cooked, boiled, drained, without salt
    ndb: "11313",
    name: "Green peas (cooked)",
    proteinPer100g: 5.15,
    kcalPer100g: 78,
    synonyms: ["peas", "green peas", "garden peas", "frozen peas", "petit pois", "cooked peas"],
    portions: grams({ cup: 160 }),
  },
  {
    ...sr,
    id: "snow-peas", // NDB 11300: Peas, edible-podded, raw
    ndb: "11300",
    name: "Snow peas or sugar snap peas (raw)",
    proteinPer100g: 2.8,
    kcalPer100g: 42,
    synonyms: ["snow peas", "sugar snap peas", "snap peas", "mangetout", "pea pods"],
    portions: grams({ cup: 63 }),
  },
  {
    ...sr,
    id: "mixed-vegetables-cooked", // NDB 11584: Vegetables, mixed, frozen, cooked, boiled, drained, without salt
    ndb: "11584",
    name: "Mixed vegetables (cooked)",
    proteinPer100g: 2.86,
    kcalPer100g: 65,
    synonyms: [
      "mixed vegetables",
      "mixed veg",
      "frozen vegetables",
      "vegetables",
      "veggies",
      "steamed vegetables",
      "stir fry vegetables",
    ],
    portions: grams({ cup: 182 }),
  },
  {
    ...sr,
    id: "jalapeno", // NDB 11979: Peppers, jalapeno, raw
    ndb: "11979",
    name: "Jalapeno pepper (raw)",
    proteinPer100g: 0.91,
    kcalPer100g: 29,
    synonyms: ["jalapeno", "jalapeño", "jalapenos", "chili pepper", "green chili"],
    portions: grams({ piece: 14 }),
  },
];
