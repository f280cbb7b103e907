import { grams } from "../grams";
import type { FoodEntry } from "../types";

// Breakfast cereals, granola and muesli.
// Everyday names of USDA SR28 foods: `ndb` names the SR28 food, whose per-100 g values table.ts uses.
const sr = { category: "breads-cereals" } as const;

export const BREAKFAST_CEREALS: readonly FoodEntry[] = [
  {
    ...sr,
    id: "cereal-cheerios", // NDB 08013: Cereals ready-to-eat, GENERAL MILLS, CHEERIOS
    ndb: "08013",
    name: "Cheerios (toasted oat cereal)",
    synonyms: ["cheerios", "oat rings", "toasted oat cereal"],
    portions: grams({ cup: 28 }),
  },
  {
    ...sr,
    id: "cereal-honey-nut-cheerios", // NDB 08045: Cereals ready-to-eat, GENERAL MILLS, HONEY NUT CHEERIOS
    ndb: "08045",
    name: "Honey Nut Cheerios",
    synonyms: ["honey nut cheerios", "honey cheerios"],
    portions: grams({ cup: 37 }),
  },
  {
    ...sr,
    id: "cereal-corn-flakes", // NDB 08020: Cereals ready-to-eat, KELLOGG, KELLOGG'S Corn Flakes
    ndb: "08020",
    name: "Corn flakes",
    synonyms: ["corn flakes", "cornflakes", "cereal", "breakfast cereal"],
    portions: grams({ cup: 28 }),
  },
  {
    ...sr,
    id: "cereal-frosted-flakes", // NDB 08069: Cereals ready-to-eat, KELLOGG, KELLOGG'S FROSTED FLAKES
    ndb: "08069",
    name: "Frosted flakes",
    synonyms: ["frosted flakes", "frosties", "sugar frosted flakes"],
    portions: grams({ cup: 39 }),
  },
  {
    ...sr,
    id: "cereal-bran-flakes", // NDB 08029: Cereals ready-to-eat, bran flakes, single brand
    ndb: "08029",
    name: "Bran flakes",
    synonyms: ["bran flakes", "all bran flakes"],
    portions: grams({ cup: 40 }),
  },
  {
    ...sr,
    id: "cereal-raisin-bran", // NDB 08060: Cereals ready-to-eat, KELLOGG, KELLOGG'S RAISIN BRAN
    ndb: "08060",
    name: "Raisin bran",
    synonyms: ["raisin bran", "sultana bran"],
    portions: grams({ cup: 59 }),
  },
  {
    ...sr,
    id: "cereal-all-bran", // NDB 08001: Cereals ready-to-eat, KELLOGG, KELLOGG'S ALL-BRAN Original
    ndb: "08001",
    name: "All-Bran original",
    synonyms: ["all-bran", "all bran", "bran cereal"],
    portions: grams({ cup: 62 }),
  },
  {
    ...sr,
    id: "cereal-special-k", // NDB 08067: Cereals ready-to-eat, KELLOGG, KELLOGG'S SPECIAL K
    ndb: "08067",
    name: "Special K",
    synonyms: ["special k"],
    portions: grams({ cup: 31 }),
  },
  {
    ...sr,
    id: "cereal-rice-krispies", // NDB 08065: Cereals ready-to-eat, KELLOGG, KELLOGG'S RICE KRISPIES
    ndb: "08065",
    name: "Rice Krispies",
    synonyms: ["rice krispies", "rice bubbles", "crispy rice cereal", "puffed rice"],
    portions: grams({ cup: 28 }),
  },
  {
    ...sr,
    id: "cereal-shredded-wheat", // NDB 08148: Cereals ready-to-eat, POST, Shredded Wheat, spoon-size
    ndb: "08148",
    name: "Shredded wheat",
    synonyms: ["shredded wheat", "weetabix", "shreddies"],
    portions: grams({ cup: 49 }),
  },
  {
    ...sr,
    id: "cereal-grape-nuts", // NDB 08038: Cereals ready-to-eat, POST, GRAPE-NUTS Cereal
    ndb: "08038",
    name: "Grape-Nuts",
    synonyms: ["grape nuts", "grape-nuts"],
    portions: grams({ serving: 58, cup: 116 }),
  },
  {
    ...sr,
    id: "cereal-wheaties", // NDB 08089: Cereals ready-to-eat, GENERAL MILLS, WHEATIES
    ndb: "08089",
    name: "Wheaties",
    synonyms: ["wheaties", "wheat flakes"],
    portions: grams({ cup: 36 }),
  },
  {
    ...sr,
    id: "cereal-froot-loops", // NDB 08030: Cereals ready-to-eat, KELLOGG, KELLOGG'S FROOT LOOPS
    ndb: "08030",
    name: "Froot Loops",
    synonyms: ["froot loops", "fruit loops"],
    portions: grams({ cup: 29 }),
  },
  {
    ...sr,
    id: "granola", // NDB 08037: Cereals ready-to-eat, granola, homemade
    ndb: "08037",
    name: "Granola",
    synonyms: ["granola", "homemade granola", "granola cereal"],
    portions: grams({ serving: 61, cup: 122 }),
  },
  {
    ...sr,
    id: "muesli", // NDB 43218: Cereals ready-to-eat, ALPEN (a muesli)
    ndb: "43218",
    name: "Muesli with dried fruit and nuts",
    synonyms: ["muesli", "bircher muesli", "swiss muesli"],
    portions: grams({ cup: 85 }),
  },
];
