import { and, desc, eq, lt, or } from "drizzle-orm";
import { csvLine, MEAL_CSV_HEADER } from "../../../domain/meals/csv";
import type { Db } from "../../db/client";
import { type MealRow, meals, type UserRow } from "../../db/schema";
import { itemsOf } from "../../lib/meals/repository";

const PAGE = 500;

function timeIn(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hour12: false }).format(date);
}

/**
 * All of a user's meals as CSV, streamed page by page (keyset on the created_at index),
 * so a long history never has to fit in memory at once.
 */
export function mealsCsv(db: Db, user: UserRow): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: Pick<MealRow, "createdAt" | "id"> | null = null;
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(csvLine(MEAL_CSV_HEADER)));
      }
      const after = cursor
        ? or(lt(meals.createdAt, cursor.createdAt), and(eq(meals.createdAt, cursor.createdAt), lt(meals.id, cursor.id)))
        : undefined;
      const page = await db
        .select()
        .from(meals)
        .where(after ? and(eq(meals.userId, user.id), after) : eq(meals.userId, user.id))
        .orderBy(desc(meals.createdAt), desc(meals.id))
        .limit(PAGE);
      if (page.length === 0) {
        controller.close();
        return;
      }
      // A page of 500 meals is more ids than D1 binds in one query: itemsOf splits them.
      const items = await itemsOf(
        db,
        page.map((m) => m.id),
      );
      let chunk = "";
      for (const meal of page) {
        const foods = items
          .filter((i) => i.mealId === meal.id)
          .sort((a, b) => a.position - b.position)
          .map((i) => `${i.name} (${i.proteinContent}g)`)
          .join("; ");
        chunk += csvLine([
          meal.localDate,
          timeIn(meal.createdAt, user.timezone),
          meal.mealType,
          meal.title,
          meal.totalProtein,
          foods,
          meal.source,
        ]);
      }
      controller.enqueue(encoder.encode(chunk));
      const last = page.at(-1);
      cursor = last ? { createdAt: last.createdAt, id: last.id } : null;
      if (page.length < PAGE) controller.close();
    },
  });
}
