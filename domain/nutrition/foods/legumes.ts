import { grams } from "../grams";
import type { FoodEntry } from "../types";

// Beans, lentils and peas.
// Everyday names of USDA SR28 foods: `ndb` names the SR28 food, whose per-100 g values table.ts uses.
const sr = { category: "legumes" } as const;

export const LEGUMES: readonly FoodEntry[] = [
  {
    ...sr,
    id: "lentils-cooked", // NDB 16070: Lentils, mature seeds, cooked, boiled, without salt
    ndb: "16070",
    name: "Lentils (cooked)",
    synonyms: [
      "lentils",
      "lentil",
      "cooked lentils",
      "boiled lentils",
      "green lentils",
      "brown lentils",
      "red lentils",
      "puy lentils",
      "lentils cooked",
      "masoor",
    ],
    portions: grams({ cup: 198, tbsp: 12.3 }),
  },
  {
    ...sr,
    id: "lentils-dry", // NDB 16069: Lentils, raw
    ndb: "16069",
    name: "Lentils (dry, uncooked)",
    synonyms: ["dry lentils", "raw lentils", "uncooked lentils", "dried lentils", "lentils dry"],
    portions: grams({ cup: 192 }),
  },
  {
    ...sr,
    id: "chickpeas-cooked", // NDB 16057: Chickpeas (garbanzo beans, bengal gram), mature seeds, cooked, boiled, without salt
    ndb: "16057",
    name: "Chickpeas (cooked)",
    synonyms: [
      "chickpeas",
      "chickpea",
      "garbanzo beans",
      "garbanzos",
      "cooked chickpeas",
      "chick peas",
      "chana",
      "boiled chickpeas",
    ],
    portions: grams({ cup: 164 }),
  },
  {
    ...sr,
    id: "chickpeas-canned", // NDB 16359: Chickpeas (garbanzo beans, bengal gram), mature seeds, canned, drained, rinsed in tap water\
    ndb: "16359",
    name: "Chickpeas, canned (drained)",
    synonyms: ["canned chickpeas", "tinned chickpeas", "canned garbanzo beans"],
    portions: grams({ cup: 152, can: 254 }),
  },
  {
    ...sr,
    id: "black-beans-cooked", // NDB 16015: Beans, black, mature seeds, cooked, boiled, without salt
    ndb: "16015",
    name: "Black beans (cooked)",
    synonyms: ["black beans", "beans", "cooked black beans", "frijoles negros", "black turtle beans"],
    portions: grams({ cup: 172 }),
  },
  {
    ...sr,
    id: "black-beans-canned", // NDB 16018: Beans, black turtle soup, mature seeds, canned
    ndb: "16018",
    name: "Black beans, canned",
    synonyms: ["canned black beans", "tinned black beans"],
    portions: grams({ cup: 240 }),
  },
  {
    ...sr,
    id: "kidney-beans-cooked", // NDB 16033: Beans, kidney, red, mature seeds, cooked, boiled, without salt
    ndb: "16033",
    name: "Kidney beans (cooked)",
    synonyms: ["kidney beans", "red kidney beans", "rajma", "red beans", "cooked kidney beans"],
    portions: grams({ cup: 177, tbsp: 11 }),
  },
  {
    ...sr,
    id: "kidney-beans-canned", // NDB 16034: Beans, kidney, red, mature seeds, canned, solids and liquids
    ndb: "16034",
    name: "Kidney beans, canned",
    synonyms: ["canned kidney beans", "tinned kidney beans"],
    portions: grams({ cup: 256, can: 436 }),
  },
  {
    ...sr,
    id: "pinto-beans-cooked", // NDB 16043: Beans, pinto, mature seeds, cooked, boiled, without salt
    ndb: "16043",
    name: "Pinto beans (cooked)",
    synonyms: ["pinto beans", "pinto", "cooked pinto beans"],
    portions: grams({ cup: 171 }),
  },
  {
    ...sr,
    id: "navy-beans-cooked", // NDB 16038: Beans, navy, mature seeds, cooked, boiled, without salt
    ndb: "16038",
    name: "Navy beans (cooked)",
    synonyms: ["navy beans", "haricot beans", "pea beans"],
    portions: grams({ cup: 182 }),
  },
  {
    ...sr,
    id: "white-beans-cooked", // NDB 16050: Beans, white, mature seeds, cooked, boiled, without salt
    ndb: "16050",
    name: "White beans (cooked)",
    synonyms: ["white beans", "cannellini beans", "cannellini", "great northern beans"],
    portions: grams({ cup: 179 }),
  },
  {
    ...sr,
    id: "baked-beans", // NDB 16006: Beans, baked, canned, plain or vegetarian
    ndb: "16006",
    name: "Baked beans, canned",
    synonyms: ["baked beans", "heinz beans", "beans in tomato sauce", "pork and beans"],
    portions: grams({ cup: 254 }),
  },
  {
    ...sr,
    id: "refried-beans", // NDB 16103: Refried beans, canned, traditional style (includes USDA commodity)
    ndb: "16103",
    name: "Refried beans, canned",
    synonyms: ["refried beans", "frijoles refritos", "refritos"],
    portions: grams({ cup: 238 }),
  },
  {
    ...sr,
    id: "split-peas-cooked", // NDB 16086: Peas, split, mature seeds, cooked, boiled, without salt
    ndb: "16086",
    name: "Split peas (cooked)",
    synonyms: ["split peas", "yellow split peas", "green split peas", "split pea"],
    portions: grams({ cup: 196 }),
  },
  {
    ...sr,
    id: "black-eyed-peas-cooked", // NDB 16063: Cowpeas, common (blackeyes, crowder, southern), mature seeds, cooked, boiled, without salt
    ndb: "16063",
    name: "Black-eyed peas (cooked)",
    synonyms: ["black eyed peas", "black-eyed peas", "cowpeas", "lobia", "blackeyed peas"],
    portions: grams({ cup: 171 }),
  },
  {
    ...sr,
    id: "mung-beans-cooked", // NDB 16081: Mung beans, mature seeds, cooked, boiled, without salt
    ndb: "16081",
    name: "Mung beans (cooked)",
    synonyms: ["mung beans", "moong", "green gram", "mung bean", "moong beans"],
    portions: grams({ cup: 202 }),
  },
  {
    ...sr,
    id: "urad-beans-cooked", // NDB 16084: Mungo beans, mature seeds, cooked, boiled, without salt
    ndb: "16084",
    name: "Urad beans, black gram (cooked)",
    synonyms: ["urad beans", "black gram", "urad", "mungo beans"],
    portions: grams({ cup: 180 }),
  },
  {
    ...sr,
    id: "fava-beans-cooked", // NDB 16053: Broadbeans (fava beans), mature seeds, cooked, boiled, without salt
    ndb: "16053",
    name: "Fava beans (cooked)",
    synonyms: ["fava beans", "broad beans", "ful", "foul medames", "fava"],
    portions: grams({ cup: 170 }),
  },
  {
    ...sr,
    id: "lima-beans-cooked", // NDB 11032: Lima beans, immature seeds, cooked, boiled, drained, without salt
    ndb: "11032",
    name: "Lima beans (cooked)",
    synonyms: ["lima beans", "lima", "baby lima beans", "butter beans"],
    portions: grams({ cup: 170 }),
  },
  {
    ...sr,
    id: "adzuki-beans-cooked", // NDB 16002: Beans, adzuki, mature seeds, cooked, boiled, without salt
    ndb: "16002",
    name: "Adzuki beans (cooked)",
    synonyms: ["adzuki beans", "azuki beans", "adzuki", "aduki beans"],
    portions: grams({ cup: 230 }),
  },
  {
    ...sr,
    id: "lupini-beans-cooked", // NDB 16077: Lupins, mature seeds, cooked, boiled, without salt
    ndb: "16077",
    name: "Lupini beans (cooked)",
    synonyms: ["lupini beans", "lupini", "lupins", "lupin beans"],
    portions: grams({ cup: 166 }),
  },
];
