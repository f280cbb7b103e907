import { Hono } from "hono";
import { weightDateSchema, weightEntrySchema, weightsQuerySchema } from "../../../domain/body/schemas";
import { withTrend } from "../../../domain/body/trend";
import { tenthsOfKg } from "../../../domain/body/units";
import { historyDateProblem } from "../../../domain/meals/write-limits";
import { addDays, localDate } from "../../../domain/time/local-day";
import { z } from "../../../domain/zod";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/api-error";
import { deleteWeight, saveWeight } from "../../lib/body/weights";
import { userData } from "../../lib/user-data";
import { validate } from "../../lib/validate";
import { userOf } from "../../middleware/session";

/**
 * The weight log (ADR 066). Weights live in the user's own Durable Object; each change copies
 * the trend into the users row, where the dashboard's goal offer reads it.
 */
export const weightRoutes = new Hono<AppEnv>()
  /** GET /api/weights?days=N: the last N local days (90 by default), each with the trend as of that day. */
  .get("/", validate("query", weightsQuerySchema), async (c) => {
    const user = userOf(c);
    const { days } = c.req.valid("query");
    const today = localDate(Date.now(), user.timezone);
    const from = addDays(today, -(days - 1));
    // The trend of the first day shown depends on every weight before it, so all are read.
    const all = withTrend(await userData(c.env, user.id).weights(null));
    const entries = all.filter((e) => e.date >= from && e.date <= today);
    // `unit` is how the person weighs themselves (chosen in onboarding); the API always speaks kg.
    return c.json({ entries, trend: all.at(-1)?.trend ?? null, unit: user.weightUnit }, 200);
  })
  /** POST /api/weights {date, kg}: the day's weight; a second one that day replaces it. */
  .post("/", validate("json", weightEntrySchema), async (c) => {
    const user = userOf(c);
    const { date, kg } = c.req.valid("json");
    const today = localDate(Date.now(), user.timezone);
    const problem = historyDateProblem(date, today);
    if (problem) {
      const message = `Weight not saved: ${problem}.`;
      throw new ApiError(400, message, { code: "INVALID_DATE", issues: [{ path: "date", message }] });
    }
    const change = await saveWeight(c.env, user.id, date, tenthsOfKg(kg));
    return c.json({ date, kg: tenthsOfKg(kg), trend: change.trendKg }, 201);
  })
  /** DELETE /api/weights/{date}: the day's weight removed. */
  .delete("/:date", validate("param", z.object({ date: weightDateSchema })), async (c) => {
    const user = userOf(c);
    const { date } = c.req.valid("param");
    const change = await deleteWeight(c.env, user.id, date);
    if (!change.changed) throw new ApiError(404, `There is no weight logged on ${date}.`, { code: "NOT_FOUND" });
    return c.json({ date, trend: change.trendKg }, 200);
  });
