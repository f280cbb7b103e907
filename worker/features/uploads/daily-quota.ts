import { DAILY_UPLOAD_BYTES, DAILY_UPLOAD_SLOTS } from "../../../domain/photos/limits";
import { localDate, localDayBounds } from "../../../domain/time/local-day";
import type { UserFields } from "../../db/schema";
import { ApiError } from "../../lib/api-error";

const MB = 1024 * 1024;

function waitText(ms: number): string {
  if (ms < 60 * 60_000) {
    const minutes = Math.max(1, Math.ceil(ms / 60_000));
    return minutes === 1 ? "1 minute" : `${minutes} minutes`;
  }
  const hours = Math.ceil(ms / (60 * 60_000));
  return hours === 1 ? "1 hour" : `${hours} hours`;
}

/** The user's local day that an upload's slot and bytes count towards. */
export const uploadDay = (user: Pick<UserFields, "timezone">, now = Date.now()) => localDate(now, user.timezone);

/** 429 until the user's next local midnight, saying when that is (and in Retry-After). */
function quotaExceeded(user: Pick<UserFields, "timezone">, day: string, what: string, now: number): ApiError {
  const waitMs = Math.max(1000, localDayBounds(day, user.timezone).end - now);
  return new ApiError(
    429,
    `You've reached today's limit of ${what}. You can upload again after midnight, in ${waitText(waitMs)}.`,
    { code: "UPLOAD_QUOTA_EXCEEDED", headers: { "Retry-After": String(Math.ceil(waitMs / 1000)) } },
  );
}

/** The refusal when the day's photo slots are used up (the object takes one a slot, in its transaction). */
export const slotsUsedUp = (user: Pick<UserFields, "timezone">, day: string, now = Date.now()) =>
  quotaExceeded(user, day, `${DAILY_UPLOAD_SLOTS} photo uploads`, now);

/** The refusal when the day's upload bytes are used up. */
export const bytesUsedUp = (user: Pick<UserFields, "timezone">, day: string, now = Date.now()) =>
  quotaExceeded(user, day, `${DAILY_UPLOAD_BYTES / MB} MB of uploads`, now);
