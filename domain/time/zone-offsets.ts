import { offsetAt } from "./local-day";

/**
 * A zone's offsets from UTC at noon (UTC) on 1 January and on 1 July of a year, in minutes as
 * `Date#getTimezoneOffset` gives them (UTC minus local time): the standard and the summer
 * offset of any zone that has both.
 */
export type ZoneOffsets = [january: number, july: number];

const instantsOf = (year: number) => [Date.UTC(year, 0, 1, 12), Date.UTC(year, 6, 1, 12)] as const;

/** The offsets of the IANA zone `timeZone` (uses Intl: for the Worker, not a phone's first screen). */
export function zoneOffsets(timeZone: string, year: number): ZoneOffsets {
  const [january, july] = instantsOf(year);
  // `|| 0`: UTC's offset is 0, not -0.
  const behind = (instant: number) => -offsetAt(instant, timeZone) / 60_000 || 0;
  return [behind(january), behind(july)];
}

/** The offsets of the device's own zone, without Intl (a slow phone's first use of it costs ~100 ms). */
export function deviceZoneOffsets(year: number): ZoneOffsets {
  const [january, july] = instantsOf(year);
  return [new Date(january).getTimezoneOffset(), new Date(july).getTimezoneOffset()];
}

/** Whether two zones keep the same offsets in winter and in summer. */
export function sameOffsets(a: ZoneOffsets, b: ZoneOffsets): boolean {
  return a[0] === b[0] && a[1] === b[1];
}
