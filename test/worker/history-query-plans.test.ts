import { env, runInDurableObject } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { XP_DAILY_GOAL_MET, XP_PER_MEAL } from "../../domain/gamification/xp";
import { PER_MEAL_GRAMS } from "../../domain/meals/protein-band";
import { mealsMove } from "../../worker/lib/moves/meals-move";
import { moveUser } from "../../worker/lib/moves/move-user";
import { userData } from "../../worker/lib/user-data";
import { historyInserts, SEED_BAND, SEED_MOVED_GROUPS, SEED_XP } from "../support/history-seed";
import { signUp } from "./accounts";
import { call } from "./client";

// The reads a signed-in screen makes must not slow with years of meals. Each read runs against
// a user with the bench's two-year history, moved from D1 into their own object as an account
// from before the move is (ADR 068), while the object records the SQL it runs; SQLite's query
// plan of each statement then says whether it walks the user's whole history (ADR 030).

/** The statements the user's object ran while `run` ran: each SQL text and the values bound to it. */
async function recordObjectSql(userId: string, run: () => Promise<void>): Promise<Map<string, unknown[][]>> {
  const seen = new Map<string, unknown[][]>();
  const stub = userData(env, userId);
  await runInDurableObject(stub, (_instance, state) => {
    const sql = state.storage.sql;
    const exec = sql.exec.bind(sql);
    Object.defineProperty(sql, "exec", {
      configurable: true,
      value: (query: string, ...bindings: unknown[]) => {
        if (!seen.has(query)) seen.set(query, []);
        seen.get(query)?.push(bindings);
        return exec(query, ...bindings);
      },
    });
  });
  try {
    await run();
  } finally {
    await runInDurableObject(stub, (_instance, state) => {
      delete (state.storage.sql as { exec?: unknown }).exec;
    });
  }
  return seen;
}

const placeholders = (sql: string) => sql.replace(/'[^']*'/g, "").split("?").length - 1;

/** SQLite's plan of a statement in the user's object, one line per step ("SEARCH meals USING INDEX …"). */
const planOf = (userId: string, sql: string) =>
  runInDurableObject(userData(env, userId), (_instance, state) =>
    state.storage.sql
      .exec<{ detail: string }>(`explain query plan ${sql}`, ...Array.from({ length: placeholders(sql) }, () => null))
      .toArray()
      .map((r) => r.detail),
  );

/** The rows SQLite read to answer a read's selects again with the same values (the cursor's rowsRead). */
const rowsRead = (userId: string, statements: Map<string, unknown[][]>) =>
  runInDurableObject(userData(env, userId), (_instance, state) => {
    let rows = 0;
    for (const [sql, bindings] of statements) {
      if (!/^\s*(select|with)\b/i.test(sql)) continue;
      for (const args of bindings) {
        const cursor = state.storage.sql.exec(sql, ...args);
        cursor.toArray();
        rows += cursor.rowsRead;
      }
    }
    return rows;
  });

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** The reads the bench measures (scripts/bench.ts, historyReads). */
const READS = [
  "/api/auth/user",
  "/api/dashboard",
  "/api/gamification/badges",
  "/api/gamification/stats",
  "/api/protein-goals",
  "/api/meals?limit=20",
  `/api/meals?from=${today()}&to=${today()}&limit=50`,
  "/api/meals/recent",
  "/api/tracking/daily",
  `/api/tracking/days?from=${daysAgo(6)}&to=${today()}`,
  "/api/stats/period?period=month",
  "/api/stats/period?period=year",
  "/api/analyze-meal/quota",
  "/api/meal-prep/favorites",
  "/api/foods/custom",
  "/api/notifications",
];

/** Per read: each SQL text the user's object ran for it and the values bound to it. */
type ReadStatements = Map<string, Map<string, unknown[][]>>;

/** A new account with `days` days of three meals, moved into its own object as an account from before the move is. */
async function veteran(days: number, prefix: string) {
  const user = await signUp();
  const seed = historyInserts(user.id, days, 3, (d, i) => `${user.id}-${prefix}${d}-${i}`);
  await env.DB.batch([
    env.DB.prepare("update users set subscription_status = 'active' where id = ?").bind(user.id),
    ...seed.statements.map((s) => env.DB.prepare(s)),
  ]);
  await moveUser(env, user.id);
  return user;
}

/** Each read's statements in the user's object, for a user with `days` days of meals (Pro, for the month and year views). */
async function readsOfUserWith(days: number) {
  const user = await veteran(days, "");
  const byRead: ReadStatements = new Map();
  for (const path of READS) {
    byRead.set(
      path,
      await recordObjectSql(user.id, async () => {
        const res = await call(path, { headers: { Cookie: user.cookie } });
        expect(res.status, path).toBe(200);
        await res.body?.cancel();
      }),
    );
  }
  return { user, byRead };
}

/** Each read's statements with their plans, for two years of meals; console.log shows them when a test fails. */
let plans: { path: string; sql: string; plan: string[] }[] = [];
/** Rows read per read, for 400 days and for two years of meals (3 a day). */
let rows: { path: string; days400: number; days730: number }[] = [];

beforeAll(async () => {
  const shorter = await readsOfUserWith(400);
  const longer = await readsOfUserWith(730);
  plans = [];
  rows = [];
  for (const [path, statements] of longer.byRead) {
    for (const sql of statements.keys()) plans.push({ path, sql, plan: await planOf(longer.user.id, sql) });
    rows.push({
      path,
      days400: await rowsRead(shorter.user.id, shorter.byRead.get(path) ?? new Map()),
      days730: await rowsRead(longer.user.id, statements),
    });
  }
  console.log(plans.map((p) => `${p.path}\n  ${p.sql}\n    ${p.plan.join("\n    ")}`).join("\n\n"));
  console.log(rows.map((r) => `${r.path}: ${r.days400} rows read with 400 days, ${r.days730} with 730`).join("\n"));
}, 120_000);

describe("query plans of the reads with two years of history (ADR 030)", () => {
  it("seed the XP ledger with the XP the rules give", () => {
    expect(SEED_XP).toEqual({ meal: XP_PER_MEAL, goalDay: XP_DAILY_GOAL_MET });
    expect(SEED_BAND).toEqual(PER_MEAL_GRAMS);
    expect(SEED_MOVED_GROUPS).toBe(mealsMove.group - 1);
  });

  it("never scan a table of the meals group, but to walk an index in order up to a LIMIT", () => {
    expect(plans.length).toBeGreaterThan(10);
    for (const { path, sql, plan } of plans) {
      // Every row of the object is the user's: a walk in an index's order that stops at a
      // LIMIT (the newest meals) reads those rows only; the rows test below holds it to that.
      const limited = /\blimit\b/i.test(sql);
      for (const step of plan) {
        if (limited && /^SCAN \w+ USING (COVERING )?INDEX\b/.test(step)) continue;
        expect(step, `${path}: ${sql}`).not.toMatch(/^SCAN (meals|food_items|day_totals|xp_events)\b/);
      }
    }
  });

  it("take day totals from the stored totals instead of summing meals", () => {
    const dayReads = plans.filter((p) => /dashboard|tracking|stats/.test(p.path));
    expect(dayReads.some((p) => p.plan.some((step) => step.startsWith("SEARCH day_totals USING PRIMARY KEY")))).toBe(
      true,
    );
    for (const { path, sql } of plans) {
      expect(sql, path).not.toMatch(/\b(sum|count)\(.*\bfrom "meals"|\bfrom "meals".*\bgroup by\b/);
    }
  });

  it("read the newest meals and the waiting photos in index order, without sorting the history", () => {
    for (const { path, sql, plan } of plans) {
      expect(plan, `${path}: ${sql}`).not.toContain("USE TEMP B-TREE FOR LAST TERM OF ORDER BY");
      if (sql.includes('"awaiting_analysis" = 1')) {
        expect(plan.join(" "), `${path}: ${sql}`).toContain("meals_awaiting_idx");
      }
    }
  });

  it("read as many rows with two years of meals as with 400 days: every window is bounded", () => {
    expect(rows).toHaveLength(READS.length);
    // A read that walked the history would read 930 more rows (310 days of 3 meals).
    for (const { path, days400, days730 } of rows) expect(days730, path).toBeLessThanOrEqual(days400 + 3);
  });
});

/**
 * The rows the user's object read for a meal write by a user with `days` days of meals: the
 * second meal of the day, as most writes are (the first one earned what the seeded history had
 * not yet been given).
 */
async function rowsReadByAMealWrite(days: number): Promise<number> {
  const user = await veteran(days, "w");
  const write = async () => {
    const res = await call("/api/meals/manual", {
      // No badge word in it and no photo: nothing in it needs a count of the history.
      json: { mealType: "snack", title: "Chicken wrap", totalProtein: "12", imageUrl: null, source: "manual" },
      headers: { Cookie: user.cookie },
    });
    expect(res.status).toBe(201);
  };
  await write();
  let read = 0;
  await runInDurableObject(userData(env, user.id), (_instance, state) => {
    const sql = state.storage.sql;
    const exec = sql.exec.bind(sql);
    Object.defineProperty(sql, "exec", {
      configurable: true,
      value: (query: string, ...bindings: unknown[]) => {
        const cursor = exec(query, ...bindings);
        const raw = [...cursor.raw()];
        read += cursor.rowsRead;
        // The caller reads the rows already read, as objects or raw, as it would a cursor.
        const names = cursor.columnNames;
        const objects = raw.map((r) => Object.fromEntries(names.map((n, i) => [n, r[i]])));
        const iterate = <T>(list: T[]) => {
          const it = list[Symbol.iterator]();
          return {
            next: () => it.next(),
            [Symbol.iterator]() {
              return this;
            },
            toArray: () => list,
          };
        };
        return { ...iterate(objects), one: () => objects[0], raw: () => iterate(raw), columnNames: names };
      },
    });
  });
  try {
    await write();
  } finally {
    await runInDurableObject(userData(env, user.id), (_instance, state) => {
      delete (state.storage.sql as { exec?: unknown }).exec;
    });
  }
  return read;
}

describe("the meal write with two years of history (ADR 030)", () => {
  it("reads the meal it wrote by id and no count of the history it cannot earn by: a second meal of a day reads no more with a longer history", async () => {
    const days400 = await rowsReadByAMealWrite(400);
    const days730 = await rowsReadByAMealWrite(730);
    // The day had a meal already, so the stored streak stands and no day is read again: working
    // it out from the stored day totals would read 330 rows more for the 330 days more, and
    // each walk of the meals 990 more (330 days of 3).
    expect(days730 - days400).toBeLessThanOrEqual(10);
  }, 60_000);
});
