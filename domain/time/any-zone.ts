import { addDays } from "./local-day";

/**
 * The days that may be "today" somewhere at `nowMs`: every zone (UTC-12 to UTC+14) is within
 * a day of UTC. A read that goes to D1 in the session's own batch (ADR 010) does not know the
 * user's time zone yet, so it asks for this range and keeps the user's day afterwards.
 */
export function anyZoneToday(nowMs: number): { earliest: string; latest: string } {
  const utcToday = new Date(nowMs).toISOString().slice(0, 10);
  return { earliest: addDays(utcToday, -1), latest: addDays(utcToday, 1) };
}
