import { env, runInDurableObject } from "cloudflare:test";
import { userData } from "../../worker/lib/user-data";
import type { MealTable } from "../support/meal-tables";
import { api, headers } from "./api";

let ipCounter = 1;
/** A fresh client address per sign-up, so throttling by IP does not couple tests. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

/** The session cookie pair ("name=value") from a response, for the next request. */
export function sessionCookie(res: { headers: Headers }): string {
  const header = res.headers.get("Set-Cookie") ?? "";
  const match = header.match(/(proteo_session=[^;]+)/);
  if (!match?.[1]) throw new Error(`no session cookie in: ${header}`);
  return match[1];
}

export interface TestAccount {
  email: string;
  password: string;
  cookie: string;
  id: string;
}

/** Registers a new account and returns its session cookie. */
export async function signUp(overrides: Partial<{ email: string; password: string; firstName: string }> = {}) {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? "Tr1cky-Lentils";
  const res = await api.auth.register.$post(
    { json: { email, password, firstName: overrides.firstName ?? "Ada", lastName: "Lovelace" } },
    headers(undefined, freshIp()),
  );
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const body = await res.json();
  return { email, password, cookie: sessionCookie(res), id: body.user.id } satisfies TestAccount;
}

export function countRows(table: string, where = "1=1", ...params: unknown[]): Promise<number> {
  return env.DB.prepare(`select count(*) as n from ${table} where ${where}`)
    .bind(...params)
    .first<{ n: number }>()
    .then((r) => r?.n ?? 0);
}

/**
 * A statement run on the user's own object's SQLite (ADR 067), answering its rows: for tests
 * that look at, or set up, what the object stores (photos' rows, upload usage).
 */
export function objectSql<T = Record<string, unknown>>(userId: string, query: string, ...bindings: unknown[]) {
  return runInDurableObject(
    userData(env, userId),
    (_instance, state) => state.storage.sql.exec(query, ...bindings).toArray() as T[],
  );
}

/** How many rows of a table of the user's own object match `where` (countRows' twin for the object). */
export async function countOwnRows(
  userId: string,
  table: string,
  where = "1=1",
  ...params: unknown[]
): Promise<number> {
  const [row] = await objectSql<{ n: number }>(userId, `select count(*) as n from ${table} where ${where}`, ...params);
  return row?.n ?? 0;
}

/**
 * A read of the user's meals group (ADR 068), as their own object holds it: each table without
 * a user id, and a one-row `progress` table with the XP total and the streak.
 */
export const ownMealSql = objectSql;

/** How many of the user's rows of a meals-group table match `where`. */
export const countOwnMealRows = (userId: string, table: MealTable, where = "1=1", ...params: unknown[]) =>
  countOwnRows(userId, table, where, ...params);

/**
 * Rows written straight into one table of the user's own object, past the API, for what no
 * request can arrange (years of history, a day's count near its bound): each row an object in
 * the table's column names, all in one statement.
 */
export async function insertOwnRows(userId: string, table: MealTable, rows: readonly Record<string, unknown>[]) {
  const columns = Object.keys(rows[0] ?? {});
  if (columns.length === 0) return;
  const values = columns.map((c) => `json_extract(value, '$.${c}')`).join(", ");
  await objectSql(
    userId,
    `insert into ${table} (${columns.join(", ")}) select ${values} from json_each(?)`,
    JSON.stringify(rows),
  );
}

/** What the user's own object holds (ADR 066, ADR 067): their weights, favourites, own foods, saved meals and photos. */
export const ownData = (userId: string) => userData(env, userId).exportData();
