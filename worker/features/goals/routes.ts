import { and, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { goalOffer, roundGramsPerKg, snoozedUntil } from "../../../domain/body/goal-offer";
import { roundKg } from "../../../domain/body/trend";
import { acceptGoalOfferSchema, proteinGoalsSchema } from "../../../domain/goals/protein-goals";
import { localDate } from "../../../domain/time/local-day";
import { getDb } from "../../db/client";
import { users } from "../../db/schema";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/api-error";
import { goalsFollowingDaily } from "../../lib/goals-follow-daily";
import type { SessionUser } from "../../lib/session-user";
import { validate } from "../../lib/validate";
import { userOf } from "../../middleware/session";

type Goals = { dailyGoal: number; weeklyGoal: number; monthlyGoal: number };

/** The body the daily goal is measured against: the trend weight, else the weight the goal was set for. */
const bodyKg = (user: SessionUser) => user.trendKg ?? user.goalWeightKg;

/**
 * Both names for the daily goal are served (the API contract also calls it `dailyProteinGoal`),
 * with what the goal means per kg of that body weight (null while no weight is known).
 */
const goalsBody = (g: Goals, kg: number | null) => ({
  dailyGoal: g.dailyGoal,
  weeklyGoal: g.weeklyGoal,
  monthlyGoal: g.monthlyGoal,
  dailyProteinGoal: g.dailyGoal,
  weightKg: kg === null ? null : roundKg(kg),
  gramsPerKg: kg === null ? null : roundGramsPerKg(g.dailyGoal / kg),
});

export const goalRoutes = new Hono<AppEnv>()
  .get("/", (c) => {
    const user = userOf(c);
    return c.json(goalsBody(user, bodyKg(user)), 200);
  })
  /**
   * Goals set by hand. A new daily goal now means its grams per kg of today's body weight, so a
   * later offer keeps that ratio; weekly or monthly alone leave it as it was.
   */
  .put("/", validate("json", proteinGoalsSchema), async (c) => {
    const user = userOf(c);
    const goals = c.req.valid("json");
    const body = sql`COALESCE(${users.trendKg}, ${users.goalWeightKg})`;
    const changed = sql`${users.dailyGoal} <> ${goals.dailyGoal}`;
    await getDb(c.env.DB)
      .update(users)
      .set({
        ...goals,
        goalWeightKg: sql`CASE WHEN ${changed} THEN ${body} ELSE ${users.goalWeightKg} END`,
        goalGramsPerKg: sql`CASE WHEN ${changed} THEN CAST(${goals.dailyGoal} AS REAL) / ${body} ELSE ${users.goalGramsPerKg} END`,
      })
      .where(eq(users.id, user.id));
    return c.json(goalsBody(goals, bodyKg(user)), 200);
  })
  /**
   * "Update your goal to N g?" answered yes: the daily goal becomes the offered N (weekly and
   * monthly follow it unless set by hand) and the trend weight becomes the goal's weight. The
   * body names the N the person saw; once it is the goal, asking again answers the same.
   */
  .post("/follow-weight", validate("json", acceptGoalOfferSchema), async (c) => {
    const user = userOf(c);
    const { dailyGoal } = c.req.valid("json");
    const db = getDb(c.env.DB);
    if (user.dailyGoal !== dailyGoal) {
      const offer = goalOffer(user, localDate(Date.now(), user.timezone));
      if (offer?.dailyGoal !== dailyGoal) {
        throw new ApiError(409, "Your weight has changed since this goal was offered. Please look at the new offer.", {
          code: "OFFER_CHANGED",
        });
      }
      // Only against the trend the offer was made from: a weigh-in in between refuses it.
      const rows = await db
        .update(users)
        .set({ ...goalsFollowingDaily(dailyGoal), goalWeightKg: sql`${users.trendKg}` })
        .where(and(eq(users.id, user.id), eq(users.weightVersion, user.weightVersion)))
        .returning({ dailyGoal: users.dailyGoal, weeklyGoal: users.weeklyGoal, monthlyGoal: users.monthlyGoal });
      const [saved] = rows;
      if (!saved) {
        throw new ApiError(409, "Your weight has changed since this goal was offered. Please look at the new offer.", {
          code: "OFFER_CHANGED",
        });
      }
      return c.json(goalsBody(saved, user.trendKg), 200);
    }
    return c.json(goalsBody(user, bodyKg(user)), 200);
  })
  /** "Not now": the offer stays hidden for a week (today and the six days after). */
  .post("/offer/dismiss", async (c) => {
    const user = userOf(c);
    const until = snoozedUntil(localDate(Date.now(), user.timezone));
    await getDb(c.env.DB).update(users).set({ goalOfferSnoozedUntil: until }).where(eq(users.id, user.id));
    return c.json({ hiddenUntil: until }, 200);
  });
