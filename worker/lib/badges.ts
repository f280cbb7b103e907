import { BADGES } from "../../domain/gamification/badges";
import type { BadgeRow } from "../user-data/object";

/** Every badge there is, and the ones the user has earned with when (from their own object). */
export function badgesAnswer(earned: readonly Pick<BadgeRow, "badgeId" | "earnedAt">[]) {
  return {
    available: BADGES.map(({ id, name, description, icon }) => ({ id, name, description, icon })),
    earned: earned.map((e) => ({ badgeId: e.badgeId, earnedAt: e.earnedAt.toISOString() })),
  };
}
