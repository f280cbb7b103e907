import { spellingsOf } from "../../../domain/foods/spelling";
import { closestWords } from "../../../domain/foods/typo";
import { normalizeText } from "../../../domain/nutrition/normalize";
import { FOOD_COLUMNS, type FoodRow } from "./rows";

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
  score: number;
}

/** The normalised words of a query, stop words dropped. */
export function queryWords(q: string): string[] {
  return normalizeText(q)
    .split(" ")
    .filter((w) => w !== "" && !STOP_WORDS.has(w))
    .slice(0, MAX_WORDS);
}

/** Each word with the index words that stand for it; a word nothing stands for has none. */
export async function expandWords(db: D1Database, words: string[], lastIsPrefix: boolean): Promise<QueryWord[]> {
  if (words.length === 0) return [];
  const spelled = words.map(spellingsOf);
  const all = [...new Set(spelled.flat())];
  const knownRows = await db
    .prepare(`SELECT word FROM food_words WHERE word IN (${all.map(() => "?").join(", ")})`)
    .bind(...all)
    .all<{ word: string }>();
  const known = new Set(knownRows.results.map((r) => r.word));
  const result: QueryWord[] = spelled.map((alternatives, i) => ({
    typed: words[i] as string,
    alternatives: alternatives.filter((w) => known.has(w)),
    prefix: lastIsPrefix && i === words.length - 1,
  }));
  // Unknown words: look for close known words sharing the first letter (typos rarely hit it),
  // and for the unfinished last word, whether anything starts with it. One round trip for all.
  const unknown = result.filter((w) => w.alternatives.length === 0);
  if (unknown.length === 0) return result;
  const near = "SELECT word FROM food_words WHERE word >= ?1 AND word < ?2 AND length(word) BETWEEN ?3 AND ?4";
  const statements = unknown.flatMap((w) => {
    const typo = db.prepare(near).bind(w.typed[0], nextLetter(w.typed), w.typed.length - 2, w.typed.length + 2);
    if (!w.prefix) return [typo];
    return [typo, db.prepare("SELECT word FROM food_words WHERE word > ?1 AND word < ?1 || '~' LIMIT 1").bind(w.typed)];
  });
  const answers = await db.batch<{ word: string }>(statements);
  let next = 0;
  for (const w of unknown) {
    const close = answers[next++]?.results.map((r) => r.word) ?? [];
    const starts = w.prefix ? (answers[next++]?.results.length ?? 0) > 0 : false;
    if (starts) w.alternatives = [w.typed];
    else {
      w.prefix = false;
      w.alternatives = closestWords(w.typed, close);
    }
  }
  return result;
}

function nextLetter(word: string): string {
  return String.fromCharCode((word.codePointAt(0) ?? 97) + 1);
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

/**
 * The foods matching a query, best first. `exact` is the normalised query for the everyday-name
 * lookup ("grilled chicken" is chicken breast even though SR28 never says "grilled").
 */
export async function searchFoodRows(
  db: D1Database,
  q: string,
  limit: number,
  options: { lastIsPrefix?: boolean; anyWord?: boolean } = {},
): Promise<{ hits: SearchHit[]; words: QueryWord[] }> {
  const words = await expandWords(db, queryWords(q), options.lastIsPrefix ?? true);
  const match = ftsQuery(words);
  const exact = words.map((w) => w.alternatives[0] ?? w.typed).join(" ");
  const aliasSql = `SELECT ${FOOD_COLUMNS}, 0 AS bm25 FROM food_aliases a JOIN foods f ON f.ndb = a.ndb WHERE a.alias IN (?1, ?2)`;
  const ftsSql = `SELECT ${FOOD_COLUMNS}, bm25(foods_fts, 1.0, 0.6) AS bm25 FROM foods_fts JOIN foods f ON f.ndb = printf('%05d', foods_fts.rowid) WHERE foods_fts MATCH ?1`;
  const statements = [db.prepare(aliasSql).bind(normalizeText(q), exact)];
  if (match !== "") {
    statements.push(db.prepare(`${ftsSql} ORDER BY bm25 LIMIT ${CANDIDATES}`).bind(match));
    // Everyday foods can sit below many long SR28 names in raw text rank; fetch them apart.
    statements.push(db.prepare(`${ftsSql} AND f.everyday = 1 ORDER BY bm25 LIMIT 30`).bind(match));
  }
  const [aliasRows, ...ftsRows] = await db.batch<FoodRow & { bm25: number }>(statements);
  const aliasHits = new Set((aliasRows?.results ?? []).map((r) => r.ndb));
  const byNdb = new Map<string, FoodRow & { bm25: number }>();
  for (const row of [...ftsRows.flatMap((r) => r.results), ...(aliasRows?.results ?? [])]) {
    const seen = byNdb.get(row.ndb);
    if (!seen || row.bm25 < seen.bm25) byNdb.set(row.ndb, row);
  }
  const hits = [...byNdb.values()]
    .map(({ bm25, ...row }) => ({ ...row, score: rank({ ...row, bm25 }, words, aliasHits) }))
    .sort((a, b) => a.score - b.score || a.name.localeCompare(b.name))
    .slice(0, limit);
  // No food has every word ("2 scoops vanilla whey drink"): the foods with the most of them.
  if (hits.length === 0 && (options.anyWord ?? false) && words.filter((w) => w.alternatives.length > 0).length > 1) {
    const any = await db
      .prepare(`${ftsSql} ORDER BY bm25 LIMIT ${CANDIDATES}`)
      .bind(ftsQuery(words, "OR"))
      .all<FoodRow & { bm25: number }>();
    const ranked = any.results
      .map(({ bm25, ...row }) => ({ ...row, score: rank({ ...row, bm25 }, words, aliasHits) }))
      .sort((a, b) => a.score - b.score || a.name.localeCompare(b.name))
      .slice(0, limit);
    return { hits: ranked, words };
  }
  return { hits, words };
}
