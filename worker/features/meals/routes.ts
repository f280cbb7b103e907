import { Hono } from "hono";
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
import { daysBetween, isValidDate, localDate } from "../../../domain/time/local-day";
import { z } from "../../../domain/zod";
import { getDb } from "../../db/client";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/api-error";
import { describeMeal } from "../../lib/foods/describe";
import { decodeCursor, encodeCursor, toMeal } from "../../lib/meals/serialize";
import { movedUserData } from "../../lib/moves/ensure-moved";
import { goalAlertAfterWrite } from "../../lib/push/goal-alert";
import { validate } from "../../lib/validate";
import { readsOwnSession, readWithSession, userOf } from "../../middleware/session";
import { mealsCsv } from "./export";
import { pickedTableFoodRead } from "./food-items";
import { deleteMeal, editFoods, editMeal, idempotencyKey, logMeal, restoreMeal } from "./log-meal";

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
    const { meal, created, alertGoal } = await logMeal(
      c.env,
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
  .get("/export.csv", async (c) => {
    const user = userOf(c);
    const today = localDate(Date.now(), user.timezone);
    // The meals come page by page from the user's own object, as the file is sent.
    return new Response(mealsCsv(await movedUserData(c.env, user), user), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="proteo-meals-${today}.csv"`,
        "Cache-Control": "no-store",
      },
    });
  })
  .get("/", validate("query", listMealsQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const user = userOf(c);
    const cursor = query.cursor ? decodeCursor(query.cursor) : null;
    if (query.cursor && !cursor) throw new ApiError(400, "That page link is not valid.", { code: "INVALID_INPUT" });
    // One meal beyond the page is read to learn whether there is a next one.
    const rows = await (await movedUserData(c.env, user)).mealPage({
      from: query.from,
      to: query.to,
      mealType: query.mealType,
      q: query.q,
      cursor,
      limit: query.limit + 1,
    });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    // The body stays the plain list of meals the API contract names; the next page is announced in a header.
    if (rows.length > query.limit && last) c.header("X-Next-Cursor", encodeCursor(last.meal));
    return c.json(
      page.map((m) => toMeal(user.id, m)),
      200,
    );
  })
  .patch("/:id/protein", validate("param", idParam), validate("json", mealEditSchema), async (c) => {
    const { totalProtein, mealName, mealType, eatenAt } = c.req.valid("json");
    const meal = await editMeal(c.env, userOf(c), c.req.valid("param").id, {
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
      const edits = c.req.valid("json").foodItems;
      // Any picked table foods come in the session's own batch; the user's object then works
      // the edit out from the foods as stored and writes it, in one call.
      const {
        user,
        results: [tableFoods],
      } = await readWithSession(c, [pickedTableFoodRead(getDb(c.env.DB), edits)] as const);
      return c.json(await editFoods(c.env, user, c.req.valid("param").id, edits, tableFoods), 200);
    },
  )
  .delete("/:id", validate("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    await deleteMeal(c.env, userOf(c), id);
    return c.json({ id, deleted: true }, 200);
  })
  // Undo of a deletion, within minutes of it: the meal comes back exactly as it was. The id is
  // in the body: a parameter beside the fixed /relog and /manual would cost the fast router.
  .post("/restore", validate("json", restoreSchema), async (c) => {
    const { mealId } = c.req.valid("json");
    await restoreMeal(c.env, userOf(c), mealId);
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
  /** Today's total, from the stored day totals in the user's own object. */
  .get("/daily", async (c) => {
    const user = userOf(c);
    const today = localDate(Date.now(), user.timezone);
    const [row] = await (await movedUserData(c.env, user)).dayTotals(today, today);
    return c.json({ date: today, totalProtein: roundToTenth(row?.total ?? 0) }, 200);
  })
  /** Protein per local day in a range (at most a year): history's day totals. */
  .get("/days", validate("query", daysQuery), async (c) => {
    const { from, to } = c.req.valid("query");
    const rows = await (await movedUserData(c.env, userOf(c))).dayTotals(from, to);
    return c.json(
      rows
        .map((r) => ({ date: r.localDate, totalProtein: roundToTenth(r.total), meals: r.count }))
        .sort((a, b) => (a.date < b.date ? 1 : -1)),
      200,
    );
  });
