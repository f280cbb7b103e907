import { and, gte, lt, lte, sql } from "drizzle-orm";
import { dayTotals, foodItems, meals } from "../schema";
import type { Db } from "../types";
import { readProgress } from "./progress";
import { badges, newestMeals } from "./reads";

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
 * The stored day totals the summary needs in any zone: each day from `daysFrom` on, with its
 * meals below and in the per-meal band, and the days before it summed per month, dated on the
 * month's first day (their meals are not shown by band). Some nine rows instead of 34 days.
 */
function summaryTotals(db: Db, range: SummaryRange) {
  const month = sql<string>`substr(${dayTotals.localDate}, 1, 8) || '01'`;
  const days = db
    .select({
      localDate: dayTotals.localDate,
      total: dayTotals.total,
      meals: dayTotals.meals,
      belowBand: dayTotals.belowBand,
      inBand: dayTotals.inBand,
    })
    .from(dayTotals)
    .where(and(gte(dayTotals.localDate, range.daysFrom), lte(dayTotals.localDate, range.to)))
    .all();
  const months = db
    .select({ localDate: month, total: sql<number>`sum(${dayTotals.total})` })
    .from(dayTotals)
    .where(and(gte(dayTotals.localDate, range.from), lt(dayTotals.localDate, range.daysFrom)))
    .groupBy(month)
    .all()
    .map((m) => ({ ...m, meals: 0, belowBand: 0, inBand: 0 }));
  return [...days, ...months];
}

/**
 * The usual food's entries over the newest meals, tallied by exact name (ADR 034): each
 * analysed meal's foods, or the meal itself when it has none, with protein, in the order they
 * were first seen (newest meal first, then food position).
 */
function habitTallies(db: Db): TallyRow[] {
  return db.all<TallyRow>(sql`
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
    order by first`);
}

/**
 * Everything the dashboard shows of the meals group, in one call: the summary's totals, the
 * newest meals, whether a guest photo waits, the usual food's tallies, the first logged day,
 * the XP and streak, and (for the signed-in first screen) the badges.
 */
export function dashboard(db: Db, range: SummaryRange, withBadges: boolean) {
  // The first logged day: min() of the primary key is one probe of its first entry.
  const first = db
    .select({ localDate: sql<string | null>`min(${dayTotals.localDate})` })
    .from(dayTotals)
    .get();
  return {
    totals: summaryTotals(db, range),
    recent: newestMeals(db, undefined, RECENT_MEALS),
    waiting:
      db.select({ id: meals.id }).from(meals).where(sql`${meals.awaitingAnalysis} = 1`).limit(1).get() !== undefined,
    tallies: habitTallies(db),
    firstDay: first?.localDate ?? null,
    progress: readProgress(db),
    badges: withBadges ? badges(db) : null,
  };
}
