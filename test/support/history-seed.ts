// Two years of meals (3 a day) and the XP they earned, for one user as plain SQL of D1, as an
// account from before its meals moved into its own object holds them (ADR 068): the bench
// writes it into the local D1 it serves (scripts/bench-seed.ts), the worker tests into theirs,
// and the account's first request moves it, so both measure and inspect the same history.

/**
 * The XP of a meal and of a day that met the goal: XP_PER_MEAL and XP_DAILY_GOAL_MET of
 * domain/gamification/xp.ts, written here because Node runs this file for the bench without
 * resolving the domain's extensionless imports; history-query-plans.test.ts checks they agree.
 */
export const SEED_XP = { meal: 10, goalDay: 50 };
/** The per-meal protein band, PER_MEAL_GRAMS of domain/meals/protein-band.ts, for the same reason. */
export const SEED_BAND = [20, 40] as const;
/** The groups moved before the meals group (worker/db/moved-groups.ts): the account's meals are D1's until it moves. */
export const SEED_MOVED_GROUPS = 4;

/** `mealId` names the i-th meal of day d back; the bench's short names by default. */
export function historyInserts(
  userId: string,
  days = 730,
  perDay = 3,
  mealId = (d: number, i: number) => `bench-${d}-${i}`,
  now = Date.now(),
): { statements: string[]; meals: number } {
  const types = ["breakfast", "lunch", "dinner"];
  const titles = [
    "Greek yogurt with berries",
    "Chicken and rice bowl",
    "Salmon with potatoes",
    "Lentil soup",
    "Tofu stir-fry",
    "Turkey sandwich",
  ];
  const rows: string[] = [];
  for (let d = 0; d < days; d++) {
    const day = new Date(now - d * 86_400_000);
    const date = day.toISOString().slice(0, 10);
    for (let i = 0; i < perDay; i++) {
      const at = day.getTime() - i * 3_600_000;
      const title = titles[(d + i) % titles.length] ?? "Meal";
      rows.push(
        `('${mealId(d, i)}','${userId}','${types[i % 3]}','${title}',${20 + ((d * 7 + i * 11) % 30)},NULL,'manual',NULL,'${date}',${at},${at})`,
      );
    }
  }
  const statements: string[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    statements.push(
      `INSERT OR IGNORE INTO meals (id,user_id,meal_type,title,total_protein,image_url,source,client_id,local_date,created_at,updated_at) VALUES ${rows.slice(i, i + 500).join(",")}`,
    );
  }
  // Written straight into meals, past the meal write path: the stored day totals (ADR 030)
  // are recomputed as migrations 0017 and 0026 backfill them.
  statements.push(
    `DELETE FROM day_totals WHERE user_id = '${userId}'`,
    `INSERT INTO day_totals (user_id, local_date, total, meals, below_band, in_band) SELECT user_id, local_date, sum(total_protein), count(*), sum(round(total_protein, 1) < ${SEED_BAND[0]}), sum(round(total_protein, 1) BETWEEN ${SEED_BAND[0]} AND ${SEED_BAND[1]}) FROM meals WHERE user_id = '${userId}' AND awaiting_analysis = 0 GROUP BY local_date`,
    // The XP ledger such a history earns: each meal's XP and the goal bonus of
    // each day that reached the goal, and the cached total over them.
    `INSERT OR IGNORE INTO xp_events (user_id, reason, reference, xp, created_at) SELECT user_id, 'meal_logged', id, ${SEED_XP.meal}, created_at FROM meals WHERE user_id = '${userId}' AND awaiting_analysis = 0`,
    `INSERT OR IGNORE INTO xp_events (user_id, reason, reference, xp, created_at) SELECT d.user_id, 'daily_goal_met', d.local_date, ${SEED_XP.goalDay}, ${now} FROM day_totals d JOIN users u ON u.id = d.user_id WHERE d.user_id = '${userId}' AND u.daily_goal > 0 AND d.total >= u.daily_goal`,
    `UPDATE users SET xp_total = (SELECT coalesce(sum(xp), 0) FROM xp_events WHERE user_id = '${userId}') WHERE id = '${userId}'`,
    `UPDATE users SET moved_groups = ${SEED_MOVED_GROUPS} WHERE id = '${userId}'`,
  );
  return { statements, meals: rows.length };
}
