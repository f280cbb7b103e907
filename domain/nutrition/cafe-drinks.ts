import { normalizeText } from "./normalize";
import { formatAmount } from "./portion-size";
import { parseQuantity } from "./quantity";
import { foodById, nutrientsFor, proteinFor } from "./table";
import type { ParsedItem } from "./types";

/**
 * Café drinks the USDA table has no entry for, as the table's foods they are made of, for one
 * 12 oz cup with 2 % milk: a latte is two shots of espresso (60 g) and 240 g of milk. Describe
 * lists each part with its grams, so the recipe is on screen and every gram can be corrected.
 */
const CAFE_DRINKS: readonly {
  name: string;
  synonyms: readonly string[];
  parts: readonly (readonly [string, number])[];
}[] = [
  {
    name: "latte",
    synonyms: ["latte", "caffe latte", "cafe latte", "latte macchiato", "iced latte"],
    parts: [
      ["espresso", 60],
      ["milk-2-percent", 240],
    ],
  },
  {
    name: "cappuccino",
    synonyms: ["cappuccino", "iced cappuccino"],
    parts: [
      ["espresso", 60],
      ["milk-2-percent", 150],
    ],
  },
  {
    name: "flat white",
    synonyms: ["flat white"],
    parts: [
      ["espresso", 60],
      ["milk-2-percent", 150],
    ],
  },
  {
    name: "cortado",
    synonyms: ["cortado"],
    parts: [
      ["espresso", 60],
      ["milk-2-percent", 60],
    ],
  },
  {
    name: "macchiato",
    synonyms: ["macchiato", "espresso macchiato"],
    parts: [
      ["espresso", 30],
      ["milk-2-percent", 15],
    ],
  },
  {
    name: "café au lait",
    synonyms: ["cafe au lait", "café au lait"],
    parts: [
      ["coffee", 180],
      ["milk-2-percent", 120],
    ],
  },
];

const BY_NAME = new Map(
  CAFE_DRINKS.flatMap((drink) =>
    drink.synonyms.flatMap(
      (s) =>
        [
          [s, drink],
          [`${s}s`, drink],
        ] as const,
    ),
  ),
);

/**
 * The parts of the café drink a fragment names ("a latte", "2 flat whites"), or undefined when
 * it names none: each part as Describe lists a food, its grams times the count, "60 g (in a latte)".
 */
export function cafeDrinkParts(fragment: string): ParsedItem[] | undefined {
  const clean = normalizeText(fragment);
  const quantity = parseQuantity(clean);
  const count = quantity?.value ?? 1;
  const drink = BY_NAME.get((quantity?.rest ?? clean).replace(/^of\s+/, "").trim());
  if (!drink || !(count > 0)) return undefined;
  const within = count === 1 ? `a ${drink.name}` : `${formatAmount(count)} ${drink.name}s`;
  const parts: ParsedItem[] = [];
  for (const [id, perCup] of drink.parts) {
    const food = foodById(id);
    if (!food) return undefined;
    const grams = perCup * count;
    parts.push({
      name: food.name,
      foodId: food.id,
      ndb: food.ndb,
      grams,
      portionSize: `${grams} g (in ${within})`,
      proteinContent: proteinFor(food, grams),
      confidence: 0.7,
      ...nutrientsFor(food, grams),
    });
  }
  return parts;
}

/**
 * The words of the café drinks' names ("latte", "cappuccino", "flat white"). Typed, one the
 * USDA table does not use means the drink, never a typo of a table word ("latte" is not the
 * wine's "late harvest").
 */
export const CAFE_WORDS: ReadonlySet<string> = new Set(
  CAFE_DRINKS.flatMap((drink) => drink.synonyms.flatMap((s) => normalizeText(s).split(" "))),
);

/** The NDB numbers of the table foods a café drink is made of, when `text` names one; else none. */
export const cafeDrinkFoods = (text: string): string[] => (cafeDrinkParts(text) ?? []).map((part) => part.ndb);
