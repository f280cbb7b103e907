import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

type Columns = Record<string, SQLiteColumn>;

/** A row of `columns` as drizzle would map it: each column's type, null where it may be. */
export type PackedRow<T extends Columns> = {
  [K in keyof T]: T[K]["_"]["notNull"] extends true ? T[K]["_"]["data"] : T[K]["_"]["data"] | null;
};

/**
 * Rows that come back from D1 as one JSON text instead of one result row each.
 * D1 answers with every cell of every row, and the Worker makes an object of each row before
 * drizzle maps it again: in the bench's CPU profile of the re-log read (a window of 60 meals)
 * that was the largest share of the request that grew with history. SQLite writes the rows as
 * one array of arrays (`json_group_array`), which the Worker reads with one `JSON.parse`.
 * SQLite writes a real with as many digits as it takes to read back the same number, so
 * nothing is rounded (test/worker/packed-rows.test.ts).
 *
 * Only for a bounded number of rows of bounded size: D1 holds a value, this text too, to
 * 2,000,000 bytes (developers.cloudflare.com/d1/platform/limits).
 *
 * `select` is a query's only column. It aggregates, so the query gives exactly one row, whose
 * text is `[]` when no row matched. The aggregate's order is not defined: sort what `decode`
 * gives.
 */
export function packedRows<T extends Columns>(columns: T) {
  const keys = Object.keys(columns) as (keyof T & string)[];
  const cells = sql.join(
    keys.map((key) => sql`${columns[key]}`),
    sql`, `,
  );
  const select: SQL<string> = sql<string>`json_group_array(json_array(${cells}))`;
  return {
    select,
    /** The rows out of the packed text, each value mapped as drizzle maps its column. */
    decode(text: string): PackedRow<T>[] {
      return (JSON.parse(text) as unknown[][]).map((cells) => {
        const row: Record<string, unknown> = {};
        keys.forEach((key, i) => {
          const value = cells[i] ?? null;
          row[key] = value === null ? null : columns[key]?.mapFromDriverValue(value);
        });
        return row as PackedRow<T>;
      });
    },
  };
}
