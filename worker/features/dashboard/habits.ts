import { fillPlaceholders, sql } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import type { FoodTally } from "../../../domain/dashboard/nudge";
import { once } from "../../../domain/lazy/once";
import type { MealType } from "../../../domain/meals/guest-meal";
import { mealName } from "../../../domain/meals/meal";
import type { BatchPart } from "../../db/prepared";
import { foodItems, meals } from "../../db/schema";
import { liveSessionUserId, type SessionPlaceholders } from "../../lib/session";

/** How far back the nudge looks for the user's usual food: recent habits, bounded work. */
const HABIT_WINDOW_MEALS = 60;

/**
 * The usual food's entries over the newest meals, tallied in SQLite by exact name (ADR 034):
 * each analysed meal's foods, or the meal itself when it has none, with protein. The Worker
 * then receives a row per name instead of the window's meals and foods (60 meals, a few
 * hundred foods), and merges names as the guest's dashboard does (mostFrequentOfTallies).
 * `first` orders the tallies as the entries were first seen: newest meal first, then food position.
 */
const habitTallies = sql`
  with win as (
    select ${meals.id} as id, ${meals.title} as title, ${meals.mealType} as meal_type,
      ${meals.totalProtein} as total_protein, ${meals.awaitingAnalysis} as awaiting, ${meals.createdAt} as created_at
    from ${meals}
    where ${meals.userId} = ${liveSessionUserId}
    order by ${meals.createdAt} desc, ${meals.id} desc
    limit ${sql.raw(String(HABIT_WINDOW_MEALS))}
  ),
  -- A photo waiting for analysis has no food yet to suggest (ADR 019).
  ranked as (
    select *, row_number() over (order by created_at desc, id desc) as n from win where awaiting = 0
  ),
  -- One lookup of each meal's foods: a row per food, or one row without a food for a meal
  -- that has none, which then stands for itself.
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

/** habitTallies' SQL text and parameters, made once per isolate, by its first dashboard read. */
const habitQuery = once(() => new SQLiteAsyncDialect().sqlToQuery(habitTallies));

interface TallyRow {
  /** A food's name, or null for a meal without foods (named by its title or type). */
  name: string | null;
  title: string | null;
  mealType: MealType | null;
  count: number;
  total: number;
}

/** The usual food's tallies as a part of the dashboard's session batch. */
export function habitTalliesPart(d1: D1Database, session: SessionPlaceholders): BatchPart<FoodTally[]> {
  const query = habitQuery();
  return {
    statement: d1.prepare(query.sql).bind(...fillPlaceholders(query.params, session)),
    read: (result) =>
      ((result?.results ?? []) as TallyRow[]).map((row) => ({
        // A meal's row (no food name) always has its type: meals.meal_type is not null.
        name: row.name ?? mealName({ title: row.title, foodItems: [], mealType: row.mealType as MealType }),
        count: row.count,
        total: row.total,
      })),
  };
}
