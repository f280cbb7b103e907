import { spellingsOf } from "../../../domain/foods/spelling";
import { closestWords, NOTE_WORDS } from "../../../domain/foods/typo";
import { CAFE_WORDS, cafeDrinkFoods } from "../../../domain/nutrition/cafe-drinks";
import { normalizeText } from "../../../domain/nutrition/normalize";
import { type BatchPart, batchParts, sqlPart } from "../../db/prepared";
import { FOOD_COLUMNS, type FoodRow, PORTIONS_JSON } from "./rows";

// Food search over the SR28 table in D1 (ADR 024): the typed words, each widened by its other
// spellings ("yoghurt" → "yogurt") and, when the index does not know it, by the known words one
// or two edits away ("chiken" → "chicken"), go to the FTS5 index as one AND query; the matches
// are re-ranked so that everyday foods (those the hand names point to) and foods whose main name
// is the query come first: "egg" is the whole egg before egg noodles.

/** Words that join names but do not identify a food. */
const STOP_WORDS = new Set(["a", "an", "the", "of", "and", "with", "in", "on", "or", "some", "my"]);
/** At most this many words are searched; 100 characters rarely hold more. */
const MAX_WORDS = 8;
/** FTS candidates re-ranked per query: plenty for the top 20, bounded for the 20 ms budget. */
const CANDIDATES = 150;

export interface QueryWord {
  typed: string;
  /** Index words that stand for it: the word, its spellings, or its closest known words. */
  alternatives: string[];
  /** The last word of a search may be unfinished ("chick"): it also matches as a prefix. */
  prefix: boolean;
}

export interface SearchHit extends FoodRow {
  /** The food's portions (PORTIONS_JSON), read with it. */
  portions_json: string;
  score: number;
}

export type Candidate = FoodRow & { portions_json: string; bm25: number };

/** The normalised words of a query, stop words dropped. */
export function queryWords(q: string): string[] {
  return normalizeText(q)
    .split(" ")
    .filter((w) => w !== "" && !STOP_WORDS.has(w))
    .slice(0, MAX_WORDS);
}

/**
 * Every word of the search index but the table's note words (NOTE_WORDS), kept per isolate after the first search: typo correction then
 * costs no round trip. A re-seed with new words reaches an isolate when it is recycled; an empty
 * table (before the seed) is never kept.
 */
let vocabulary: Promise<Vocabulary> | undefined;

export interface Vocabulary {
  words: Set<string>;
  /** Words by first letter, for typo candidates. */
  byLetter: Map<string, string[]>;
  /** Words by second letter, for a typo in the first one ("xhicken", "hicken"). */
  bySecond: Map<string, string[]>;
}

function addTo(map: Map<string, string[]>, key: string, word: string) {
  const list = map.get(key);
  if (list) list.push(word);
  else map.set(key, [word]);
}

export function loadVocabulary(db: D1Database): Promise<Vocabulary> {
  if (vocabulary) return vocabulary;
  const loading = db
    .prepare("SELECT word FROM food_words")
    .all<{ word: string }>()
    .then(({ results }) => {
      const byLetter = new Map<string, string[]>();
      const bySecond = new Map<string, string[]>();
      for (const { word } of results) {
        if (NOTE_WORDS.has(word)) continue;
        addTo(byLetter, word[0] ?? "", word);
        addTo(bySecond, word[1] ?? "", word);
      }
      const words = new Set(results.map((r) => r.word).filter((w) => !NOTE_WORDS.has(w)));
      return { words, byLetter, bySecond };
    });
  vocabulary = loading;
  loading.then(
    (v) => {
      if (v.words.size === 0 && vocabulary === loading) vocabulary = undefined;
    },
    () => {
      if (vocabulary === loading) vocabulary = undefined;
    },
  );
  return loading;
}

/** Each word with the index words that stand for it; a word nothing stands for has none. */
export async function expandWords(db: D1Database, words: string[], lastIsPrefix: boolean): Promise<QueryWord[]> {
  if (words.length === 0) return [];
  const vocab = await loadVocabulary(db);
  return words.map((typed, i) => {
    const prefix = lastIsPrefix && i === words.length - 1;
    const known = spellingsOf(typed).filter((w) => vocab.words.has(w));
    if (known.length > 0) return { typed, alternatives: known, prefix };
    if (CAFE_WORDS.has(typed)) return { typed, alternatives: [], prefix: false };
    // An unfinished last word that starts known words is matched as a prefix.
    const sameLetter = vocab.byLetter.get(typed[0] ?? "") ?? [];
    if (prefix && sameLetter.some((w) => w.startsWith(typed))) return { typed, alternatives: [typed], prefix };
    return { typed, alternatives: alternativesFor(vocab, typed), prefix: false };
  });
}

/**
 * The index words that stand for a typed word: itself or its other spellings when the index
 * knows them, else the known words closest to it (search and Describe read typos alike).
 */
export function alternativesFor(vocab: Vocabulary, typed: string): string[] {
  const known = spellingsOf(typed).filter((w) => vocab.words.has(w));
  if (known.length > 0) return known;
  // A café drink's word the table lacks ("latte") is that drink (cafeDrinkFoods): no typo.
  if (CAFE_WORDS.has(typed)) return [];
  // Unknown: the known words closest to it that share its first letter (typos rarely hit the
  // first one). Only when none is close is the first letter taken as the typo: a wrong one
  // ("xhicken": words whose second letter is its second) or a missing one ("hicken": words
  // whose second letter is its first).
  const closest = closestWords(typed, vocab.byLetter.get(typed[0] ?? "") ?? []);
  if (closest.length > 0) return closest;
  const firstLetterTypo = [
    ...(vocab.bySecond.get(typed[1] ?? "") ?? []),
    ...(vocab.bySecond.get(typed[0] ?? "") ?? []),
  ].filter((w) => w[0] !== typed[0]);
  return closestWords(typed, firstLetterTypo);
}

/** The FTS5 query: every word that has alternatives must match one of them (or any, with "OR"). */
export function ftsQuery(words: QueryWord[], join: "AND" | "OR" = "AND"): string {
  return words
    .filter((w) => w.alternatives.length > 0)
    .map((w) => {
      const terms = w.alternatives.map((a) => (w.prefix && a === w.typed ? `"${a}"*` : `"${a}"`));
      return terms.length === 1 ? terms[0] : `(${terms.join(" OR ")})`;
    })
    .join(` ${join} `);
}

/** The words of a food's main name: "Noodles, egg, cooked" → ["noodle"]. */
function headWords(name: string): string[] {
  return normalizeText(name.split(",")[0] ?? "").split(" ");
}

function rank(row: FoodRow & { bm25: number }, words: QueryWord[], aliasHits: Set<string>): number {
  const matched = new Set(words.flatMap((w) => w.alternatives));
  const head = headWords(row.name);
  let score = row.bm25; // negative: the better the text match, the lower
  if (aliasHits.has(row.ndb)) score -= 30;
  if (row.everyday) score -= 8;
  if (head.every((w) => matched.has(w))) score -= 6;
  // Shorter names are the plainer foods: "Egg, whole, raw, fresh" before a 12-part recipe.
  score += row.name.length / 40;
  return score;
}

/** The ranked hits among candidates, best first, at most `limit`. */
function ranked(
  candidates: readonly Candidate[],
  words: QueryWord[],
  aliasHits: Set<string>,
  limit: number,
): SearchHit[] {
  const byNdb = new Map<string, Candidate>();
  for (const row of candidates) {
    const seen = byNdb.get(row.ndb);
    if (!seen || row.bm25 < seen.bm25) byNdb.set(row.ndb, row);
  }
  return [...byNdb.values()]
    .map(({ bm25, ...row }) => ({ ...row, score: rank({ ...row, bm25 }, words, aliasHits) }))
    .sort((a, b) => a.score - b.score || a.name.localeCompare(b.name))
    .slice(0, limit);
}

/**
 * The foods named outright: by an alias of the query or of its corrected words (?1, ?2), and the
 * foods of the café drink it names (?3, a JSON array of NDB numbers; cafeDrinkFoods).
 */
const ALIAS_SQL = `SELECT ${FOOD_COLUMNS}, ${PORTIONS_JSON}, 0 AS bm25 FROM food_aliases a JOIN foods f ON f.ndb = a.ndb WHERE a.alias IN (?1, ?2) UNION ALL SELECT ${FOOD_COLUMNS}, ${PORTIONS_JSON}, 0 AS bm25 FROM foods f WHERE f.ndb IN (SELECT value FROM json_each(?3))`;
const FTS_SQL = `SELECT ${FOOD_COLUMNS}, ${PORTIONS_JSON}, bm25(foods_fts, 1.0, 0.6) AS bm25 FROM foods_fts JOIN foods f ON f.ndb = printf('%05d', foods_fts.rowid) WHERE foods_fts MATCH ?1`;

/** A query's words expanded for search, and the statements that find its candidates. */
export interface PreparedSearch {
  words: QueryWord[];
  /** The alias lookup, then the FTS candidates (none when no word is known): for one batch. */
  parts: BatchPart<Candidate[]>[];
}

/**
 * A search made ready to run in a caller's own D1 batch (GET /api/foods counts the request and
 * reads the user's own foods in the same round trip). Expanding the words reads the vocabulary,
 * which costs a round trip only on an isolate's first search.
 */
export async function prepareSearch(db: D1Database, q: string, lastIsPrefix: boolean): Promise<PreparedSearch> {
  const words = await expandWords(db, queryWords(q), lastIsPrefix);
  const match = ftsQuery(words);
  const exact = words.map((w) => w.alternatives[0] ?? w.typed).join(" ");
  const drink = JSON.stringify(cafeDrinkFoods(q));
  const parts = [sqlPart<Candidate>(db.prepare(ALIAS_SQL).bind(normalizeText(q), exact, drink))];
  if (match !== "") {
    parts.push(sqlPart(db.prepare(`${FTS_SQL} ORDER BY bm25 LIMIT ${CANDIDATES}`).bind(match)));
    // Everyday foods can sit below many long SR28 names in raw text rank; fetch them apart.
    parts.push(sqlPart(db.prepare(`${FTS_SQL} AND f.everyday = 1 ORDER BY bm25 LIMIT 30`).bind(match)));
  }
  return { words, parts };
}

/** The hits of a prepared search from its parts' rows (in the order of `parts`). */
export function searchHits(words: QueryWord[], rows: readonly Candidate[][], limit: number): SearchHit[] {
  const [aliasRows = [], ...ftsRows] = rows;
  const aliasHits = new Set(aliasRows.map((r) => r.ndb));
  return ranked([...ftsRows.flat(), ...aliasRows], words, aliasHits, limit);
}

/**
 * The foods matching a query, best first, in one round trip of its own (and one more when
 * `anyWord` must widen it). The alias lookup takes the normalised query and its corrected words
 * ("grilled chicken" is chicken breast even though SR28 never says "grilled").
 */
export async function searchFoodRows(
  db: D1Database,
  q: string,
  limit: number,
  options: { lastIsPrefix?: boolean; anyWord?: boolean } = {},
): Promise<{ hits: SearchHit[]; words: QueryWord[] }> {
  const { words, parts } = await prepareSearch(db, q, options.lastIsPrefix ?? true);
  const rows = await batchParts(db, parts);
  const hits = searchHits(words, rows, limit);
  // No food has every word ("2 scoops vanilla whey drink"): the foods with the most of them.
  if (hits.length === 0 && (options.anyWord ?? false) && words.filter((w) => w.alternatives.length > 0).length > 1) {
    const any = await db
      .prepare(`${FTS_SQL} ORDER BY bm25 LIMIT ${CANDIDATES}`)
      .bind(ftsQuery(words, "OR"))
      .all<Candidate>();
    const aliasHits = new Set((rows[0] ?? []).map((r) => r.ndb));
    return { hits: ranked(any.results, words, aliasHits, limit), words };
  }
  return { hits, words };
}
