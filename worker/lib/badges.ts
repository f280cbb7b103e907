import { eq } from "drizzle-orm";
import { BADGES } from "../../domain/gamification/badges";
import { getDb } from "../db/client";
import { builtOnce, preparedPart } from "../db/prepared";
import { userBadges } from "../db/schema";
import { liveSessionUserId, type SessionPlaceholders } from "./session";

/** The live session's user's badges, built once. */
const earnedBadges = builtOnce((db) =>
  db
    .select({ badgeId: userBadges.badgeId, earnedAt: userBadges.earnedAt })
    .from(userBadges)
    .where(eq(userBadges.userId, liveSessionUserId))
    .prepare(),
);

/**
 * The badges read as a part of a session batch (GET /api/gamification/badges, and the
 * signed-in first screen at `/`, which reads it with the dashboard in one round trip).
 */
export const badgesPart = (d1: D1Database, session: SessionPlaceholders) =>
  preparedPart(d1, earnedBadges(getDb(d1)), session);

type Earned = ReturnType<ReturnType<typeof badgesPart>["read"]>;

/** Every badge there is, and the ones the user has earned with when. */
export function badgesAnswer(earned: Earned) {
  return {
    available: BADGES.map(({ id, name, description, icon }) => ({ id, name, description, icon })),
    earned: earned.map((e) => ({ badgeId: e.badgeId, earnedAt: e.earnedAt.toISOString() })),
  };
}
