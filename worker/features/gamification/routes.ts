import { Hono } from "hono";
import { levelForXp } from "../../../domain/gamification/levels";
import { localDate } from "../../../domain/time/local-day";
import type { AppEnv } from "../../env";
import { badgesAnswer, badgesPart } from "../../lib/badges";
import { currentStreak } from "../../lib/streak-now";
import { readPartsWithSession, readsOwnSession, userOf } from "../../middleware/session";

export const gamificationRoutes = new Hono<AppEnv>()
  .get("/stats", (c) => {
    const user = userOf(c);
    const today = localDate(Date.now(), user.timezone);
    return c.json(
      {
        currentStreak: currentStreak(user, today),
        longestStreak: user.longestStreak,
        xp: user.xpTotal,
        level: levelForXp(user.xpTotal),
      },
      200,
    );
  })
  .get("/badges", readsOwnSession, async (c) => {
    const {
      results: [earned],
    } = await readPartsWithSession(c, (session) => [badgesPart(c.env.DB, session)] as const);
    return c.json(badgesAnswer(earned), 200);
  });
