import { grams } from "../grams";
import type { FoodEntry } from "../types";

// Tofu, tempeh, edamame, soy milk and other soy foods.
// Everyday names of USDA SR28 foods: `ndb` names the SR28 food, whose per-100 g values table.ts uses.
const sr = { category: "soy" } as const;

export const SOY: readonly FoodEntry[] = [
  {
    ...sr,
    id: "tofu-firm", // NDB 16126: Tofu, firm, prepared with calcium sulfate and magnesium chloride (nigari)
    ndb: "16126",
    name: "Tofu, firm",
    synonyms: ["tofu", "firm tofu", "bean curd", "beancurd", "tofu firm", "baked tofu"],
    portions: grams({ serving: 85, cup: 252 }),
  },
  {
    ...sr,
    id: "tofu-extra-firm", // NDB 16159: Tofu, extra firm, prepared with nigari
    ndb: "16159",
    name: "Tofu, extra firm",
    synonyms: ["extra firm tofu", "extra-firm tofu"],
    portions: grams({ serving: 91 }),
  },
  {
    ...sr,
    id: "tofu-super-firm", // NDB 16426: Tofu, raw, firm, prepared with calcium sulfate
    ndb: "16426",
    name: "Tofu, super firm (pressed)",
    synonyms: ["super firm tofu", "pressed tofu", "high protein tofu"],
    portions: grams({ serving: 81 }),
  },
  {
    ...sr,
    id: "tofu-silken", // NDB 16127: Tofu, soft, prepared with calcium sulfate and magnesium chloride (nigari)
    ndb: "16127",
    name: "Tofu, silken (soft)",
    synonyms: ["silken tofu", "soft tofu"],
    portions: grams({ cup: 248 }),
  },
  {
    ...sr,
    id: "tofu-fried", // NDB 16129: Tofu, fried
    ndb: "16129",
    name: "Tofu, fried",
    synonyms: ["fried tofu", "tofu puffs", "deep fried tofu", "crispy tofu"],
    portions: grams({ piece: 13, serving: 85 }),
  },
  {
    ...sr,
    id: "tempeh", // NDB 16114: Tempeh
    ndb: "16114",
    name: "Tempeh",
    synonyms: ["tempeh", "tempe"],
    portions: grams({ serving: 85, cup: 166 }),
  },
  {
    ...sr,
    id: "edamame", // NDB 11212: Edamame, frozen, prepared
    ndb: "11212",
    name: "Edamame (cooked)",
    synonyms: ["edamame", "edamame beans", "green soybeans", "shelled edamame"],
    portions: grams({ cup: 155 }),
  },
  {
    ...sr,
    id: "soybeans-cooked", // NDB 16109: Soybeans, mature cooked, boiled, without salt
    ndb: "16109",
    name: "Soybeans, mature (cooked)",
    synonyms: ["soybeans", "soy beans", "boiled soybeans", "soya beans"],
    portions: grams({ cup: 172 }),
  },
  {
    ...sr,
    id: "soy-nuts", // NDB 16111: Soybeans, mature seeds, dry roasted
    ndb: "16111",
    name: "Soy nuts, dry roasted",
    synonyms: ["soy nuts", "roasted soybeans", "soynuts"],
    portions: grams({ serving: 28, cup: 172 }),
  },
  {
    ...sr,
    id: "soy-milk", // NDB 16139: Soymilk, original and vanilla, with added calcium, vitamins A and D
    ndb: "16139",
    name: "Soy milk, original (fortified)",
    synonyms: ["soy milk", "soymilk", "soya milk", "soy drink"],
    portions: grams({ cup: 243 }),
    mlToGrams: 1.03,
  },
  {
    ...sr,
    id: "soy-milk-unsweetened", // NDB 16222: Soymilk (all flavors), unsweetened, with added calcium, vitamins A and D
    ndb: "16222",
    name: "Soy milk, unsweetened (fortified)",
    synonyms: ["unsweetened soy milk", "unsweetened soymilk", "unsweetened soya milk"],
    portions: grams({ cup: 243 }),
    mlToGrams: 1.03,
  },
  {
    ...sr,
    id: "natto", // NDB 16113: Natto
    ndb: "16113",
    name: "Natto",
    synonyms: ["natto", "fermented soybeans"],
    portions: grams({ serving: 50, cup: 175 }),
  },
  {
    ...sr,
    id: "miso", // NDB 16112: Miso
    ndb: "16112",
    name: "Miso paste",
    synonyms: ["miso", "miso paste", "white miso", "red miso"],
    portions: grams({ tbsp: 17 }),
  },
  {
    ...sr,
    id: "soy-yogurt", // NDB 43476: Tofu yogurt
    ndb: "43476",
    name: "Soy yogurt",
    synonyms: ["soy yogurt", "soya yogurt", "tofu yogurt"],
    portions: grams({ cup: 262 }),
  },
];
