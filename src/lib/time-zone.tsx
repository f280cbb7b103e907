import { createContext, useContext } from "react";

/**
 * The time zone the screen's clock times are shown in: undefined in the browser (its own
 * zone), the user's saved zone when the Worker renders the first screen ahead
 * (src/app/dashboard-html.tsx). The browser saves its zone to the account on every visit
 * (src/app/use-session-effects.ts), so both draw the same times and the page hydrates as is.
 */
const TimeZoneContext = createContext<string | undefined>(undefined);

export const RenderTimeZone = TimeZoneContext.Provider;

export function useRenderTimeZone(): string | undefined {
  return useContext(TimeZoneContext);
}

/** One formatter per zone: building one (what `toLocaleTimeString` does on each call) is slow. */
const clockFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "4:23 PM": a clock time in en-US form, as the app's text. In the render's zone when one is
 * given (the Worker), else in the browser's own, which `Date` knows without Intl: the first
 * Intl formatter costs a phone's first render tens of milliseconds.
 */
export function clockTime(iso: string, timeZone: string | undefined): string {
  const date = new Date(iso);
  if (timeZone === undefined) {
    const hours = date.getHours();
    const minutes = String(date.getMinutes()).padStart(2, "0");
    return `${hours % 12 || 12}:${minutes} ${hours < 12 ? "AM" : "PM"}`;
  }
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone });
    clockFormats.set(timeZone, format);
  }
  return format.format(date);
}
