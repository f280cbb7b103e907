/**
 * A zone's offsets from UTC at noon (UTC) on 1 January and on 1 July of a year, in minutes as
 * `Date#getTimezoneOffset` gives them (UTC minus local time): the standard and the summer
 * offset of any zone that has both.
 */
export type ZoneOffsets = [january: number, july: number];

/** The two instants a year's offsets are taken at. */
export const instantsOf = (year: number) => [Date.UTC(year, 0, 1, 12), Date.UTC(year, 6, 1, 12)] as const;

/**
 * The offsets of the device's own zone, without Intl (a slow phone's first use of it costs
 * ~100 ms). A named zone's are in ./named-zone-offsets, a module apart: the app's first screen
 * loads this one, and must not load the time-zone code that one needs (ADR 044).
 */
export function deviceZoneOffsets(year: number): ZoneOffsets {
  const [january, july] = instantsOf(year);
  return [new Date(january).getTimezoneOffset(), new Date(july).getTimezoneOffset()];
}

/** Whether two zones keep the same offsets in winter and in summer. */
export function sameOffsets(a: ZoneOffsets, b: ZoneOffsets): boolean {
  return a[0] === b[0] && a[1] === b[1];
}
