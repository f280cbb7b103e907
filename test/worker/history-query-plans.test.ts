import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { XP_DAILY_GOAL_MET, XP_PER_MEAL } from "../../domain/gamification/xp";
import { PER_MEAL_GRAMS } from "../../domain/meals/protein-band";
import { createApp } from "../../worker/app";
import { historyInserts, SEED_BAND, SEED_XP } from "../support/history-seed";
import { signUp } from "./accounts";
import { ORIGIN } from "./client";

// The reads a signed-in screen makes must not slow with years of meals.
// Each read runs against a user with the bench's two-year history through a D1 binding that
// records the SQL the Worker prepares; SQLite's query plan of each statement then says
// whether it walks the user's whole history (ADR 030).

/** The D1 binding, recording every SQL text prepared through it and the values bound to it. */
function recordingD1(d1: D1Database, seen: Map<string, unknown[][]>): D1Database {
  const recording = (sql: string, statement: D1PreparedStatement) =>
    new Proxy(statement, {
      get(target, key) {
        const value = Reflect.get(target, key, target);
        if (key === "bind") {
          return (...args: unknown[]) => {
            seen.get(sql)?.push(args);
            return value.apply(target, args);
          };
        }
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  return new Proxy(d1, {
    get(target, key) {
      const value = Reflect.get(target, key, target);
      if (key === "prepare") {
        return (sql: string) => {
          if (!seen.has(sql)) seen.set(sql, []);
          return recording(sql, target.prepare(sql));
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

const placeholders = (sql: string) => sql.replace(/'[^']*'/g, "").split("?").length - 1;

/** SQLite's plan of a statement, one line per step ("SEARCH meals USING INDEX …"). */
async function planOf(sql: string): Promise<string[]> {
  const statement = env.DB.prepare(`explain query plan ${sql}`).bind(
    ...Array.from({ length: placeholders(sql) }, () => null),
  );
  const { results } = await statement.all<{ detail: string }>();
  return results.map((r) => r.detail);
}

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

/** Per read: each SQL text the Worker prepared for it and the values bound to it. */
type ReadStatements = Map<string, Map<string, unknown[][]>>;

/** Each read's statements, as a fresh isolate prepares them, for a new user with `days` days of meals. */
async function readsOfUserWith(days: number): Promise<ReadStatements> {
  const user = await signUp();
  // Pro, for the month and year views.
  await env.DB.prepare("update users set subscription_status = 'active' where id = ?").bind(user.id).run();
  const seed = historyInserts(user.id, days, 3, (d, i) => `${user.id}-${d}-${i}`);
  await env.DB.batch(seed.statements.map((s) => env.DB.prepare(s)));
  const byRead: ReadStatements = new Map();
  for (const path of READS) {
    const seen = new Map<string, unknown[][]>();
    // A fresh binding per read: the drizzle client and its built-once queries are per binding.
    const ctx = createExecutionContext();
    const res = await createApp().fetch(
      new Request(`${ORIGIN}${path}`, { headers: { Cookie: user.cookie } }),
      { ...env, DB: recordingD1(env.DB, seen) },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status, path).toBe(200);
    byRead.set(path, seen);
  }
  return byRead;
}

/** The rows SQLite read to answer a read's selects again with the same values (D1's meta.rows_read). */
async function rowsRead(statements: Map<string, unknown[][]>): Promise<number> {
  let rows = 0;
  for (const [sql, bindings] of statements) {
    if (!/^\s*select\b/i.test(sql)) continue;
    for (const args of bindings) {
      rows +=
        (
          await env.DB.prepare(sql)
            .bind(...args)
            .all()
        ).meta.rows_read ?? 0;
    }
  }
  return rows;
}

/** Each read's statements with their plans, for two years of meals; console.log shows them when a test fails. */
let plans: { path: string; sql: string; plan: string[] }[] = [];
/** Rows read per read, for 400 days and for two years of meals (3 a day). */
let rows: { path: string; days400: number; days730: number }[] = [];

beforeAll(async () => {
  const shorter = await readsOfUserWith(400);
  const veteran = await readsOfUserWith(730);
  plans = [];
  rows = [];
  for (const [path, statements] of veteran) {
    for (const sql of statements.keys()) plans.push({ path, sql, plan: await planOf(sql) });
    rows.push({ path, days400: await rowsRead(shorter.get(path) ?? new Map()), days730: await rowsRead(statements) });
  }
  console.log(plans.map((p) => `${p.path}\n  ${p.sql}\n    ${p.plan.join("\n    ")}`).join("\n\n"));
  console.log(rows.map((r) => `${r.path}: ${r.days400} rows read with 400 days, ${r.days730} with 730`).join("\n"));
});

describe("query plans of the reads with two years of history (ADR 030)", () => {
  it("seed the XP ledger with the XP the rules give", () => {
    expect(SEED_XP).toEqual({ meal: XP_PER_MEAL, goalDay: XP_DAILY_GOAL_MET });
    expect(SEED_BAND).toEqual(PER_MEAL_GRAMS);
  });

  it("never scan a table of user data", () => {
    expect(plans.length).toBeGreaterThan(READS.length);
    for (const { path, sql, plan } of plans) {
      for (const step of plan) {
        expect(step, `${path}: ${sql}`).not.toMatch(
          /^SCAN (meals|food_items|day_totals|xp_events|user_badges|sessions|photos)\b/,
        );
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
        expect(plan.join(" "), `${path}: ${sql}`).toContain("meals_user_awaiting_idx");
      }
    }
  });

  it("read as many rows with two years of meals as with 400 days: every window is bounded", () => {
    expect(rows).toHaveLength(READS.length);
    // A range scan may step onto one neighbouring index entry (another user's), so a few rows
    // either way are the neighbours, not the history; a read that walked the history would read
    // 930 more (310 days of 3 meals).
    for (const { path, days400, days730 } of rows) expect(days730, path).toBeLessThanOrEqual(days400 + 3);
  });
});

/**
 * The rows D1 read for a meal write (its batches' meta.rows_read) by a new user with `days` days
 * of meals: the second meal of the day, as most writes are (the first one earned what the seeded
 * history had not yet been given).
 */
async function rowsReadByAMealWrite(days: number): Promise<number> {
  const user = await signUp();
  const seed = historyInserts(user.id, days, 3, (d, i) => `${user.id}-w${d}-${i}`);
  await env.DB.batch(seed.statements.map((s) => env.DB.prepare(s)));
  let rowsRead = 0;
  const counting = new Proxy(env.DB, {
    get(target, key) {
      const value = Reflect.get(target, key, target);
      if (key === "batch") {
        return async (statements: D1PreparedStatement[]) => {
          const results = await target.batch(statements);
          for (const r of results) rowsRead += r.meta.rows_read ?? 0;
          return results;
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const write = async () => {
    const ctx = createExecutionContext();
    const res = await createApp().fetch(
      new Request(`${ORIGIN}/api/meals/manual`, {
        method: "POST",
        headers: { Cookie: user.cookie, "Content-Type": "application/json", Origin: ORIGIN },
        // No badge word in it and no photo: nothing in it needs a count of the history.
        body: JSON.stringify({
          mealType: "snack",
          title: "Chicken wrap",
          totalProtein: "12",
          imageUrl: null,
          source: "manual",
        }),
      }),
      { ...env, DB: counting },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(201);
  };
  await write();
  rowsRead = 0;
  await write();
  return rowsRead;
}

describe("the meal write with two years of history (ADR 030)", () => {
  it("reads the meal it wrote by id and no count of the history it cannot earn by: rows read grow only by the stored days", async () => {
    const days400 = await rowsReadByAMealWrite(400);
    const days730 = await rowsReadByAMealWrite(730);
    // The streak reads the stored day totals, one row a day: 330 rows for the 330 days more.
    // Each walk of the meals would read 990 more (330 days of 3): the written meal looked up by
    // the user's index instead of its id cost six such walks; the meal count, the goal days
    // and the XP total summed from the ledger grew with the history too.
    expect(days730 - days400).toBeLessThanOrEqual(330 + 10);
  });
});
