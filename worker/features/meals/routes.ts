import { and, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { foodItemsUpdateSchema } from "../../../domain/analysis/schemas";
import {
  listMealsQuerySchema,
  localDateSchema,
  manualMealSchema,
  mealEditSchema,
  parseTextSchema,
} from "../../../domain/meals/schemas";
import { parseMealText } from "../../../domain/nutrition/parse";
import { daysBetween, isValidDate, localDate } from "../../../domain/time/local-day";
import { getDb } from "../../db/client";
import { meals } from "../../db/schema";
import type { AppEnv } from "../../env";
import { requireAdvancedTracking } from "../../lib/pro-access";
import { validate } from "../../lib/validate";
import { readWithSession, userOf } from "../../middleware/session";
import { mealXpDeletes, refreshProgress } from "../gamification/progress";
import { goalAlertAfterWrite } from "../push/goal-alert";
import { requireOwnPhotos } from "../uploads/photo-store";
import { createMeal, idempotencyKey, readMeal } from "./create";
import { mealsCsv } from "./export";
import { updateFoodItems } from "./food-items";
import { dailyTotals, dayTotal, mealPageReads, ownedMeal, pageOf } from "./repository";
import { toMeal } from "./serialize";

const idParam = z.object({ id: z.string().min(1).max(100) });

export const mealRoutes = new Hono<AppEnv>()
  /**
   * Describe your meal: text to foods, grams and protein from the table; nothing stored and
   * nothing read but the static table, so guests may use it too (ADR 018).
   */
  .post("/parse", validate("json", parseTextSchema), (c) => {
    const result = parseMealText(c.req.valid("json").text);
    return c.json(
      {
        foodItems: result.foodItems.map(({ name, foodId, grams, portionSize, proteinContent, confidence }) => ({
          name,
          foodId,
          grams,
          portionSize,
          proteinContent,
          confidence,
        })),
        totalProtein: result.totalProtein,
        unmatched: result.unmatched,
      },
      200,
    );
  })
  .post("/manual", validate("json", manualMealSchema), async (c) => {
    const user = userOf(c);
    const input = c.req.valid("json");
    await requireOwnPhotos(getDb(c.env.DB), user.id, [input.imageUrl]);
    const { meal, created } = await createMeal(
      getDb(c.env.DB),
      user,
      {
        mealType: input.mealType,
        title: input.title,
        totalProtein: input.totalProtein,
        imageUrl: input.imageUrl ?? null,
        source: input.source,
        foodItems: (input.foodItems ?? []).map((item) => ({
          ...item,
          source: item.foodId ? ("table" as const) : ("manual" as const),
        })),
      },
      idempotencyKey(c.req.header("Idempotency-Key")),
    );
    // Goal alerts (issue 19): one call after the meal write, sent after the answer.
    if (created) c.executionCtx.waitUntil(goalAlertAfterWrite(c.env, user, meal));
    return c.json(meal, created ? 201 : 200);
  })
  /** CSV export of every meal: advanced tracking, a Pro feature (DESIGN section 3). */
  .get("/export.csv", (c) => {
    const user = userOf(c);
    requireAdvancedTracking(
      user,
      "CSV export is part of Proteo Pro. Start a free trial on the pricing page to unlock it.",
    );
    const today = localDate(Date.now(), user.timezone);
    return new Response(mealsCsv(getDb(c.env.DB), user), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="proteo-meals-${today}.csv"`,
        "Cache-Control": "no-store",
      },
    });
  })
  .get("/", validate("query", listMealsQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const {
      results: [rows, items],
    } = await readWithSession(c, mealPageReads(getDb(c.env.DB), query));
    const { page, nextCursor } = pageOf(rows, query.limit);
    // The body stays the plain list the spec names; the next page is announced in a header.
    if (nextCursor) c.header("X-Next-Cursor", nextCursor);
    return c.json(
      page.map((row) => toMeal(row, items)),
      200,
    );
  })
  .patch("/:id/protein", validate("param", idParam), validate("json", mealEditSchema), async (c) => {
    const user = userOf(c);
    const db = getDb(c.env.DB);
    const meal = await ownedMeal(db, user.id, c.req.valid("param").id);
    const { totalProtein, mealName, mealType } = c.req.valid("json");
    await db
      .update(meals)
      .set({
        totalProtein,
        title: mealName,
        // Left as it is when the spec's payload (no mealType) is sent.
        ...(mealType ? { mealType } : {}),
        updatedAt: sql`(CAST(unixepoch('subsec') * 1000 AS INTEGER))`,
      })
      .where(and(eq(meals.id, meal.id), eq(meals.userId, user.id)));
    await refreshProgress(db, user, meal.localDate);
    return c.json(await readMeal(db, user.id, meal.id), 200);
  })
  .put("/:id/food-items", validate("param", idParam), validate("json", foodItemsUpdateSchema), async (c) => {
    const user = userOf(c);
    const db = getDb(c.env.DB);
    const { id } = c.req.valid("param");
    await updateFoodItems(db, user, id, c.req.valid("json").foodItems);
    return c.json(await readMeal(db, user.id, id), 200);
  })
  .delete("/:id", validate("param", idParam), async (c) => {
    const user = userOf(c);
    const db = getDb(c.env.DB);
    const meal = await ownedMeal(db, user.id, c.req.valid("param").id);
    await db.batch([
      mealXpDeletes(db, user.id, meal.id),
      db.delete(meals).where(and(eq(meals.id, meal.id), eq(meals.userId, user.id))),
    ]);
    await refreshProgress(db, user, meal.localDate);
    return c.json({ id: meal.id, deleted: true }, 200);
  });

const daysQuery = z
  .object({ from: localDateSchema, to: localDateSchema })
  // zod runs an object's refinements even after a field failed, so the range is only
  // measured between real dates: daysBetween throws on anything else.
  .refine(
    (q) => !isValidDate(q.from) || !isValidDate(q.to) || (q.from <= q.to && daysBetween(q.from, q.to) <= 366),
    "Ask for at most a year, from the earlier date.",
  );

export const trackingRoutes = new Hono<AppEnv>()
  .get("/daily", async (c) => {
    const user = userOf(c);
    const today = localDate(Date.now(), user.timezone);
    return c.json({ date: today, totalProtein: await dayTotal(getDb(c.env.DB), user.id, today) }, 200);
  })
  /** Protein per local day in a range (at most a year): history's day totals. */
  .get("/days", validate("query", daysQuery), async (c) => {
    const user = userOf(c);
    const { from, to } = c.req.valid("query");
    const rows = await dailyTotals(getDb(c.env.DB), user.id, from, to);
    return c.json(
      rows
        .map((r) => ({ date: r.localDate, totalProtein: Math.round(r.total * 10) / 10, meals: r.count }))
        .sort((a, b) => (a.date < b.date ? 1 : -1)),
      200,
    );
  });
