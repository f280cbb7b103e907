import { hasAdvancedTracking } from "../../domain/billing/access";
import type { UserFields } from "../db/schema";
import { ApiError } from "./api-error";

/** Month and year stats are advanced tracking: Pro; data export is free, it is the user's own data. */
export function requireAdvancedTracking(
  user: UserFields,
  message = "Month and year views are part of Proteo Pro. Start a free trial on the pricing page to unlock them.",
  now = new Date(),
): void {
  if (!hasAdvancedTracking(user, now)) throw new ApiError(403, message, { code: "PRO_REQUIRED" });
}
