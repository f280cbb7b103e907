import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { BADGES } from "../../../domain/gamification/badges";
import { levelForXp } from "../../../domain/gamification/levels";
import { localDate } from "../../../domain/time/local-day";
import { getDb } from "../../db/client";
import { builtOnce } from "../../db/prepared";
import { userBadges } from "../../db/schema";
import type { AppEnv } from "../../env";
import { liveSessionUserId } from "../../lib/session";
import { currentStreak } from "../../lib/streak-now";
import { readsOwnSession, readWithSession, userOf } from "../../middleware/session";

/** The live session's user's badges (readWithSession), built once. */
const earnedBadges = builtOnce((db) =>
  db
    .select({ badgeId: userBadges.badgeId, earnedAt: userBadges.earnedAt })
    .from(userBadges)
    .where(eq(userBadges.userId, liveSessionUserId))
    .prepare(),
);

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
    } = await readWithSession(c, [[earnedBadges(getDb(c.env.DB)), {}]] as const);
    return c.json(
      {
        available: BADGES.map(({ id, name, description, icon }) => ({ id, name, description, icon })),
        earned: earned.map((e) => ({ badgeId: e.badgeId, earnedAt: e.earnedAt.toISOString() })),
      },
      200,
    );
  });
