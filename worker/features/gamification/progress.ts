import { and, count, eq, inArray, max, or, sql, sum } from "drizzle-orm";
import {
  type BadgeStats,
  BREAKFAST_BADGE_GRAMS,
  DAIRY_PROTEIN_KEYWORDS,
  newlyEarnedBadges,
  PLANT_PROTEIN_KEYWORDS,
} from "../../../domain/gamification/badges";
import { computeStreaks } from "../../../domain/gamification/streak";
import { isDailyGoalMet, xpEntriesFor } from "../../../domain/gamification/xp";
import type { Db } from "../../db/client";
import { foodItems, meals, type UserRow, userBadges, users, xpEvents } from "../../db/schema";
import { countedMeal, dayTotal } from "../meals/repository";

/** Ledger rows for a logged meal (DESIGN section 3), inserted in the meal's own batch. */
export function mealXpInserts(db: Db, userId: string, mealId: string, fromPhoto: boolean) {
  return xpEntriesFor({ type: "meal_logged", mealId, fromPhoto }).map((entry) =>
    db
      .insert(xpEvents)
      .values({ userId, ...entry })
      .onConflictDoNothing(),
  );
}

/** A deleted meal takes its own XP with it. */
export function mealXpDeletes(db: Db, userId: string, mealId: string) {
  return db
    .delete(xpEvents)
    .where(
      and(
        eq(xpEvents.userId, userId),
        inArray(xpEvents.reason, ["meal_logged", "photo_analysis"]),
        eq(xpEvents.reference, mealId),
      ),
    );
}

/** Whether any of a meal's title or food names contains one of the words. */
function mealMentions(words: readonly string[]) {
  const titleHits = words.map((w) => sql`lower(coalesce(${meals.title}, '')) like ${`%${w}%`}`);
  const foodHits = words.map((w) => sql`lower(${foodItems.name}) like ${`%${w}%`}`);
  return sql`(${or(...titleHits)} or exists (select 1 from ${foodItems} where ${foodItems.mealId} = ${meals.id} and (${or(...foodHits)})))`;
}

async function badgeStats(db: Db, userId: string, longestStreak: number): Promise<BadgeStats> {
  const mine = and(eq(meals.userId, userId), countedMeal);
  const [totals, plant, dairy, breakfast, goalDays] = await Promise.all([
    db
      .select({
        totalMeals: count(),
        photoMeals: sum(sql`case when ${meals.source} = 'photo' then 1 else 0 end`),
        maxMealProtein: max(meals.totalProtein),
      })
      .from(meals)
      .where(mine)
      .get(),
    db
      .select({ n: count() })
      .from(meals)
      .where(and(mine, mealMentions(PLANT_PROTEIN_KEYWORDS)))
      .get(),
    db
      .select({ n: count() })
      .from(meals)
      .where(and(mine, mealMentions(DAIRY_PROTEIN_KEYWORDS)))
      .get(),
    db
      .select({ n: count() })
      .from(meals)
      .where(and(mine, eq(meals.mealType, "breakfast"), sql`${meals.totalProtein} >= ${BREAKFAST_BADGE_GRAMS}`))
      .get(),
    db
      .select({ n: count() })
      .from(xpEvents)
      .where(and(eq(xpEvents.userId, userId), eq(xpEvents.reason, "daily_goal_met")))
      .get(),
  ]);
  return {
    totalMeals: totals?.totalMeals ?? 0,
    photoMeals: Number(totals?.photoMeals ?? 0),
    plantMeals: plant?.n ?? 0,
    dairyMeals: dairy?.n ?? 0,
    longestStreak,
    goalDaysMet: goalDays?.n ?? 0,
    hasBreakfast25: (breakfast?.n ?? 0) > 0,
    maxMealProtein: totals?.maxMealProtein ?? 0,
  };
}

/**
 * Brings a user's gamification up to date after any meal change on `localDate`: the
 * goal-met bonus for that day (once), streaks, new badges (each once, with their XP), and
 * the cached XP total. Every award is an insert that skips what exists, so running this
 * again changes nothing: retries and concurrent requests are safe.
 */
export async function refreshProgress(db: Db, user: UserRow, localDate: string): Promise<void> {
  if (isDailyGoalMet(await dayTotal(db, user.id, localDate), user.dailyGoal)) {
    const [entry] = xpEntriesFor({ type: "daily_goal_met", localDate });
    if (entry)
      await db
        .insert(xpEvents)
        .values({ userId: user.id, ...entry })
        .onConflictDoNothing();
  }

  const days = await db
    .selectDistinct({ d: meals.localDate })
    .from(meals)
    .where(and(eq(meals.userId, user.id), countedMeal));
  const dates = days.map((r) => r.d).sort();
  const latest = dates.at(-1);
  // The run ending on the latest logged day; whether it is still "current" depends on the
  // reader's today (yesterday or today), decided at read time.
  const streaks = latest ? computeStreaks(dates, latest) : { currentStreak: 0, longestStreak: 0 };

  const earned = await db.select({ id: userBadges.badgeId }).from(userBadges).where(eq(userBadges.userId, user.id));
  const fresh = newlyEarnedBadges(
    await badgeStats(db, user.id, streaks.longestStreak),
    earned.map((b) => b.id),
  );
  const awards = fresh.flatMap((badgeId) => [
    db.insert(userBadges).values({ userId: user.id, badgeId }).onConflictDoNothing(),
    ...xpEntriesFor({ type: "badge_earned", badgeId }).map((entry) =>
      db
        .insert(xpEvents)
        .values({ userId: user.id, ...entry })
        .onConflictDoNothing(),
    ),
  ]);
  const [first, ...rest] = awards;
  if (first) await db.batch([first, ...rest]);

  const xp = await db
    .select({ total: sum(xpEvents.xp) })
    .from(xpEvents)
    .where(eq(xpEvents.userId, user.id))
    .get();
  await db
    .update(users)
    .set({
      xpTotal: Number(xp?.total ?? 0),
      streakEndDate: latest ?? null,
      streakLength: streaks.currentStreak,
      longestStreak: streaks.longestStreak,
    })
    .where(eq(users.id, user.id));
}
