import { localDate } from "../../domain/time/local-day";

/**
 * The time zones of the users this isolate has served, so that a write whose key is the user's
 * local day can go to D1 before the session has told the Worker the user's zone (ADR 029):
 * the worker sends today's date for each zone it knows, and SQL picks the user's. A zone not
 * yet seen finds no date there, and the caller falls back to a statement of its own. Bounded:
 * past MAX_ZONES the set is started afresh, so a flood of odd zones cannot grow it.
 */
const MAX_ZONES = 64;
const seen = new Set<string>(["UTC"]);

/** Called for every signed-in request (acceptSession): the zone of the user it served. */
export function noteZone(zone: string): void {
  if (seen.has(zone)) return;
  if (seen.size >= MAX_ZONES) seen.clear();
  seen.add(zone);
}

/** Today's local date in each zone seen, as the JSON object `{ zone: "YYYY-MM-DD" }` for D1's json_each. */
export function todayBySeenZone(nowMs: number): { json: string; days: ReadonlyMap<string, string> } {
  const days = new Map<string, string>();
  for (const zone of seen) days.set(zone, localDate(nowMs, zone));
  return { json: JSON.stringify(Object.fromEntries(days)), days };
}
