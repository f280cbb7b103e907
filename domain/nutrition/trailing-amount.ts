import { parseQuantity } from "./quantity";
import { parseUnit, type Unit } from "./units";

// An amount written after the food: "chicken breast 200g", "salmon (150 g)", "eggs x2",
// "eggs 2", "milk one cup", "oats half a cup". Input is lower case.

export interface TrailingAmount {
  count: number;
  unit?: Unit;
  /** The text before the amount: the food. */
  rest: string;
}

const TRAILING_MULTIPLIER = /\s*(?:(?:x|×)\s*(\d+)|(\d+)\s*(?:x|×))\s*$/;
const TRAILING_AMOUNT = /\s*\(?\s*(\d*[.,]?\d+)\s*([a-z][a-z. ]*?)\s*\)?\s*$/;
/** Amounts written after the food in words are at most this many words: "half a cup", "one cup". */
const TRAILING_WORDS = 4;

/** "chicken breast 200g", "salmon (150 g)", "eggs x2": an amount written after the food. */
export function trailingAmount(text: string): TrailingAmount | undefined {
  const multiplier = TRAILING_MULTIPLIER.exec(text);
  if (multiplier) return { count: Number(multiplier[1] ?? multiplier[2]), rest: text.slice(0, multiplier.index) };
  const amount = TRAILING_AMOUNT.exec(text);
  const unit = amount?.[2] ? parseUnit(amount[2].trim()) : undefined;
  if (amount && unit && unit.rest === "" && unit.unit.kind !== "portion")
    return { count: Number((amount[1] ?? "").replace(",", ".")), unit: unit.unit, rest: text.slice(0, amount.index) };
  return trailingWords(text);
}

/**
 * "eggs 2", "milk one cup", "oats half a cup": the longest run of last words that is an amount,
 * alone or with a unit, after at least one word of food.
 */
function trailingWords(text: string): TrailingAmount | undefined {
  const words = text.split(" ");
  for (let start = Math.max(1, words.length - TRAILING_WORDS); start < words.length; start++) {
    const quantity = parseQuantity(words.slice(start).join(" "));
    if (!quantity || quantity.value === 0) continue;
    const rest = words.slice(0, start).join(" ");
    // A bare count is a whole number ("eggs 2"): "half and half" is a cream, not half of one.
    if (quantity.rest === "") {
      if (Number.isInteger(quantity.value)) return { count: quantity.value, rest };
      continue;
    }
    const unit = parseUnit(quantity.rest.replace(/\s+of$/, ""));
    if (unit && unit.rest === "") return { count: quantity.value, unit: unit.unit, rest };
  }
  return undefined;
}
