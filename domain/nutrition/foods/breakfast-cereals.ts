import { grams } from "../grams";
import type { Food } from "../types";

// Breakfast cereals, granola and muesli.
// Per-100 g values from USDA FoodData Central; an NDB number names the SR Legacy food they come from.
const sr = { category: "breads-cereals", source: "FDC SR Legacy" } as const;

export const BREAKFAST_CEREALS: readonly Food[] = [
  {
    ...sr,
    id: "cereal-cheerios", // NDB 08013: Cereals ready-to-eat, GENERAL MILLS, CHEERIOS
    ndb: "08013",
    name: "Cheerios (toasted oat cereal)",
    proteinPer100g: 11.33,
    kcalPer100g: 367,
    synonyms: ["cheerios", "oat rings", "toasted oat cereal"],
    portions: grams({ cup: 28 }),
  },
  {
    ...sr,
    id: "cereal-honey-nut-cheerios", // NDB 08045: Cereals ready-to-eat, GENERAL MILLS, HONEY NUT CHEERIOS
    ndb: "08045",
    name: "Honey Nut Cheerios",
    proteinPer100g: 7.14,
    kcalPer100g: 393,
    synonyms: ["honey nut cheerios", "honey cheerios"],
    portions: grams({ cup: 37 }),
  },
  {
    ...sr,
    id: "cereal-corn-flakes", // NDB 08020: Cereals ready-to-eat, KELLOGG, KELLOGG'S Corn Flakes
    ndb: "08020",
    name: "Corn flakes",
    proteinPer100g: 6.61,
    kcalPer100g: 365,
    synonyms: ["corn flakes", "cornflakes", "cereal", "breakfast cereal"],
    portions: grams({ cup: 28 }),
  },
  {
    ...sr,
    id: "cereal-frosted-flakes", // NDB 08069: Cereals ready-to-eat, KELLOGG, KELLOGG'S FROSTED FLAKES
    ndb: "08069",
    name: "Frosted flakes",
    proteinPer100g: 4.34,
    kcalPer100g: 367,
    synonyms: ["frosted flakes", "frosties", "sugar frosted flakes"],
    portions: grams({ cup: 39 }),
  },
  {
    ...sr,
    id: "cereal-bran-flakes", // NDB 08029: Cereals ready-to-eat, bran flakes, single brand
    ndb: "08029",
    name: "Bran flakes",
    proteinPer100g: 9.4,
    kcalPer100g: 320,
    synonyms: ["bran flakes", "all bran flakes"],
    portions: grams({ cup: 40 }),
  },
  {
    ...sr,
    id: "cereal-raisin-bran", // NDB 08060: Cereals ready-to-eat, KELLOGG, KELLOGG'S RAISIN BRAN
    ndb: "08060",
    name: "Raisin bran",
    proteinPer100g: 8.59,
    kcalPer100g: 314,
    synonyms: ["raisin bran", "sultana bran"],
    portions: grams({ cup: 59 }),
  },
  {
    ...sr,
    id: "cereal-all-bran", // NDB 08001: Cereals ready-to-eat, KELLOGG, KELLOGG'S ALL-BRAN Original
    ndb: "08001",
    name: "All-Bran original",
    proteinPer100g: 13.14,
    kcalPer100g: 260,
    synonyms: ["all-bran", "all bran", "bran cereal"],
    portions: grams({ cup: 62 }),
  },
  {
    ...sr,
    id: "cereal-special-k", // NDB 08067: Cereals ready-to-eat, KELLOGG, KELLOGG'S SPECIAL K
    ndb: "08067",
    name: "Special K",
    proteinPer100g: 18.3,
    kcalPer100g: 365,
    synonyms: ["special k"],
    portions: grams({ cup: 31 }),
  },
  {
    ...sr,
    id: "cereal-rice-krispies", // NDB 08065: Cereals ready-to-eat, KELLOGG, KELLOGG'S RICE KRISPIES
    ndb: "08065",
    name: "Rice Krispies",
    proteinPer100g: 6.84,
    kcalPer100g: 381,
    synonyms: ["rice krispies", "rice bubbles", "crispy rice cereal", "puffed rice"],
    portions: grams({ cup: 28 }),
  },
  {
    ...sr,
    id: "cereal-shredded-wheat", // NDB 08148: Cereals ready-to-eat, POST, Shredded Wheat, spoon-size
    ndb: "08148",
    name: "Shredded wheat",
    proteinPer100g: 11.8,
    kcalPer100g: 351,
    synonyms: ["shredded wheat", "weetabix", "shreddies"],
    portions: grams({ cup: 49 }),
  },
  {
    ...sr,
    id: "cereal-grape-nuts", // NDB 08038: Cereals ready-to-eat, POST, GRAPE-NUTS Cereal
    ndb: "08038",
    name: "Grape-Nuts",
    proteinPer100g: 12.48,
    kcalPer100g: 359,
    synonyms: ["grape nuts", "grape-nuts"],
    portions: grams({ serving: 58, cup: 116 }),
  },
  {
    ...sr,
    id: "cereal-wheaties", // NDB 08089: Cereals ready-to-eat, GENERAL MILLS, WHEATIES
    ndb: "08089",
    name: "Wheaties",
    proteinPer100g: 9.4,
    kcalPer100g: 370,
    synonyms: ["wheaties", "wheat flakes"],
    portions: grams({ cup: 36 }),
  },
  {
    ...sr,
    id: "cereal-froot-loops", // NDB 08030: Cereals ready-to-eat, KELLOGG, KELLOGG'S FROOT LOOPS
    ndb: "08030",
    name: "Froot Loops",
    proteinPer100g: 5,
    kcalPer100g: 372,
    synonyms: ["froot loops", "fruit loops"],
    portions: grams({ cup: 29 }),
  },
  {
    ...sr,
    id: "granola", // NDB 08037: Cereals ready-to-eat, granola, homemade
    ndb: "08037",
    name: "Granola",
    proteinPer100g: 14.85,
    kcalPer100g: 489,
    synonyms: ["granola", "homemade granola", "granola cereal"],
    portions: grams({ serving: 61, cup: 122 }),
  },
  {
    ...sr,
    id: "muesli", // NDB 42184: Cereals ready-to-eat, MUESLI, dried fruit and nuts
    name: "Muesli with dried fruit and nuts",
    proteinPer100g: 9.7,
    kcalPer100g: 340,
    synonyms: ["muesli", "bircher muesli", "swiss muesli"],
    portions: grams({ cup: 85 }),
  },
];
