// Typo tolerance for food search: a word the index does not know is replaced by the known words
// closest to it ("chiken" → "chicken", "brest" → "breast").

/** Optimal string alignment distance (Levenshtein plus swapped neighbours), stopping past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    const prev = rows[i - 1] as number[];
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/** Edits allowed for a word of this length: none under 4 letters, one under 7, else two. */
export function allowedEdits(word: string): number {
  if (word.length < 4) return 0;
  return word.length < 7 ? 1 : 2;
}

/**
 * Words the USDA table uses only in its notes and grammar ("may have been previously frozen",
 * "includes", "formerly"): they name no food, so a typed word is never read as one of them and
 * never corrected into one ("beens" is beans, not the shrimp that "may have been" frozen).
 */
export const NOTE_WORDS: ReadonlySet<string> = new Set([
  "been",
  "have",
  "may",
  "previously",
  "include",
  "included",
  "including",
  "formerly",
  "approx",
  "approximately",
  "such",
  "be",
  "most",
  "than",
]);

/** A word's consonants in order: "beens" and "beans" sound alike to a phone keyboard's user. */
const consonants = (word: string) => word.replace(/[aeiou]/g, "");

/**
 * The candidates nearest to `word` within its allowed edits (all ties), or none. Among equally
 * near words, those that differ from it only in a vowel's place or letter win ("beens" is
 * "beans" before "beers"; a word one letter shorter or longer is not among them).
 * A four-letter word has so many neighbours that it is corrected only that way ("tofo" is tofu,
 * but "skyr" is not the Skor toffee bar).
 */
export function closestWords(word: string, candidates: Iterable<string>): string[] {
  const max = allowedEdits(word);
  if (max === 0) return [];
  let best = max + 1;
  let found: string[] = [];
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate, max);
    if (distance < best) {
      best = distance;
      found = [candidate];
    } else if (distance === best && distance <= max) found.push(candidate);
  }
  if (best > max) return [];
  const alike = found.filter(
    (candidate) => candidate.length === word.length && consonants(candidate) === consonants(word),
  );
  if (word.length === 4) return alike;
  return alike.length > 0 ? alike : found;
}
