import { GOAL_LIMITS } from "../goals/goal-limits";
import { addDays } from "../time/local-day";
import { roundKg } from "./trend";

/** The trend must have moved this far from the weight the goal was set for before Proteo offers a new goal. */
export const OFFER_MIN_CHANGE_KG = 1;
/** "Not now" hides the offer for this many days. */
export const OFFER_SNOOZE_DAYS = 7;

/** What the users row knows about the goal and the body behind it. */
export interface GoalBody {
  dailyGoal: number;
  /** The grams per kg of body weight the daily goal means. */
  goalGramsPerKg: number | null;
  /** The weight (kg) the daily goal was set for. */
  goalWeightKg: number | null;
  /** The trend weight (kg) as of the newest weigh-in. */
  trendKg: number | null;
  /** The last local day the offer stays hidden after "Not now". */
  goalOfferSnoozedUntil: string | null;
}

export interface GoalOffer {
  dailyGoal: number;
  trendKg: number;
  gramsPerKg: number;
}

/** Grams per kg shown to people: one decimal. */
export const roundGramsPerKg = (g: number) => Math.round(g * 10) / 10;

/**
 * The new daily goal to offer, or null: the same grams per kg at today's trend weight, once the
 * trend has moved at least 1 kg from the weight the goal was set for and the goal it gives
 * differs from today's. Never while "Not now" holds (through its last day). It is only an
 * offer: the goal changes when the person says yes.
 */
export function goalOffer(body: GoalBody, today: string): GoalOffer | null {
  const { trendKg, goalWeightKg, goalGramsPerKg } = body;
  if (trendKg === null || goalWeightKg === null || goalGramsPerKg === null) return null;
  if (Math.abs(trendKg - goalWeightKg) < OFFER_MIN_CHANGE_KG) return null;
  if (body.goalOfferSnoozedUntil !== null && today <= body.goalOfferSnoozedUntil) return null;
  const dailyGoal = Math.round(trendKg * goalGramsPerKg);
  const { min, max } = GOAL_LIMITS.dailyGoal;
  if (dailyGoal === body.dailyGoal || dailyGoal < min || dailyGoal > max) return null;
  return { dailyGoal, trendKg: roundKg(trendKg), gramsPerKg: roundGramsPerKg(goalGramsPerKg) };
}

/** The last day "Not now" on `today` hides the offer. */
export const snoozedUntil = (today: string) => addDays(today, OFFER_SNOOZE_DAYS - 1);
