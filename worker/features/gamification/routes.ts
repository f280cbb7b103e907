import { Hono } from "hono";
import { levelForXp } from "../../../domain/gamification/levels";
import { localDate } from "../../../domain/time/local-day";
import type { AppEnv } from "../../env";
import { badgesAnswer } from "../../lib/badges";
import { movedUserData } from "../../lib/moves/ensure-moved";
import { currentStreak } from "../../lib/streak-now";
import { userOf } from "../../middleware/session";

/** XP, level, streaks and badges, from the progress the meal write path keeps in the user's own object. */
export const gamificationRoutes = new Hono<AppEnv>()
  .get("/stats", async (c) => {
    const user = userOf(c);
    const today = localDate(Date.now(), user.timezone);
    const { progress } = await (await movedUserData(c.env, user)).progressAndBadges();
    return c.json(
      {
        currentStreak: currentStreak(progress, today),
        longestStreak: progress.longestStreak,
        xp: progress.xpTotal,
        level: levelForXp(progress.xpTotal),
      },
      200,
    );
  })
  .get("/badges", async (c) => {
    const { badges } = await (await movedUserData(c.env, userOf(c))).progressAndBadges();
    return c.json(badgesAnswer(badges), 200);
  });
