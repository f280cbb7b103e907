import { grams } from "../grams";
import type { FoodEntry } from "../types";

// Other vegetables.
// Everyday names of USDA SR28 foods: `ndb` names the SR28 food, whose per-100 g values table.ts uses.
const sr = { category: "vegetables" } as const;

export const VEGETABLES: readonly FoodEntry[] = [
  {
    ...sr,
    id: "broccoli-cooked", // NDB 11091: Broccoli, cooked, boiled, drained, without salt
    ndb: "11091",
    name: "Broccoli (cooked)",
    // Cooked only when the text says so: a bare "broccoli" is the raw one (SR28's cup, chopped).
    synonyms: ["cooked broccoli", "steamed broccoli", "boiled broccoli", "tenderstem broccoli", "roasted broccoli"],
    portions: grams({ cup: 156, spear: 37 }),
  },
  {
    ...sr,
    id: "broccoli-raw", // NDB 11090: Broccoli, raw
    ndb: "11090",
    name: "Broccoli (raw)",
    synonyms: ["broccoli", "raw broccoli", "broccoli florets", "chopped broccoli"],
    portions: grams({ cup: 91, spear: 31 }),
  },
  {
    ...sr,
    id: "cucumber", // NDB 11205: Cucumber, with peel, raw
    ndb: "11205",
    name: "Cucumber (with peel)",
    synonyms: ["cucumber", "cucumbers", "sliced cucumber"],
    portions: grams({ cup: 104, medium: 301 }),
  },
  {
    ...sr,
    id: "bell-pepper-red", // NDB 11821: Peppers, sweet, red, raw
    ndb: "11821",
    name: "Red bell pepper (raw)",
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
    synonyms: ["green pepper", "green bell pepper"],
    portions: grams({ medium: 119, cup: 149 }),
  },
  {
    ...sr,
    id: "cauliflower-raw", // NDB 11135: Cauliflower, raw
    ndb: "11135",
    name: "Cauliflower (raw)",
    synonyms: ["cauliflower", "raw cauliflower", "cauliflower florets", "chopped cauliflower"],
    portions: grams({ cup: 107, floret: 13 }),
  },
  {
    ...sr,
    id: "cauliflower-cooked", // NDB 11136: Cauliflower, cooked, boiled, drained, without salt
    ndb: "11136",
    name: "Cauliflower (cooked)",
    // Cooked only when the text says so: a bare "cauliflower" is the raw one.
    synonyms: ["cooked cauliflower", "steamed cauliflower", "roasted cauliflower", "cauliflower rice"],
    portions: grams({ cup: 124 }),
  },
  {
    ...sr,
    id: "asparagus-cooked", // NDB 11012: Asparagus, cooked, boiled, drained
    ndb: "11012",
    name: "Asparagus (cooked)",
    synonyms: ["asparagus", "cooked asparagus", "grilled asparagus", "asparagus spears"],
    portions: grams({ cup: 180, spear: 15 }),
  },
  {
    ...sr,
    id: "corn-cooked", // NDB 11168: Corn, sweet, yellow, cooked, boiled, drained, without salt
    ndb: "11168",
    name: "Sweet corn (cooked)",
    synonyms: ["corn", "sweet corn", "sweetcorn", "corn on the cob", "corn kernels", "maize"],
    portions: grams({ ear: 103, cup: 149 }),
  },
  {
    ...sr,
    id: "zucchini-raw", // NDB 11477: Squash, summer, zucchini, includes skin, raw
    ndb: "11477",
    name: "Zucchini (raw)",
    synonyms: ["zucchini", "courgette", "raw zucchini", "zoodles"],
    portions: grams({ medium: 196, cup: 124 }),
  },
  {
    ...sr,
    id: "zucchini-cooked", // NDB 11478: Squash, summer, zucchini, includes skin, cooked, boiled, drained, without salt
    ndb: "11478",
    name: "Zucchini (cooked)",
    synonyms: ["cooked zucchini", "grilled zucchini", "sauteed zucchini", "cooked courgette"],
    portions: grams({ cup: 180 }),
  },
  {
    ...sr,
    id: "celery", // NDB 11143: Celery, raw
    ndb: "11143",
    name: "Celery (raw)",
    synonyms: ["celery", "celery sticks", "celery stalk"],
    portions: grams({ stalk: 40, cup: 101 }),
  },
  {
    ...sr,
    id: "eggplant-cooked", // NDB 11210: Eggplant, cooked, boiled, drained, without salt
    ndb: "11210",
    name: "Eggplant (cooked)",
    synonyms: ["eggplant", "aubergine", "cooked eggplant", "grilled eggplant", "roasted eggplant"],
    portions: grams({ cup: 99 }),
  },
  {
    ...sr,
    id: "artichoke-cooked", // NDB 11008: Artichokes, (globe or french), cooked, boiled, drained, without salt
    ndb: "11008",
    name: "Artichoke (cooked)",
    synonyms: ["artichoke", "artichokes", "artichoke hearts", "globe artichoke"],
    portions: grams({ medium: 120 }),
  },
  {
    ...sr,
    id: "okra-cooked", // NDB 11279: Okra, cooked, boiled, drained, without salt
    ndb: "11279",
    name: "Okra (cooked)",
    synonyms: ["okra", "ladies fingers", "bhindi"],
    portions: grams({ cup: 160 }),
  },
  {
    ...sr,
    id: "green-beans-cooked", // NDB 11053: Beans, snap, green, cooked, boiled, drained, without salt
    ndb: "11053",
    name: "Green beans (cooked)",
    synonyms: ["green beans", "string beans", "french beans", "snap beans", "haricots verts", "cooked green beans"],
    portions: grams({ cup: 125 }),
  },
  {
    ...sr,
    id: "green-beans-raw", // NDB 11052: Beans, snap, green, raw
    ndb: "11052",
    name: "Green beans (raw)",
    synonyms: ["raw green beans"],
    portions: grams({ cup: 100 }),
  },
  {
    ...sr,
    id: "peas-cooked", // NDB 11313: Peas, green, frozen, cooked, boiled, drained, without salt
    ndb: "11313",
    name: "Green peas (cooked)",
    synonyms: ["peas", "green peas", "garden peas", "frozen peas", "petit pois", "cooked peas"],
    portions: grams({ cup: 160 }),
  },
  {
    ...sr,
    id: "snow-peas", // NDB 11300: Peas, edible-podded, raw
    ndb: "11300",
    name: "Snow peas or sugar snap peas (raw)",
    synonyms: ["snow peas", "sugar snap peas", "snap peas", "mangetout", "pea pods"],
    portions: grams({ cup: 63 }),
  },
  {
    ...sr,
    id: "mixed-vegetables-cooked", // NDB 11584: Vegetables, mixed, frozen, cooked, boiled, drained, without salt
    ndb: "11584",
    name: "Mixed vegetables (cooked)",
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
    synonyms: ["jalapeno", "jalapeño", "jalapenos", "chili pepper", "green chili"],
    portions: grams({ piece: 14 }),
  },
];
