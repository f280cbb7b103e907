import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { deletedMeals, foodItems, meals, users, xpEvents } from "../../db/schema";

/**
 * The SQL of Undo after a deletion: a deleted meal is kept for UNDO_WINDOW_MS in
 * deleted_meals (its row, its foods and its own XP rows as JSON), and Undo puts every one of
 * them back as it was, with the same ids, times and XP. The statements go in the write path's
 * batches (log-meal.ts), so a deletion and its copy, or a restore and the copy's removal,
 * happen together or not at all.
 */

/** How long a deleted meal can be put back: well past the toast's Undo, with room for a slow network. */
export const UNDO_WINDOW_MS = 10 * 60_000;

/** The meal's own XP: what logging it earned (the day's goal XP stays with the day). */
const MEAL_XP_REASONS = sql`('meal_logged', 'photo_analysis')`;

/**
 * Copies one of the user's meals into deleted_meals (replacing an older copy of the same id),
 * and purges every copy past the undo window. Put them before the meal's delete.
 */
export function trashStatements(db: Db, userId: string, mealId: string, now: number) {
  const copy = db.insert(deletedMeals).select(
    // The values follow deleted_meals' column order: meal_id, user_id, deleted_at, meal, foods, xp.
    sql`select m.id, m.user_id, ${now},
      json_object('id', m.id, 'user_id', m.user_id, 'meal_type', m.meal_type, 'title', m.title,
        'total_protein', m.total_protein, 'image_url', m.image_url, 'source', m.source,
        'client_id', m.client_id, 'awaiting_analysis', m.awaiting_analysis, 'local_date', m.local_date,
        'created_at', m.created_at, 'updated_at', m.updated_at, 'calories', m.calories,
        'carbs_g', m.carbs_g, 'fat_g', m.fat_g),
      (select json_group_array(json_object('id', f.id, 'position', f.position, 'name', f.name,
        'original_name', f.original_name, 'protein_content', f.protein_content, 'grams', f.grams,
        'portion_size', f.portion_size, 'confidence', f.confidence, 'source', f.source,
        'food_id', f.food_id, 'kcal', f.kcal, 'fat_g', f.fat_g, 'carbs_g', f.carbs_g))
        from ${foodItems} f where f.meal_id = m.id),
      (select json_group_array(json_object('reason', x.reason, 'reference', x.reference, 'xp', x.xp,
        'created_at', x.created_at))
        from ${xpEvents} x where x.user_id = m.user_id and x.reason in ${MEAL_XP_REASONS} and x.reference = m.id)
      from ${meals} m where m.id = ${mealId} and m.user_id = ${userId}`,
  );
  return [
    db.delete(deletedMeals).where(lt(deletedMeals.deletedAt, new Date(now - UNDO_WINDOW_MS))),
    db.delete(deletedMeals).where(eq(deletedMeals.mealId, mealId)),
    copy,
  ] as const;
}

/**
 * The statements that put a trashed meal back, each a no-op unless the user's copy is still
 * within the window: `found` reads it (its day, or no row), then the meal, its foods, its XP rows
 * and the XP total return, and the copy goes. Run them in one batch, before the day totals and
 * the progress snapshot of the meal's day.
 */
export function restoreStatements(db: Db, userId: string, mealId: string, now: number) {
  const mine = and(
    eq(deletedMeals.mealId, mealId),
    eq(deletedMeals.userId, userId),
    gte(deletedMeals.deletedAt, new Date(now - UNDO_WINDOW_MS)),
  );
  // The user's copy within the window, joined with one of its JSON arrays' elements if asked.
  const fromCopy = (each?: "foods" | "xp") =>
    sql`from ${deletedMeals} d${sql.raw(each ? `, json_each(d.${each}) ${each === "foods" ? "f" : "x"}` : "")}
      where d.meal_id = ${mealId} and d.user_id = ${userId} and d.deleted_at >= ${now - UNDO_WINDOW_MS}`;
  const field = (name: string) => sql.raw(`json_extract(d.meal, '$.${name}')`);
  const item = (name: string) => sql.raw(`json_extract(f.value, '$.${name}')`);
  const xp = (name: string) => sql.raw(`json_extract(x.value, '$.${name}')`);
  return {
    found: db
      .select({ localDate: sql<string>`json_extract(${deletedMeals.meal}, '$.local_date')` })
      .from(deletedMeals)
      .where(mine),
    writes: [
      // The values follow each table's column order (worker/db/schema.ts).
      db.insert(meals).select(
        sql`select ${field("id")}, ${field("user_id")}, ${field("meal_type")}, ${field("title")}, ${field("total_protein")},
            ${field("image_url")}, ${field("source")}, ${field("client_id")}, ${field("awaiting_analysis")},
            ${field("local_date")}, ${field("created_at")}, ${field("updated_at")}, ${field("calories")},
            ${field("carbs_g")}, ${field("fat_g")} ${fromCopy()}`,
      ),
      db.insert(foodItems).select(
        sql`select ${item("id")}, d.meal_id, ${item("position")}, ${item("name")}, ${item("original_name")},
            ${item("protein_content")}, ${item("grams")}, ${item("portion_size")}, ${item("confidence")},
            ${item("source")}, ${item("food_id")}, ${item("kcal")}, ${item("fat_g")}, ${item("carbs_g")}
            ${fromCopy("foods")}`,
      ),
      db
        .update(users)
        .set({
          xpTotal: sql`${users.xpTotal} + (select coalesce(sum(${xp("xp")}), 0) ${fromCopy("xp")})`,
        })
        .where(eq(users.id, userId)),
      db
        .insert(xpEvents)
        .select(
          sql`select d.user_id, ${xp("reason")}, ${xp("reference")}, ${xp("xp")}, ${xp("created_at")} ${fromCopy("xp")}`,
        )
        .onConflictDoNothing(),
      db.delete(deletedMeals).where(mine),
    ] as const,
  };
}
