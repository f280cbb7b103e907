import { BAND_HIGH, BAND_LOW } from "../meals/protein-band";
import { formatAmount } from "./format-amount";
import { goalProgress } from "./progress";

/** Stats greeting by the user's local hour 0-23: morning before 12, afternoon before 18, else evening. */
export function timeOfDayGreeting(hour: number): "Good morning" | "Good afternoon" | "Good evening" {
  if (hour < 12) return "Good morning";
  if (hour < 18) return "Good afternoon";
  return "Good evening";
}

export interface GreetedUser {
  firstName?: string | null;
  email?: string | null;
}

/** First name, else the part of the email before the @, else 'there'. */
export function greetingName(user: GreetedUser | null | undefined): string {
  const first = user?.firstName?.trim();
  if (first) return first;
  const local = user?.email?.split("@")[0]?.trim();
  return local || "there";
}

/** e.g. "Good morning, Ada". */
export function greeting(user: GreetedUser | null | undefined, hour: number): string {
  return `${timeOfDayGreeting(hour)}, ${greetingName(user)}`;
}

/** The bands of percent of goal: 100, 75, 50, 25, more than 0, none. */
export type MotivationBand = "goal_met" | "almost" | "halfway" | "started" | "first_steps" | "none";

export function motivationBand(percent: number): MotivationBand {
  if (percent >= 100) return "goal_met";
  if (percent >= 75) return "almost";
  if (percent >= 50) return "halfway";
  if (percent >= 25) return "started";
  if (percent > 0) return "first_steps";
  return "none";
}

/**
 * The stats page's motivational line for today's intake against the daily goal. It names no
 * grams left: the ring says that once, and the nudge or smart tip turns it into food (one
 * number at a time, not the same gap four times over).
 */
export function motivationalMessage(intake: number, goal: number): string {
  const progress = goalProgress(intake, goal);
  switch (motivationBand(progress.met ? 100 : progress.percent)) {
    case "goal_met":
      return `Goal crushed! You've hit your ${formatAmount(progress.goal)}g protein goal today. Outstanding work!`;
    case "almost":
      return "Almost there! One protein-rich snack will get you over the line.";
    case "halfway":
      return "Over halfway! A protein-packed meal will put your goal within reach.";
    case "started":
      return "Good start! Build your next meal around a solid protein source.";
    case "first_steps":
      return "You're on the board! Every gram counts, so keep logging your meals.";
    case "none":
      return "Let's get started! Log your first meal to begin tracking today's protein.";
  }
}

/**
 * A concrete suggestion for closing today's gap, shown only while some protein has been eaten
 * and the goal is not yet met; null otherwise. When more than 50 g is left the gap is spread
 * across meals, and `bandTip` (a meal of today below the per-meal band, e.g. "Add 10 g to
 * breakfast to reach 20 g.") follows as the first step; the smaller gaps name one food instead.
 */
export function smartTip(intake: number, goal: number, bandTip: string | null = null): string | null {
  const progress = goalProgress(intake, goal);
  if (progress.met || progress.intake <= 0 || progress.goal <= 0) return null;
  const left = formatAmount(progress.remaining);
  if (progress.remaining <= 15) {
    return `Only ${left}g to go! A cup of Greek yogurt (about 15g of protein) would close the gap.`;
  }
  if (progress.remaining <= 30) {
    return `You need ${left}g more. A chicken breast (about 30g of protein) would get you there.`;
  }
  if (progress.remaining <= 50) {
    return `${left}g left today. A protein shake (about 25g) or a portion of lean meat (about 30g) would cover a big part of it.`;
  }
  const spread = `You still need ${left}g. Spread it across your remaining meals, aiming for ${BAND_LOW}-${BAND_HIGH}g of protein at each.`;
  return bandTip ? `${spread} ${bandTip}` : spread;
}
