import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MOVED_GROUPS } from "../../worker/db/moved-groups";
import { mealsMove } from "../../worker/lib/moves/meals-move";
import { type MoveStep, moveUser, moveWaitingUsers } from "../../worker/lib/moves/move-user";
import { userData } from "../../worker/lib/user-data";
import { historyInserts } from "../support/history-seed";
import { countOwnMealRows, ownMealSql, signUp } from "./accounts";
import { headers } from "./api";
import { call } from "./client";
import { EGGS_AND_YOGURT, logMeal } from "./meals-helpers";

/**
 * An account from before the move keeps its meals group in D1 (meals, foods, day totals, XP,
 * badges, Undo's copies, the day's write counts, and the progress on its users row) until it
 * moves into its own object (ADR 068), on its first request or by the cron. Nothing is lost,
 * whatever step a move stops at, and a history of two years moves in pages.
 */

/** Each table of the group in D1 for one user, as counts and protein sums: what a move must carry over whole. */
const d1Counts = async (userId: string) =>
  env.DB.prepare(
    `select (select count(*) from meals where user_id = ?1) as meals,
       (select round(coalesce(sum(total_protein), 0), 1) from meals where user_id = ?1) as protein,
       (select count(*) from food_items where meal_id in (select id from meals where user_id = ?1)) as foods,
       (select count(*) from xp_events where user_id = ?1) as xp,
       (select count(*) from day_totals where user_id = ?1) as days,
       (select count(*) from user_badges where user_id = ?1) as badges,
       (select count(*) from deleted_meals where user_id = ?1) as deleted,
       (select count(*) from daily_writes where user_id = ?1) as writes`,
  )
    .bind(userId)
    .first<Record<string, number>>();

/** The same figures in the user's object. */
const ownCounts = async (userId: string) =>
  (
    await ownMealSql<Record<string, number>>(
      userId,
      `select (select count(*) from meals) as meals,
         (select round(coalesce(sum(total_protein), 0), 1) from meals) as protein,
         (select count(*) from food_items) as foods,
         (select count(*) from xp_events) as xp,
         (select count(*) from day_totals) as days,
         (select count(*) from user_badges) as badges,
         (select count(*) from deleted_meals) as deleted,
         (select count(*) from daily_writes) as writes`,
    )
  )[0];

const EMPTY = { meals: 0, protein: 0, foods: 0, xp: 0, days: 0, badges: 0, deleted: 0, writes: 0 };

const movedGroups = async (userId: string) =>
  (await env.DB.prepare("select moved_groups as m from users where id = ?").bind(userId).first<{ m: number }>())?.m;

/**
 * A signed-up account set back to before the meals moved, with `days` days of three meals in D1
 * (their XP, day totals and cached XP total, as the bench seeds them), two foods on each of the
 * newest 300 meals, a badge, a deleted meal still within Undo's window, today's write count and
 * a streak on the users row.
 */
async function legacyMeals(days = 30) {
  const account = await signUp();
  const seed = historyInserts(account.id, days, 3, (d, i) => `${account.id}-${d}-${i}`);
  const today = new Date().toISOString().slice(0, 10);
  await env.DB.batch([
    env.DB.prepare("update users set moved_groups = ? where id = ?").bind(mealsMove.group - 1, account.id),
    ...seed.statements.map((s) => env.DB.prepare(s)),
    env.DB.prepare(
      `insert into food_items (id, meal_id, position, name, protein_content, grams, source)
       select m.id || '_' || p.value, m.id, p.value, 'Food ' || p.value, 10, 100, 'manual'
       from (select id from meals where user_id = ?1 order by created_at desc limit 300) m, json_each('[0,1]') p`,
    ).bind(account.id),
    env.DB.prepare("insert into user_badges (user_id, badge_id, earned_at) values (?, 'first_meal', ?)").bind(
      account.id,
      Date.now(),
    ),
    env.DB.prepare(
      `insert into deleted_meals (meal_id, user_id, deleted_at, meal, foods, xp) values (?1 || '-gone', ?1, ?2,
        json_object('id', ?1 || '-gone', 'user_id', ?1, 'meal_type', 'snack', 'title', 'Deleted oats', 'total_protein', 12,
          'image_url', null, 'source', 'manual', 'client_id', null, 'awaiting_analysis', 0, 'local_date', ?3,
          'created_at', ?2, 'updated_at', ?2, 'calories', null, 'carbs_g', null, 'fat_g', null),
        '[]', json_array(json_object('reason', 'meal_logged', 'reference', ?1 || '-gone', 'xp', 10, 'created_at', ?2)))`,
    ).bind(account.id, Date.now(), today),
    env.DB.prepare(
      "insert into daily_writes (user_id, kind, local_date, count, batch) values (?, 'meals', ?, 7, 'seeded')",
    ).bind(account.id, today),
    env.DB.prepare("update users set streak_end_date = ?, streak_length = ?, longest_streak = ? where id = ?").bind(
      today,
      days,
      days,
      account.id,
    ),
  ]);
  const counts = await d1Counts(account.id);
  const [progress] = (
    await env.DB.prepare("select xp_total, streak_end_date, streak_length, longest_streak from users where id = ?")
      .bind(account.id)
      .all()
  ).results;
  return { ...account, counts, progress, meals: seed.meals };
}

const dashboardOf = async (cookie: string) =>
  (await (await call("/api/dashboard", { headers: headers(cookie).headers })).json()) as {
    xp: number;
    streak: { current: number; longest: number };
  };

describe("moving the meals group from D1 into the user's own object", () => {
  it("moves on the first request: the dashboard shows the same XP and streak, and D1 holds none of it", async () => {
    const a = await legacyMeals();
    expect(a.counts).toMatchObject({ meals: 90, foods: 180, badges: 1, deleted: 1, writes: 1 });
    const dashboard = await dashboardOf(a.cookie);
    expect(dashboard.xp).toBe(a.progress?.xp_total);
    expect(dashboard.streak).toEqual({ current: 30, longest: 30 });
    expect(await movedGroups(a.id)).toBe(MOVED_GROUPS);
    expect(await d1Counts(a.id)).toEqual(EMPTY);
    expect(await ownCounts(a.id)).toEqual(a.counts);
    expect(
      await ownMealSql(a.id, "select xp_total, streak_end_date, streak_length, longest_streak from progress"),
    ).toEqual([a.progress]);
    expect(
      (await env.DB.prepare("select xp_total, streak_length from users where id = ?").bind(a.id).first()) ?? {},
    ).toEqual({ xp_total: 0, streak_length: 0 });
  });

  it("keeps counting the day's writes, and Undo of a meal deleted before the move still works", async () => {
    const a = await legacyMeals(3);
    const gone = `${a.id}-gone`;
    const restored = await call("/api/meals/restore", { json: { mealId: gone }, headers: headers(a.cookie).headers });
    expect(restored.status).toBe(200);
    expect(await countOwnMealRows(a.id, "meals", "id = ?", gone)).toBe(1);
    expect((await logMeal(a.cookie, EGGS_AND_YOGURT)).status).toBe(201);
    expect(await ownMealSql(a.id, "select count from daily_writes where kind = 'meals'")).toEqual([{ count: 8 }]);
  });

  for (const step of ["copy", "verify", "flip"] as MoveStep[]) {
    it(`a move stopped after its ${step} step leaves the meals readable and writable, and finishes later`, async () => {
      const a = await legacyMeals(10);
      const stop = (at: MoveStep, group: string) => {
        if (at === step && group === "meals") throw new Error(`stopped after ${step}`);
      };
      await expect(moveUser(env, a.id, stop)).rejects.toThrow(`stopped after ${step}`);
      expect(await d1Counts(a.id)).toEqual(step === "flip" ? EMPTY : a.counts);
      // The next request finishes the move (or finds it done): the history is there, a new meal is stored.
      expect((await logMeal(a.cookie, EGGS_AND_YOGURT)).status).toBe(201);
      await moveUser(env, a.id);
      expect(await movedGroups(a.id)).toBe(MOVED_GROUPS);
      expect(await d1Counts(a.id)).toEqual(EMPTY);
      expect(await countOwnMealRows(a.id, "meals")).toBe(31);
      expect(await countOwnMealRows(a.id, "food_items")).toBe(
        (a.counts?.foods ?? 0) + EGGS_AND_YOGURT.foodItems.length,
      );
    });
  }

  it("moves a two-year history in pages, with the same counts and protein sums", async () => {
    const a = await legacyMeals(730);
    expect(a.meals).toBe(2190);
    await moveUser(env, a.id);
    expect(await d1Counts(a.id)).toEqual(EMPTY);
    expect(await ownCounts(a.id)).toEqual(a.counts);
    expect(await dashboardOf(a.cookie)).toMatchObject({ xp: a.progress?.xp_total });
  });

  it("does not flip when D1's meals changed after the copy, and the next move takes the change", async () => {
    const a = await legacyMeals(5);
    const mealInD1 = async (at: MoveStep, group: string) => {
      if (at === "verify" && group === "meals") {
        await env.DB.prepare(
          `insert into meals (id, user_id, meal_type, title, total_protein, source, local_date, created_at, updated_at)
           values ('late', ?, 'snack', 'Late snack', 9, 'manual', '2026-01-01', 1, 1)`,
        )
          .bind(a.id)
          .run();
      }
    };
    await expect(moveUser(env, a.id, mealInD1)).rejects.toThrow(/changed during the move/);
    expect(await movedGroups(a.id)).toBe(mealsMove.group - 1);
    await moveUser(env, a.id);
    expect(await movedGroups(a.id)).toBe(MOVED_GROUPS);
    expect(await countOwnMealRows(a.id, "meals", "id = 'late'")).toBe(1);
    expect(await countOwnMealRows(a.id, "meals")).toBe(16);
  });

  it("a slower move's copy cannot put back older rows once a meal was written in the object", async () => {
    const a = await legacyMeals(2);
    await moveUser(env, a.id);
    expect((await logMeal(a.cookie, EGGS_AND_YOGURT)).status).toBe(201);
    const own = userData(env, a.id);
    await own.stageMealsPage("late-move", 0, "meals", []);
    expect(await own.finishMealsCopy("late-move", 1)).toEqual({ live: true, fingerprint: null });
    expect(await countOwnMealRows(a.id, "meals")).toBe(7);
  });

  it("a copy that lost a page on the way replaces nothing and does not flip", async () => {
    const a = await legacyMeals(2);
    const own = userData(env, a.id);
    await own.stageMealsPage("short", 0, "meals", [{ id: "only-one" }]);
    expect(await own.finishMealsCopy("short", 2)).toEqual({ live: false, fingerprint: null });
    expect(await countOwnMealRows(a.id, "meals")).toBe(0);
    await moveUser(env, a.id);
    expect(await countOwnMealRows(a.id, "meals")).toBe(6);
  });

  it("the cron's background move moves accounts still waiting", async () => {
    const [a, b] = [await legacyMeals(1), await legacyMeals(4)];
    await moveWaitingUsers(env, 10_000, (id, error) => {
      throw new Error(`${id}: ${String(error)}`);
    });
    for (const account of [a, b]) {
      expect(await movedGroups(account.id)).toBe(MOVED_GROUPS);
      expect(await d1Counts(account.id)).toEqual(EMPTY);
      expect(await ownCounts(account.id)).toEqual(account.counts);
    }
  });
});
