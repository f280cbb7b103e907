/**
 * The hour (0-23) of an instant on the wall clock of a time zone: the greeting's time of day
 * and the meal type a re-log defaults to. A module of its own because the signed-in dashboard's
 * first screen needs only this, not the calendar arithmetic of local-day.ts (the
 * first screen loads only what it runs).
 */
export function localHour(instant: Date | number, timeZone: string): number {
  const hour = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", hour: "numeric" })
    .formatToParts(instant)
    .find((p) => p.type === "hour");
  return Number(hour?.value ?? 12);
}
