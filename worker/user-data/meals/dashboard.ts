import { and, asc, desc, eq, gte, lt, lte, sql } from "drizzle-orm";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import { builtOnce } from "../built-once";
import { dayTotals, foodItems, meals, progress } from "../schema";
import type { Db } from "../types";
import { NO_PROGRESS, PROGRESS_COLUMNS } from "./progress";
import { badges } from "./reads";
import type { FoodItemRow, MealWithFoods } from "./rows";

/** How many of the newest meals the dashboard lists. */
const RECENT_MEALS = 3;

/** How far back the nudge looks for the user's usual food: recent habits, bounded work. */
const HABIT_WINDOW_MEALS = 60;

/** The days the dashboard's summary needs in any zone: each day from `daysFrom` to `to`, and the months from `from` before it. */
export interface SummaryRange {
  from: string;
  daysFrom: string;
  to: string;
}

/** One tally of the usual food: a food's name, or a meal without foods by its title and type. */
export interface TallyRow {
  name: string | null;
  title: string | null;
  mealType: string | null;
  count: number;
  total: number;
}

/**
 * The usual food's entries over the newest meals, tallied by exact name (ADR 034): each
 * analysed meal's foods, or the meal itself when it has none, with protein, in the order they
 * were first seen (newest meal first, then food position).
 */
const habitTallies = sql`
  with win as (
    select ${meals.id} as id, ${meals.title} as title, ${meals.mealType} as meal_type,
      ${meals.totalProtein} as total_protein, ${meals.awaitingAnalysis} as awaiting, ${meals.createdAt} as created_at
    from ${meals}
    order by ${meals.createdAt} desc, ${meals.id} desc
    limit ${sql.raw(String(HABIT_WINDOW_MEALS))}
  ),
  -- A photo waiting for analysis has no food yet to suggest (ADR 019).
  ranked as (
    select *, row_number() over (order by created_at desc, id desc) as n from win where awaiting = 0
  ),
  -- A row per food, or one row without a food for a meal that has none, which stands for itself.
  entries as (
    select f.name as name,
      case when f.id is null then r.title end as title,
      case when f.id is null then r.meal_type end as meal_type,
      coalesce(f.protein_content, r.total_protein) as protein,
      r.n as n, coalesce(f.position, 0) as position
    from ranked r left join ${foodItems} f on f.meal_id = r.id
  )
  select name, title, meal_type as mealType, count(*) as count, sum(protein) as total,
    min(n * 1000000 + position) as first
  from entries
  where protein > 0
  group by name, title, meal_type
  order by first`;

/** The dashboard's statements, built once per object; the summary's range comes as placeholders. */
const statements = builtOnce((db: Db) => {
  const p = sql.placeholder;
  const month = sql<string>`substr(${dayTotals.localDate}, 1, 8) || '01'`;
  const recentIds = db
    .select({ id: meals.id })
    .from(meals)
    .orderBy(desc(meals.createdAt), desc(meals.id))
    .limit(RECENT_MEALS);
  return {
    // Each day from `daysFrom` on, with its meals below and in the per-meal band.
    days: db
      .select({
        localDate: dayTotals.localDate,
        total: dayTotals.total,
        meals: dayTotals.meals,
        belowBand: dayTotals.belowBand,
        inBand: dayTotals.inBand,
      })
      .from(dayTotals)
      .where(and(gte(dayTotals.localDate, p("daysFrom")), lte(dayTotals.localDate, p("to"))))
      .prepare(),
    // The days before it summed per month, dated on the month's first day: nine rows, not 34.
    months: db
      .select({ localDate: month, total: sql<number>`sum(${dayTotals.total})` })
      .from(dayTotals)
      .where(and(gte(dayTotals.localDate, p("from")), lt(dayTotals.localDate, p("daysFrom"))))
      .groupBy(month)
      .prepare(),
    recent: db.select().from(meals).orderBy(desc(meals.createdAt), desc(meals.id)).limit(RECENT_MEALS).prepare(),
    recentFoods: db
      .select()
      .from(foodItems)
      .where(sql`${foodItems.mealId} in ${recentIds}`)
      .orderBy(asc(foodItems.mealId), asc(foodItems.position))
      .prepare(),
    // A literal 1, so SQLite uses the partial index meals_awaiting_idx.
    waiting: db.select({ id: meals.id }).from(meals).where(sql`${meals.awaitingAnalysis} = 1`).limit(1).prepare(),
    // No values: its SQL text is all it needs, made once.
    tallies: new SQLiteSyncDialect().sqlToQuery(habitTallies).sql,
    // The first logged day: min() of the primary key is one probe of its first entry.
    firstDay: db
      .select({ localDate: sql<string | null>`min(${dayTotals.localDate})` })
      .from(dayTotals)
      .prepare(),
    progress: db.select(PROGRESS_COLUMNS).from(progress).where(eq(progress.id, 1)).prepare(),
  };
});

/**
 * Everything the dashboard shows of the meals group, in one call: the summary's totals (each
 * day of the week, the month before it summed by month), the newest meals, whether a guest
 * photo waits, the usual food's tallies, the first logged day, the XP and streak, and (for the
 * signed-in first screen) the badges.
 */
export function dashboard(db: Db, range: SummaryRange, withBadges: boolean) {
  const q = statements(db);
  const foods = q.recentFoods.all();
  const recent: MealWithFoods[] = q.recent.all().map((meal) => ({
    meal,
    foods: foods.filter((f: FoodItemRow) => f.mealId === meal.id),
  }));
  const months = q.months.all({ ...range }).map((m) => ({ ...m, meals: 0, belowBand: 0, inBand: 0 }));
  return {
    totals: [...q.days.all({ ...range }), ...months],
    recent,
    waiting: q.waiting.get() !== undefined,
    tallies: db.all<TallyRow>(sql.raw(q.tallies)),
    firstDay: q.firstDay.get()?.localDate ?? null,
    progress: q.progress.get() ?? NO_PROGRESS,
    badges: withBadges ? badges(db) : null,
  };
}
