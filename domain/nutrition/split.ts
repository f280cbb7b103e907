import { once } from "../lazy/once";
import { foodKeys } from "./table";

// Splits a meal description into one fragment per food: at commas, semicolons, "+", "&", new
// lines, " and ", " with " and " plus ". Names that contain those words ("mac and cheese",
// "half-and-half", "pasta with meat sauce") and amounts like "one and a half" are not split.

export interface Fragment {
  /** The fragment as typed, trimmed. */
  text: string;
  /** Start offset in the original text. */
  start: number;
  end: number;
}

// A comma between digits is a decimal comma ("0,5 l").
const SEPARATOR = /;|\+|\r?\n|(?<!\d),|,(?!\d)|&|\b(?:and|with|plus)\b/gi;
const JOINING_WORDS = new Set(["and", "with", "plus"]);
const NUMBER_WORD = "\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve";

/** A pattern for a normalised food key that also accepts plurals, "&", "'n'" and hyphens. */
function keyPattern(key: string): string {
  return key
    .split(" ")
    .map((word) => {
      if (word === "and") return "(?:and|&|'?n'?)";
      const stem = word.endsWith("y") ? `${word.slice(0, -1)}(?:y|ies)` : word;
      return `${stem}(?:e?s)?`;
    })
    .join("[\\s'’-]*");
}

function buildProtected(): RegExp {
  const phrases = [...foodKeys()].filter((key) => key.split(" ").some((word) => JOINING_WORDS.has(word)));
  // Longest first, so the alternation prefers "sweet and sour chicken" over shorter names.
  phrases.sort((a, b) => b.length - a.length);
  const amount = `(?:${NUMBER_WORD})\\s+and\\s+a\\s+half`;
  return new RegExp(`(?<![a-z0-9])(?:${amount}|${phrases.map(keyPattern).join("|")})(?![a-z0-9])`, "gi");
}

/** Built by its first use, like the food index it reads (domain/nutrition/table.ts). */
const protectedPattern = once(buildProtected);

export function splitMealText(text: string): Fragment[] {
  const lower = text.toLowerCase();
  const protectedRanges = [...lower.matchAll(protectedPattern())].map((m) => [m.index, m.index + m[0].length] as const);
  const inProtected = (at: number) => protectedRanges.some(([from, to]) => at >= from && at < to);

  const fragments: Fragment[] = [];
  let start = 0;
  const push = (end: number) => {
    const raw = text.slice(start, end);
    const trimmed = raw.trim();
    if (trimmed !== "") {
      const offset = start + raw.indexOf(trimmed);
      fragments.push({ text: trimmed, start: offset, end: offset + trimmed.length });
    }
  };
  for (const separator of lower.matchAll(SEPARATOR)) {
    if (inProtected(separator.index)) continue;
    push(separator.index);
    start = separator.index + separator[0].length;
  }
  push(text.length);
  return fragments;
}
