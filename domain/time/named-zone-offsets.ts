import { offsetAt } from "./local-day";
import { instantsOf, type ZoneOffsets } from "./zone-offsets";

/** The offsets of the IANA zone `timeZone` (uses Intl: for the Worker, not a phone's first screen). */
export function zoneOffsets(timeZone: string, year: number): ZoneOffsets {
  const [january, july] = instantsOf(year);
  // `|| 0`: UTC's offset is 0, not -0.
  const behind = (instant: number) => -offsetAt(instant, timeZone) / 60_000 || 0;
  return [behind(january), behind(july)];
}
