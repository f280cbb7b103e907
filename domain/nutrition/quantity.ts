// Reads the amount at the start of a meal fragment: "2", "1.5", "0,5", "1/2", "1 1/2", "½", "1½",
// "2-3" (the mean), "a", "an", "one".."ninety-nine", "two hundred", "half a", "a couple of", "a dozen",
// "one and a half".
// Input is already lower case.

export interface Quantity {
  value: number;
  /** The text after the amount, trimmed. */
  rest: string;
}

const UNICODE_FRACTIONS: Readonly<Record<string, number>> = {
  "½": 1 / 2,
  "¼": 1 / 4,
  "¾": 3 / 4,
  "⅓": 1 / 3,
  "⅔": 2 / 3,
  "⅕": 1 / 5,
  "⅖": 2 / 5,
  "⅗": 3 / 5,
  "⅘": 4 / 5,
  "⅙": 1 / 6,
  "⅚": 5 / 6,
  "⅛": 1 / 8,
  "⅜": 3 / 8,
  "⅝": 5 / 8,
  "⅞": 7 / 8,
};
const FRACTION_CHARS = Object.keys(UNICODE_FRACTIONS).join("");

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  single: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
/** Tens that take a unit after a hyphen or space: "twenty-five", "thirty two". */
const TENS = new Set([20, 30, 40, 50, 60, 70, 80, 90]);

// Checked in order; each value applies to what follows ("a couple of eggs" → 2 eggs).
const WORD_QUANTITIES: ReadonlyArray<readonly [RegExp, number]> = [
  [/^half (?:a )?dozen\b/, 6],
  [/^(?:a |one )?dozen\b/, 12],
  [/^(?:a )?couple(?: of)?\b/, 2],
  [/^(?:a )?pair of\b/, 2],
  [/^a few\b/, 3],
  [/^(?:a |one )?half\b(?: of\b)?(?: an?\b)?/, 1 / 2],
  [/^(?:a |one )?quarter\b(?: of\b)?(?: an?\b)?/, 1 / 4],
  [/^(?:a |one )?third of(?: an?\b)?/, 1 / 3],
  [/^an? /, 1],
];

const NUMBER = String.raw`\d*[.,]\d+|\d+`;
// A number glued to a letter must be a unit or a multiplier ("150g", "3oz", "2x"), never "7up".
const NUMERIC_PATTERNS: ReadonlyArray<readonly [RegExp, (m: RegExpExecArray) => number]> = [
  // Mixed number with a unicode fraction: "1½", "1 ½".
  [new RegExp(String.raw`^(\d+)\s*([${FRACTION_CHARS}])`), (m) => Number(m[1]) + fraction(m[2])],
  [new RegExp(`^([${FRACTION_CHARS}])`), (m) => fraction(m[1])],
  // Mixed number "1 1/2" or "1-1/2", then plain fraction "1/2" (⁄ is the unicode fraction slash).
  [/^(\d+)[\s-]+(\d+)\s*[/⁄]\s*(\d+)/, (m) => Number(m[1]) + Number(m[2]) / Number(m[3])],
  [/^(\d+)\s*[/⁄]\s*(\d+)/, (m) => Number(m[1]) / Number(m[2])],
  // A range "2-3" or "2 to 3" counts as its middle.
  [new RegExp(String.raw`^(${NUMBER})\s*(?:-|–|to\b)\s*(${NUMBER})`), (m) => (decimal(m[1]) + decimal(m[2])) / 2],
  [new RegExp(`^(${NUMBER})`), (m) => decimal(m[1])],
];

function fraction(char: string | undefined): number {
  return UNICODE_FRACTIONS[char ?? ""] ?? 0;
}

function decimal(text: string | undefined): number {
  return Number((text ?? "").replace(",", "."));
}

function numeric(text: string): Quantity | undefined {
  for (const [pattern, read] of NUMERIC_PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const rest = text.slice(match[0].length);
    // "2% milk" names a milk, not two of something.
    if (rest.startsWith("%")) return undefined;
    return { value: read(match), rest };
  }
  return undefined;
}

function words(text: string): Quantity | undefined {
  for (const [pattern, value] of WORD_QUANTITIES) {
    const match = pattern.exec(text);
    if (match) return { value, rest: text.slice(match[0].length) };
  }
  const first = /^([a-z]+)\b/.exec(text)?.[1] ?? "";
  const value = NUMBER_WORDS[first];
  if (value === undefined) return undefined;
  const unit = TENS.has(value) ? /^[\s-]+([a-z]+)\b/.exec(text.slice(first.length)) : null;
  const ones = unit ? NUMBER_WORDS[unit[1] ?? ""] : undefined;
  if (unit && ones !== undefined && ones < 10)
    return { value: value + ones, rest: text.slice(first.length + unit[0].length) };
  return { value, rest: text.slice(first.length) };
}

/** Follow-ups that change a number already read: "hundred", "and a half", "dozen", a multiplier "x". */
function extend(quantity: Quantity): Quantity {
  let { value, rest } = quantity;
  // "two hundred grams", "a hundred and fifty g": hundreds, then any tens and ones after them.
  const hundred = /^\s*hundred\b(?:\s+and)?/.exec(rest);
  if (hundred) {
    value *= 100;
    rest = rest.slice(hundred[0].length);
    const more = words(rest.trim());
    if (more && more.value < 100 && Number.isInteger(more.value) && !/^\s*an?\b/.test(rest)) {
      value += more.value;
      rest = more.rest;
    }
  }
  const half = /^\s*and a half\b/.exec(rest);
  if (half) {
    value += 0.5;
    rest = rest.slice(half[0].length);
  }
  const dozen = /^\s*dozens?\b/.exec(rest);
  if (dozen) {
    value *= 12;
    rest = rest.slice(dozen[0].length);
  }
  const times = /^\s*(?:x|×)(?![a-z])/.exec(rest);
  if (times) rest = rest.slice(times[0].length);
  return { value, rest: rest.trim() };
}

/** The amount at the start of `text`, or undefined when it does not start with one. */
export function parseQuantity(text: string): Quantity | undefined {
  const found = numeric(text) ?? words(text);
  return found && extend(found);
}
