import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { BADGES } from "../../../domain/gamification/badges";
import { levelForXp } from "../../../domain/gamification/levels";
import { localDate } from "../../../domain/time/local-day";
import { getDb } from "../../db/client";
import { userBadges } from "../../db/schema";
import type { AppEnv } from "../../env";
import { userOf } from "../../middleware/session";
import { currentStreak } from "./streak-now";

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
  .get("/badges", async (c) => {
    const user = userOf(c);
    const earned = await getDb(c.env.DB)
      .select({ badgeId: userBadges.badgeId, earnedAt: userBadges.earnedAt })
      .from(userBadges)
      .where(eq(userBadges.userId, user.id));
    return c.json(
      {
        available: BADGES.map(({ id, name, description, icon }) => ({ id, name, description, icon })),
        earned: earned.map((e) => ({ badgeId: e.badgeId, earnedAt: e.earnedAt.toISOString() })),
      },
      200,
    );
  });
