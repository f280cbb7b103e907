import { normalizeText } from "../../../domain/nutrition/normalize";
import { describesOnly, type FoodMatcher } from "../../../domain/nutrition/parse";
import { alternativesFor, type Vocabulary } from "./search";

// Describe forgives typos as food search does (ADR 063): a word the food index does not know is
// read as its nearest known words, by the same rules (alternativesFor: never a word of SR28's
// notes, a changed vowel first among equals, a four-letter word only in a vowel). A reading
// counts only when it is the only food the text can mean: "chiken breast" is chicken breast,
// while two near words that name two foods name none.

/** Readings of one text tried at most, when several words each have equally near words. */
const MAX_READINGS = 8;

/** A typed word the index may know: letters only, not an amount, a unit or a describing word. */
function correctable(token: string): string | undefined {
  if (!/^[a-z]+$/i.test(token)) return undefined;
  const word = normalizeText(token);
  return word === "" || describesOnly(word) ? undefined : word;
}

/**
 * The text with each word the index does not know replaced by its nearest known words, one
 * reading per combination (whitespace and amounts kept as typed), or none when no word was
 * corrected.
 */
export function typoReadings(vocab: Vocabulary, text: string): string[] {
  let readings: string[][] = [[]];
  let corrected = false;
  for (const token of text.split(/(\s+)/)) {
    const word = correctable(token);
    let options = [token];
    if (word !== undefined && !vocab.words.has(word)) {
      const near = alternativesFor(vocab, word);
      if (near.length > 0 && !near.includes(word)) {
        options = near;
        corrected = true;
      }
    }
    readings = readings.flatMap((reading) => options.map((option) => [...reading, option])).slice(0, MAX_READINGS);
  }
  return corrected ? readings.map((reading) => reading.join("")) : [];
}

/** A matcher that reads typos: the one food all readings that name a food agree on, else none. */
export function forgivingMatcher(vocab: Vocabulary, match: FoodMatcher): FoodMatcher {
  return (text) => {
    const direct = match(text);
    if (direct) return direct;
    const found = typoReadings(vocab, text).flatMap((reading) => match(reading) ?? []);
    return new Set(found.map((m) => m.food.id)).size === 1 ? found[0] : undefined;
  };
}
