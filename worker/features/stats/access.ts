import type { UserRow } from "../../db/schema";
import { ApiError } from "../../lib/api-error";

/**
 * Advanced tracking (month and year stats, CSV export) is Pro (DESIGN section 3). The
 * entitlement rule itself lives with billing; until a subscription exists nobody has it.
 */
export function hasAdvancedTrackingFor(user: UserRow, now = Date.now()): boolean {
  if (user.subscriptionStatus === "active") return true;
  if (user.subscriptionStatus === "trialing") return (user.trialEndsAt?.getTime() ?? 0) > now;
  if (user.subscriptionStatus === "canceled") return (user.subscriptionEndsAt?.getTime() ?? 0) > now;
  return false;
}

export function requireAdvancedTracking(user: UserRow): void {
  if (!hasAdvancedTrackingFor(user)) {
    throw new ApiError(
      403,
      "Month and year views are part of Proteo Pro. Start a free trial on the pricing page to unlock them.",
      {
        code: "PRO_REQUIRED",
      },
    );
  }
}
