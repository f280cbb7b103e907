import { Hono } from "hono";
import { z } from "zod";
import { foodItemsUpdateSchema } from "../../../domain/analysis/schemas";
import { sr28Source } from "../../../domain/foods/schemas";
import {
  listMealsQuerySchema,
  localDateSchema,
  manualMealSchema,
  mealEditSchema,
  mealIdParamSchema,
  parseTextSchema,
} from "../../../domain/meals/schemas";
import { roundToTenth } from "../../../domain/nutrition/round";
import { anyZoneToday } from "../../../domain/time/any-zone";
import { daysBetween, isValidDate, localDate } from "../../../domain/time/local-day";
import { getDb } from "../../db/client";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/api-error";
import { describeMeal } from "../../lib/foods/describe";
import { mealPageReads, ownedMealWithItemsReads, pageOf, sessionDailyTotalsRead } from "../../lib/meals/repository";
import { toMeal } from "../../lib/meals/serialize";
import { requireOwnPhotos } from "../../lib/owned-photos";
import { goalAlertAfterWrite } from "../../lib/push/goal-alert";
import { validate } from "../../lib/validate";
import { readsOwnSession, readWithSession, userOf } from "../../middleware/session";
import { mealsCsv, mealsCsvReads } from "./export";
import { pickedOwnFoods, pickedTableFoodRead, updateFoodItems } from "./food-items";
import { deleteMeal, editMeal, idempotencyKey, logMeal, restoreMeal } from "./log-meal";

const idParam = mealIdParamSchema;
const restoreSchema = z.object({ mealId: idParam.shape.id });

export const mealRoutes = new Hono<AppEnv>()
  /**
   * Describe your meal: text to foods, grams and protein from the everyday table, then the full
   * SR28 table in D1 for the rest (ADR 024); nothing stored, so guests may use it too (ADR 018).
   * A fragment not counted comes with search suggestions to pick from.
   */
  .post("/parse", validate("json", parseTextSchema), async (c) => {
    const result = await describeMeal(c.env.DB, c.req.valid("json").text);
    return c.json(
      {
        foodItems: result.foodItems.map(
          ({ name, foodId, ndb, grams, portionSize, proteinContent, confidence, kcal, fat, carbs }) => ({
            name,
            foodId,
            source: sr28Source(ndb),
            grams,
            portionSize,
            proteinContent,
            confidence,
            // Beside protein, from the same SR28 record.
            kcal,
            fat,
            carbs,
          }),
        ),
        totalProtein: result.totalProtein,
        unmatched: result.unmatched,
      },
      200,
    );
  })
  .post("/manual", validate("json", manualMealSchema), async (c) => {
    const input = c.req.valid("json");
    const user = userOf(c);
    // A meal with a photo asks the user's object that the photo is theirs and stored (ADR 067).
    await requireOwnPhotos(c.env, user, [input.imageUrl]);
    const { meal, created, alertGoal } = await logMeal(
      getDb(c.env.DB),
      user,
      {
        mealType: input.mealType,
        title: input.title,
        totalProtein: input.totalProtein,
        imageUrl: input.imageUrl ?? null,
        source: input.source,
        macros: input.macros,
        foodItems: (input.foodItems ?? []).map((item) => ({
          ...item,
          source: item.foodId ? ("table" as const) : ("manual" as const),
        })),
      },
      idempotencyKey(c.req.header("Idempotency-Key")),
    );
    // Goal alerts: one call after the meal write, sent after the answer.
    if (created && alertGoal) c.executionCtx.waitUntil(goalAlertAfterWrite(c.env, user, meal));
    return c.json(meal, created ? 201 : 200);
  })
  /**
   * CSV export of every meal, for every account: it is the user's own
   * data, and GDPR Art. 20 grants its portability to everyone, not to subscribers only.
   */
  .get("/export.csv", readsOwnSession, async (c) => {
    const db = getDb(c.env.DB);
    // The session and the first page of meals with their foods in one D1 batch (ADR 010).
    const { user, results } = await readWithSession(c, mealsCsvReads(db));
    const today = localDate(Date.now(), user.timezone);
    return new Response(mealsCsv(db, user, results), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="proteo-meals-${today}.csv"`,
        "Cache-Control": "no-store",
      },
    });
  })
  .get("/", readsOwnSession, validate("query", listMealsQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const {
      results: [rows, items],
    } = await readWithSession(c, mealPageReads(getDb(c.env.DB), query));
    const { page, nextCursor } = pageOf(rows, query.limit);
    // The body stays the plain list of meals the API contract names; the next page is announced in a header.
    if (nextCursor) c.header("X-Next-Cursor", nextCursor);
    return c.json(
      page.map((row) => toMeal(row, items)),
      200,
    );
  })
  .patch("/:id/protein", validate("param", idParam), validate("json", mealEditSchema), async (c) => {
    const { totalProtein, mealName, mealType, eatenAt } = c.req.valid("json");
    const meal = await editMeal(getDb(c.env.DB), userOf(c), c.req.valid("param").id, {
      totalProtein,
      title: mealName,
      mealType,
      eatenAt,
    });
    return c.json(meal, 200);
  })
  .put(
    "/:id/food-items",
    readsOwnSession,
    validate("param", idParam),
    validate("json", foodItemsUpdateSchema),
    async (c) => {
      const db = getDb(c.env.DB);
      const edits = c.req.valid("json").foodItems;
      // The meal, its foods and any picked table foods come in the session's own batch: the
      // edit, a swap to a table food too, then takes 3 round trips; a swap to one's own food
      // also asks the user's object for it.
      const [mealRead, itemsRead] = ownedMealWithItemsReads(db, c.req.valid("param").id);
      const {
        user,
        results: [rows, items, tableFoods],
      } = await readWithSession(c, [mealRead, itemsRead, pickedTableFoodRead(db, edits)] as const);
      const meal = rows[0];
      if (!meal) throw new ApiError(404, "Meal not found.", { code: "NOT_FOUND" });
      const ownFoods = await pickedOwnFoods(c.env, user, edits);
      return c.json(await updateFoodItems(db, user, meal, items, edits, [tableFoods, ownFoods]), 200);
    },
  )
  .delete("/:id", validate("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    await deleteMeal(getDb(c.env.DB), userOf(c), id);
    return c.json({ id, deleted: true }, 200);
  })
  // Undo of a deletion, within minutes of it: the meal comes back exactly as it was. The id is
  // in the body: a parameter beside the fixed /relog and /manual would cost the fast router.
  .post("/restore", validate("json", restoreSchema), async (c) => {
    const { mealId } = c.req.valid("json");
    await restoreMeal(getDb(c.env.DB), userOf(c), mealId);
    return c.json({ id: mealId, restored: true }, 200);
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
  /**
   * Today's total. The session and the totals go to D1 in one batch (ADR 010); the user's day
   * is not known before their zone is, so every day that is today somewhere is read, and the
   * user's own is kept.
   */
  .get("/daily", readsOwnSession, async (c) => {
    const now = Date.now();
    const { earliest, latest } = anyZoneToday(now);
    const {
      user,
      results: [rows],
    } = await readWithSession(c, [sessionDailyTotalsRead(getDb(c.env.DB), earliest, latest)] as const);
    const today = localDate(now, user.timezone);
    const total = rows.find((r) => r.localDate === today)?.total ?? 0;
    return c.json({ date: today, totalProtein: roundToTenth(total) }, 200);
  })
  /** Protein per local day in a range (at most a year): history's day totals, with the session in one batch. */
  .get("/days", readsOwnSession, validate("query", daysQuery), async (c) => {
    const { from, to } = c.req.valid("query");
    const {
      results: [rows],
    } = await readWithSession(c, [sessionDailyTotalsRead(getDb(c.env.DB), from, to)] as const);
    return c.json(
      rows
        .map((r) => ({ date: r.localDate, totalProtein: roundToTenth(r.total), meals: r.count }))
        .sort((a, b) => (a.date < b.date ? 1 : -1)),
      200,
    );
  });
