import { eq, getTableColumns, lt } from "drizzle-orm";
import { UNDO_WINDOW_MS } from "../../../domain/meals/undo";
import { deletedMeals, foodItems, meals } from "../schema";
import type { Db } from "../types";
import { mealXpRows } from "./progress";
import type { FoodItemRow, MealRow, XpEventRow } from "./rows";

/**
 * Undo after a deletion: a deleted meal is kept for UNDO_WINDOW_MS in deleted_meals (its row,
 * its foods and its own XP rows as JSON, each in its table's column names), and Undo puts every
 * one of them back as it was, with the same ids, times and XP. Each step runs in the write's
 * own transaction, so a deletion and its copy, or a restore and the copy's removal, happen
 * together or not at all.
 */

/** A row as JSON in its table's column names (snake_case), dates as milliseconds. */
function columnsJson(row: Record<string, unknown>, names: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(names).map(([key, column]) => {
      const value = row[key];
      return [column, value instanceof Date ? value.getTime() : typeof value === "boolean" ? Number(value) : value];
    }),
  );
}

/** Each column's key in a row and its name in the table. */
const columnNames = (table: typeof meals | typeof foodItems): Record<string, string> =>
  Object.fromEntries(Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name]));

const MEAL_COLUMNS = columnNames(meals);
const FOOD_COLUMNS = columnNames(foodItems);

/** Keeps one meal, its foods and its own XP for Undo (replacing an older copy), and purges every copy past the window. */
export function trashMeal(db: Db, meal: MealRow, now: number): void {
  db.delete(deletedMeals)
    .where(lt(deletedMeals.deletedAt, new Date(now - UNDO_WINDOW_MS)))
    .run();
  const foods = db.select().from(foodItems).where(eq(foodItems.mealId, meal.id)).all();
  const copy = {
    mealId: meal.id,
    deletedAt: new Date(now),
    meal: JSON.stringify(columnsJson(meal, MEAL_COLUMNS)),
    foods: JSON.stringify(foods.map((f) => columnsJson(f, FOOD_COLUMNS))),
    xp: JSON.stringify(
      mealXpRows(db, meal.id).map((x) => ({
        reason: x.reason,
        reference: x.reference,
        xp: x.xp,
        created_at: x.createdAt.getTime(),
      })),
    ),
  };
  db.insert(deletedMeals).values(copy).onConflictDoUpdate({ target: deletedMeals.mealId, set: copy }).run();
}

/** A row back from its JSON copy: the table's column names to the row's keys, milliseconds to dates. */
function fromColumns<T>(json: Record<string, unknown>, names: Record<string, string>, dates: readonly string[]): T {
  return Object.fromEntries(
    Object.entries(names).map(([key, column]) => {
      const value = json[column] ?? null;
      return [key, dates.includes(key) && typeof value === "number" ? new Date(value) : value];
    }),
  ) as T;
}

/** A meal's copy within the undo window, as the rows it was: null when there is none (or it is older). */
export function trashedMeal(
  db: Db,
  mealId: string,
  now: number,
): { meal: MealRow; foods: FoodItemRow[]; xp: XpEventRow[] } | null {
  const copy = db.select().from(deletedMeals).where(eq(deletedMeals.mealId, mealId)).get();
  if (!copy || copy.deletedAt.getTime() < now - UNDO_WINDOW_MS) return null;
  const meal = fromColumns<MealRow>(JSON.parse(copy.meal), MEAL_COLUMNS, ["createdAt", "updatedAt"]);
  return {
    meal: { ...meal, awaitingAnalysis: Boolean(meal.awaitingAnalysis) },
    foods: (JSON.parse(copy.foods) as Record<string, unknown>[]).map((f) =>
      fromColumns<FoodItemRow>(f, FOOD_COLUMNS, []),
    ),
    xp: (JSON.parse(copy.xp) as { reason: string; reference: string; xp: number; created_at: number }[]).map((x) => ({
      reason: x.reason,
      reference: x.reference,
      xp: x.xp,
      createdAt: new Date(x.created_at),
    })),
  };
}

/** The copy goes once the meal is back. */
export const dropTrashed = (db: Db, mealId: string) =>
  db.delete(deletedMeals).where(eq(deletedMeals.mealId, mealId)).run();
