import { createContext, useContext } from "react";

/**
 * The time zone the screen's clock times are shown in: undefined in the browser (its own
 * zone and language), the user's saved zone when the Worker renders the first screen ahead
 * (src/app/dashboard-html.tsx). The browser saves its zone to the account on every visit
 * (src/app/use-session-effects.ts), so both draw the same times and the page hydrates as is.
 */
const TimeZoneContext = createContext<string | undefined>(undefined);

export const RenderTimeZone = TimeZoneContext.Provider;

export function useRenderTimeZone(): string | undefined {
  return useContext(TimeZoneContext);
}

/** "4:23 PM": a clock time, in the render's zone (en-US there, as the app's text) or the browser's. */
export function clockTime(iso: string, timeZone: string | undefined): string {
  return new Date(iso).toLocaleTimeString(timeZone ? "en-US" : undefined, {
    hour: "numeric",
    minute: "2-digit",
    timeZone,
  });
}
