import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { proteinGoalsSchema } from "../../../domain/goals/protein-goals";
import { getDb } from "../../db/client";
import { users } from "../../db/schema";
import type { AppEnv } from "../../env";
import { validate } from "../../lib/validate";
import { userOf } from "../../middleware/session";

/** Both names for the daily goal are served: the API contract also calls it `dailyProteinGoal`. */
const goalsBody = (g: { dailyGoal: number; weeklyGoal: number; monthlyGoal: number }) => ({
  dailyGoal: g.dailyGoal,
  weeklyGoal: g.weeklyGoal,
  monthlyGoal: g.monthlyGoal,
  dailyProteinGoal: g.dailyGoal,
});

export const goalRoutes = new Hono<AppEnv>()
  .get("/", (c) => c.json(goalsBody(userOf(c)), 200))
  .put("/", validate("json", proteinGoalsSchema), async (c) => {
    const user = userOf(c);
    const goals = c.req.valid("json");
    await getDb(c.env.DB).update(users).set(goals).where(eq(users.id, user.id));
    return c.json(goalsBody(goals), 200);
  });
