import { eq, type SQL, sql } from "drizzle-orm";
import { WRITE_LIMITS, type WriteKind, writeLimitMessage } from "../../domain/meals/write-limits";
import { localDate, localDayBounds } from "../../domain/time/local-day";
import type { Db } from "../db/client";
import { dailyWrites, meals, type UserFields, users } from "../db/schema";
import { ApiError } from "./api-error";
import { newId } from "./ids";

/**
 * A day's writes counted in the write's own D1 batch (a transaction): `take` is its first
 * statement, `granted` the condition every insert of the write is guarded by. The counter takes
 * the batch's token only if the new count stays within the day's bound, so of requests sent at
 * once no more than the bound get through, a refused one stores nothing and a stored one was
 * counted. The user's local today comes from the clock and their time zone, never from the
 * data; a time-zone change that moves today back keeps counting on the later day.
 */
export interface DayCount {
  kind: WriteKind;
  today: string;
  take: ReturnType<typeof takeStatement>;
  granted: SQL;
  /** How many of the meals are not stored yet, read in the batch before `take`. */
  fresh: ReturnType<typeof freshRead>;
}

const freshRead = (db: Db, userId: string, fresh: SQL) =>
  db
    .select({ n: sql<number>`${fresh}` })
    .from(users)
    .where(eq(users.id, userId));

function takeStatement(db: Db, userId: string, kind: WriteKind, today: string, batch: string, amount: SQL) {
  const max = WRITE_LIMITS[kind];
  const t = dailyWrites;
  // Within the same day the count goes on; on a later day it starts again.
  const sameDay = sql`excluded.${sql.identifier(t.localDate.name)} <= ${t.localDate}`;
  const added = sql`excluded.${sql.identifier(t.count.name)}`;
  // INSERT … SELECT; the values follow daily_writes' column order. No row when nothing is new.
  return db
    .insert(t)
    .select(
      sql`select * from (select ${userId}, ${kind}, ${today}, ${amount} as n, ${batch}) where n > 0 and n <= ${max}`,
    )
    .onConflictDoUpdate({
      target: [t.userId, t.kind],
      set: {
        count: sql`case when ${sameDay} then ${t.count} + ${added} else ${added} end`,
        localDate: sql`max(${t.localDate}, excluded.${sql.identifier(t.localDate.name)})`,
        batch: sql`excluded.${sql.identifier(t.batch.name)}`,
      },
      setWhere: sql`(case when ${sameDay} then ${t.count} else 0 end) + ${added} <= ${max}`,
    });
}

/**
 * Counts, against the user's bound of `kind` today, the meals among `mealIds` not stored yet
 * (a retry of a stored meal is not counted again), or one write for the whole list (a guest
 * migration) when `each` is false.
 */
export function countDailyWrites(
  db: Db,
  user: UserFields,
  kind: WriteKind,
  mealIds: readonly string[],
  { each = true, now = Date.now() }: { each?: boolean; now?: number } = {},
): DayCount {
  const today = localDate(now, user.timezone);
  const batch = newId();
  // Looked up by primary key, one id at a time: never a walk of the user's whole history. An id
  // already taken (by any row) cannot be stored again, so it is not a new write either.
  const fresh = sql`(select count(distinct value) from json_each(${JSON.stringify(mealIds)}) where not exists (select 1 from ${meals} where ${meals.id} = value))`;
  const amount = each ? fresh : sql`min(${fresh}, 1)`;
  const granted = sql`exists (select 1 from ${dailyWrites} where ${dailyWrites.userId} = ${user.id} and ${dailyWrites.kind} = ${kind} and ${dailyWrites.batch} = ${batch})`;
  return {
    kind,
    today,
    take: takeStatement(db, user.id, kind, today, batch, amount),
    granted,
    fresh: freshRead(db, user.id, fresh),
  };
}

/** The 429 of a refused write: until the user's next local midnight, with what is left today. */
export async function refusedWrite(db: Db, user: UserFields, count: DayCount, now = Date.now()): Promise<ApiError> {
  const row = await db
    .select({ count: dailyWrites.count, localDate: dailyWrites.localDate })
    .from(dailyWrites)
    .where(sql`${dailyWrites.userId} = ${user.id} and ${dailyWrites.kind} = ${count.kind}`)
    .get();
  const day = row && row.localDate > count.today ? row.localDate : count.today;
  const used = row && row.localDate >= count.today ? row.count : 0;
  const left = Math.max(0, WRITE_LIMITS[count.kind] - used);
  const waitSeconds = Math.max(1, Math.ceil((localDayBounds(day, user.timezone).end - now) / 1000));
  return new ApiError(429, writeLimitMessage(count.kind, left), {
    code: "DAILY_LIMIT",
    headers: { "Retry-After": String(waitSeconds) },
  });
}
