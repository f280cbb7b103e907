import { aiDailyLimit, isPro } from "../../../domain/billing/access";
import type { MealType } from "../../../domain/meals/guest-meal";
import { localDate } from "../../../domain/time/local-day";
import type { UserFields } from "../../db/schema";
import type { Bindings } from "../../env";
import { ApiError } from "../../lib/api-error";
import { movedUserData } from "../../lib/moves/ensure-moved";

/** More than a day's Pro analyses: the offer names how many wait, bounded work per read. */
const MAX_WAITING_LISTED = 100;

type Env = Pick<Bindings, "DB" | "USER_DATA">;

/** What the Analyze button shows before an upload. */
export interface AnalysisQuota {
  limit: number;
  used: number;
  remaining: number;
  isPro: boolean;
  /** Guest photos brought along at sign-up, still waiting for analysis (ADR 019). */
  waiting: { mealId: string; imageUrl: string; mealType: MealType }[];
}

/**
 * Analyses the user took today and their guest photos still waiting for analysis (ADR 019),
 * in one call to their own object (ADR 067, ADR 068).
 */
export async function quotaReads(env: Env, user: UserFields, now: number) {
  const own = await movedUserData(env, user);
  return own.analysisQuota(localDate(now, user.timezone), MAX_WAITING_LISTED);
}

/**
 * Today's analyses, read without taking one. Informative only: two tabs may both show
 * "1 left"; the take, one transaction of the user's object, still decides which gets it.
 */
export function quotaOf(
  user: UserFields,
  takenToday: number,
  waiting: readonly { mealId: string; imageUrl: string | null; mealType: MealType }[],
  now: number,
): AnalysisQuota {
  const limit = aiDailyLimit(user, new Date(now));
  const used = Math.min(takenToday, limit);
  return {
    limit,
    used,
    remaining: limit - used,
    isPro: isPro(user, new Date(now)),
    waiting: waiting.flatMap((w) => (w.imageUrl ? [{ ...w, imageUrl: w.imageUrl }] : [])),
  };
}

/** What an analysis is taken for: a meal photo, or a nutrition label read into an own food. */
export type AnalysisUse = "meal" | "label";

/** What to do instead of the AI, by what it was asked for. */
const INSTEAD: Record<AnalysisUse, string> = {
  meal: "describe your meal",
  label: "type the label's numbers",
};

/** The refusal when today's analyses are used up: it says what to do instead. */
export function quotaExceeded(user: UserFields, limit: number, now: number, use: AnalysisUse): ApiError {
  const instead = INSTEAD[use];
  const message = isPro(user, new Date(now))
    ? `You've reached today's limit of ${limit} AI analyses. ${instead[0]?.toUpperCase()}${instead.slice(1)} instead, or try again tomorrow.`
    : `You've used your ${limit} free AI analyses for today. Upgrade to Pro for unlimited analyses, or ${instead} instead.`;
  return new ApiError(429, message, { code: "AI_QUOTA_EXCEEDED" });
}

/**
 * Takes one analysis from today's quota (the user's local day, counted in their own object) or
 * refuses with a message that says what to do. The take is one transaction of the object, so
 * requests racing for the last analysis cannot both get it. Returns what gives it back, for a
 * request whose user got nothing for it (the day's last one takes its row with it).
 */
export async function takeAnalysis(
  env: Env,
  user: UserFields,
  now = Date.now(),
  use: AnalysisUse = "meal",
): Promise<() => Promise<void>> {
  const day = localDate(now, user.timezone);
  const limit = aiDailyLimit(user, new Date(now));
  const own = await movedUserData(env, user);
  if (!(await own.takeAnalysis(day, limit))) throw quotaExceeded(user, limit, now, use);
  return async () => {
    await own.giveBackAnalysis(day);
  };
}
