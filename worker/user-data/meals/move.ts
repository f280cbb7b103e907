import { eq, getTableColumns, lt, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import {
  dailyWrites,
  dayTotals,
  deletedMeals,
  foodItems,
  meals,
  movePages,
  progress,
  userBadges,
  xpEvents,
} from "../schema";
import { inTransaction } from "../transaction";
import type { Db } from "../types";
import { objectMealsFingerprint } from "./fingerprint";
import { mealsLive } from "./write";

/**
 * The object's half of the meals group's move from D1 (ADR 068): the rows arrive page by page
 * as D1 gave them (column names, times in milliseconds) and wait in move_pages; the last call
 * replaces the group's tables with all of them in one transaction, unless the group is live
 * here already (a write has reached it: a slower move must not put back older rows).
 */

/** The group's tables by the name a page gives, in the order they are filled. */
const TABLES = {
  meals,
  food_items: foodItems,
  day_totals: dayTotals,
  xp_events: xpEvents,
  user_badges: userBadges,
  deleted_meals: deletedMeals,
  daily_writes: dailyWrites,
  progress,
} as const satisfies Record<string, SQLiteTable>;

export type MealsTableName = keyof typeof TABLES;

/** Pages a move left behind this long ago belong to a move that stopped: the next one clears them. */
const STALE_PAGES_MS = 60 * 60_000;

/** Keeps one page of a move's copy until the move finishes. */
export function stageMealsPage(db: Db, token: string, page: number, tableName: MealsTableName, rows: unknown[]): void {
  if (!(tableName in TABLES)) throw new Error(`no table ${tableName} in the meals group`);
  db.insert(movePages)
    .values({ token, page, tableName, rows: JSON.stringify(rows), stagedAt: new Date() })
    .onConflictDoUpdate({ target: [movePages.token, movePages.page], set: { rows: JSON.stringify(rows) } })
    .run();
}

/** One staged page into its table, in one statement: each column read from the page's JSON by its name. */
function insertPage(db: Db, tableName: MealsTableName, rowsJson: string): void {
  const table = TABLES[tableName];
  const names = Object.values(getTableColumns(table)).map((c) => c.name);
  const columns = sql.join(
    names.map((n) => sql.identifier(n)),
    sql`, `,
  );
  const values = sql.join(
    names.map((n) => sql`json_extract(value, ${`$.${n}`})`),
    sql`, `,
  );
  db.run(sql`insert into ${table} (${columns}) select ${values} from json_each(${rowsJson})`);
}

/**
 * The move's last call: the staged pages of `token` (all `pages` of them) become the group's
 * rows in one transaction, and the answer is the object's fingerprint of them, for the move to
 * compare with D1's. When the group is live here nothing is replaced. A move that staged fewer
 * pages than it sent (one lost on the way) replaces nothing either, and answers no fingerprint.
 */
export function finishMealsCopy(db: Db, token: string, pages: number): { live: boolean; fingerprint: string | null } {
  return inTransaction(db, () => {
    const staged = db.select().from(movePages).where(eq(movePages.token, token)).orderBy(movePages.page).all();
    db.delete(movePages).where(eq(movePages.token, token)).run();
    db.delete(movePages)
      .where(lt(movePages.stagedAt, new Date(Date.now() - STALE_PAGES_MS)))
      .run();
    if (mealsLive(db)) return { live: true, fingerprint: null };
    if (staged.length !== pages) return { live: false, fingerprint: null };
    for (const table of Object.values(TABLES)) db.delete(table).run();
    for (const page of staged) insertPage(db, page.tableName as MealsTableName, page.rows);
    const row = db.get<{ fingerprint: string }>(sql`select ${objectMealsFingerprint()} as fingerprint`);
    return { live: false, fingerprint: row?.fingerprint ?? null };
  });
}
