import { type SQL, sql } from "drizzle-orm";

/**
 * The meals group's counts and sums as one JSON text (ADR 068): rows of each table, protein to
 * the milligram summed as integers (so the order rows are added in cannot change the sum), the
 * meals' times, the XP, the day totals, the day's write counts and the cached progress. A move
 * reads it from D1 with the rows and from the object after the copy: equal texts, the same rows
 * copied; the flip holds only while D1's is still the one read.
 *
 * `scope` narrows D1's shared tables to one user; the object's tables are the user's already.
 */
export interface FingerprintScope {
  /** The condition on a table with a user_id column. */
  own: SQL;
  /** The condition on food_items (they name their meal, not their user). */
  ownFoods: SQL;
  /** The progress as json_array(xp_total, streak_end_date, streak_length, longest_streak). */
  progress: SQL;
}

const milligrams = (column: string) => sql.raw(`coalesce(sum(cast(round(${column} * 1000) as integer)), 0)`);

export function mealsFingerprint(scope: FingerprintScope): SQL<string> {
  const { own, ownFoods } = scope;
  return sql<string>`json_array(
    (select json_array(count(*), ${milligrams("total_protein")}, coalesce(sum(created_at), 0), coalesce(sum(updated_at), 0), coalesce(sum(awaiting_analysis), 0)) from meals where ${own}),
    (select json_array(count(*), ${milligrams("protein_content")}, ${milligrams("grams")}) from food_items where ${ownFoods}),
    (select json_array(count(*), coalesce(sum(xp), 0)) from xp_events where ${own}),
    (select json_array(count(*), ${milligrams("total")}, coalesce(sum(meals), 0), coalesce(sum(below_band), 0), coalesce(sum(in_band), 0)) from day_totals where ${own}),
    (select count(*) from user_badges where ${own}),
    (select count(*) from deleted_meals where ${own}),
    (select json_array(count(*), coalesce(sum(count), 0)) from daily_writes where ${own}),
    ${scope.progress}
  )`;
}

/** The object's own fingerprint: every row of its tables is the user's. */
export const objectMealsFingerprint = () =>
  mealsFingerprint({
    own: sql`1`,
    ownFoods: sql`1`,
    progress: sql`coalesce((select json_array(xp_total, streak_end_date, streak_length, longest_streak) from progress where id = 1), json_array(0, null, 0, 0))`,
  });
