import { WRITE_LIMITS, type WriteKind, writeLimitMessage } from "../../domain/meals/write-limits";
import { localDate, localDayBounds } from "../../domain/time/local-day";
import type { Refused } from "../user-data/object";
import { ApiError } from "./api-error";

/**
 * The 429 of a write the day's bound refused (counted in the user's object, in the write's own
 * transaction): until the user's next local midnight, with what is left today. `refused` is the
 * count the object held: its day, and how many it had used.
 */
export function refusedWrite(
  user: { timezone: string },
  kind: WriteKind,
  { refused }: Refused,
  now = Date.now(),
): ApiError {
  const today = localDate(now, user.timezone);
  // A time-zone change that moved today back keeps counting on the later day.
  const day = refused.localDate.localeCompare(today) > 0 ? refused.localDate : today;
  const used = refused.localDate >= today ? refused.count : 0;
  const left = Math.max(0, WRITE_LIMITS[kind] - used);
  const waitSeconds = Math.max(1, Math.ceil((localDayBounds(day, user.timezone).end - now) / 1000));
  return new ApiError(429, writeLimitMessage(kind, left), {
    code: "DAILY_LIMIT",
    headers: { "Retry-After": String(waitSeconds) },
  });
}
