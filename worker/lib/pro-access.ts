import type { UserRow } from "../db/schema";
import { ApiError } from "./api-error";

/**
 * Pro access (DESIGN section 3): trialing, active, and canceled until the paid period ends.
 * Advanced tracking (month and year stats, CSV export) and the larger AI quota need it.
 */
export function hasPro(user: UserRow, now = Date.now()): boolean {
  if (user.subscriptionStatus === "active") return true;
  if (user.subscriptionStatus === "trialing") return (user.trialEndsAt?.getTime() ?? 0) > now;
  if (user.subscriptionStatus === "canceled") return (user.subscriptionEndsAt?.getTime() ?? 0) > now;
  return false;
}

export function requireAdvancedTracking(user: UserRow): void {
  if (!hasPro(user)) {
    throw new ApiError(
      403,
      "Month and year views are part of Proteo Pro. Start a free trial on the pricing page to unlock them.",
      {
        code: "PRO_REQUIRED",
      },
    );
  }
}

/** AI photo analyses per local day: 3 on the free plan, 50 (an abuse cap) with Pro. */
export function aiDailyLimit(user: UserRow, now = Date.now()): number {
  return hasPro(user, now) ? 50 : 3;
}
