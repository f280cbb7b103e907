import { createContext, useContext } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * The time zone the screen's clock times are drawn in ahead of the browser: the user's saved
 * zone, when the Worker renders the first screen (src/app/dashboard-html.tsx) and while the
 * browser hydrates that page (src/app/start-app.tsx), which must draw the same text (React
 * reports a mismatch and draws the part again). From then on, and on any page the browser
 * draws itself, the browser's own zone. The browser saves its zone to the account on every
 * visit (src/app/use-session-effects.ts), so the two are mostly the same.
 */
const TimeZoneContext = createContext<string | undefined>(undefined);

export const RenderTimeZone = TimeZoneContext.Provider;

/** The zone to draw clock times in: a drawn page's, until hydrated; then undefined, the browser's own. */
export function useRenderTimeZone(): string | undefined {
  const drawnIn = useContext(TimeZoneContext);
  return useHydrated() ? undefined : drawnIn;
}

/** One formatter per zone: building one (what `toLocaleTimeString` does on each call) is slow. */
const clockFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "4:23 PM": a clock time in en-US form, as the app's text. In the render's zone when one is
 * given (the Worker), else in the browser's own, which `Date` knows without Intl: the first
 * Intl formatter costs a phone's first render tens of milliseconds, in one task (React's
 * hydration yields between components, never inside one).
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
