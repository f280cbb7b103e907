import { goalProgress } from "../stats/progress";
import { isValidDate } from "../time/local-day";
import { badgeById } from "./badges";

/** XP: +10 a meal, +5 more with a photo analysis, +50 the first time each day the goal is met. */
export const XP_PER_MEAL = 10;
export const XP_PHOTO_BONUS = 5;
export const XP_DAILY_GOAL_MET = 50;

export const XP_REASONS = ["meal_logged", "photo_analysis", "daily_goal_met", "badge_earned"] as const;
export type XpReason = (typeof XP_REASONS)[number];

/**
 * One row of the XP ledger. (user, reason, reference) is unique, so a retried request, or the
 * goal being crossed again after an edit, inserts nothing new. References: the meal id for
 * meal and photo rows, the local date (YYYY-MM-DD) for the daily goal, the badge id for badges.
 */
export interface XpLedgerEntry {
  reason: XpReason;
  reference: string;
  xp: number;
}

export type XpEvent =
  | { type: "meal_logged"; mealId: string; fromPhoto: boolean }
  | { type: "daily_goal_met"; localDate: string }
  | { type: "badge_earned"; badgeId: string };

function requireReference(value: string, what: string): string {
  if (value.trim() === "") throw new RangeError(`An XP entry needs a ${what}.`);
  return value;
}

/** The ledger entries an event earns. Inserting them with the unique key makes awards idempotent. */
export function xpEntriesFor(event: XpEvent): XpLedgerEntry[] {
  switch (event.type) {
    case "meal_logged": {
      const reference = requireReference(event.mealId, "meal id");
      const entries: XpLedgerEntry[] = [{ reason: "meal_logged", reference, xp: XP_PER_MEAL }];
      // A separate row rather than 15 XP in one, so the bonus is auditable and keyed on its own.
      if (event.fromPhoto) entries.push({ reason: "photo_analysis", reference, xp: XP_PHOTO_BONUS });
      return entries;
    }
    case "daily_goal_met": {
      if (!isValidDate(event.localDate)) {
        throw new RangeError(`Invalid local date "${event.localDate}": expected YYYY-MM-DD.`);
      }
      return [{ reason: "daily_goal_met", reference: event.localDate, xp: XP_DAILY_GOAL_MET }];
    }
    case "badge_earned": {
      const badge = badgeById(event.badgeId);
      if (!badge) throw new RangeError(`Unknown badge "${event.badgeId}".`);
      return [{ reason: "badge_earned", reference: badge.id, xp: badge.xp }];
    }
  }
}

/**
 * Whether a day's total meets the daily goal, by the same rule the ring shows (totals to the
 * tenth of a gram); a goal of 0 or less is never met.
 */
export function isDailyGoalMet(dayTotal: number, dailyGoal: number): boolean {
  return goalProgress(dayTotal, dailyGoal).met;
}

/** The ledger's unique key, for code that must dedupe the way the database does. */
export function ledgerKey(userId: string, entry: Pick<XpLedgerEntry, "reason" | "reference">): string {
  // JSON keeps the parts apart even if an id contains a separator character.
  return JSON.stringify([userId, entry.reason, entry.reference]);
}

/** A user's XP from their ledger rows, counting each (reason, reference) once as the database would. */
export function totalXp(entries: readonly XpLedgerEntry[]): number {
  const seen = new Set<string>();
  let total = 0;
  for (const entry of entries) {
    const key = ledgerKey("", entry);
    if (seen.has(key)) continue;
    seen.add(key);
    total += entry.xp;
  }
  return total;
}
