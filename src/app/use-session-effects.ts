import { deviceZoneOffsets, sameOffsets } from "@domain/time/zone-offsets";
import type { User } from "@domain/user/user";
import { useSetAtom } from "jotai";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { useGuestMigration } from "@/features/guest/use-guest-migration";
import { guestStore, PENDING_PLAN_KEY } from "@/lib/guest/guest-storage";
import { saveTheme, saveTimezone } from "@/lib/session/api";
import { readStoredTheme, type Theme, themeAtom } from "@/lib/theme/theme";

/**
 * What happens once a signed-in user is known: guest data migrates, a
 * pending plan goes to checkout, the server's theme is adopted, and the browser's time
 * zone is stored so "today" is the user's own day.
 */
export function useSessionEffects(user: User | null): void {
  const [, navigate] = useLocation();
  const setTheme = useSetAtom(themeAtom);
  useGuestMigration(user !== null);

  useEffect(() => {
    if (!user) return;
    const plan = guestStore.read(PENDING_PLAN_KEY);
    if (plan) {
      guestStore.write(PENDING_PLAN_KEY, null);
      navigate(`/checkout?plan=${encodeURIComponent(plan)}`);
    }
  }, [user, navigate]);

  useEffect(() => {
    if (user && user.themePreference !== readStoredTheme()) setTheme(user.themePreference);
  }, [user, setTheme]);

  useEffect(() => {
    if (!user) return;
    // A device keeping the stored zone's offsets keeps the same days: nothing to store. Almost
    // every visit is one, and the offsets cost nothing, unlike the zone's name below.
    const year = new Date().getUTCFullYear();
    if (user.timezoneOffsets && sameOffsets(user.timezoneOffsets, deviceZoneOffsets(year))) return;
    const storeZone = () => {
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      if (zone && zone !== user.timezone) {
        saveTimezone({ timezone: zone }).catch((error) => console.error("Could not store the time zone", error));
      }
    };
    // When the browser is idle: the page's first look at its time zone costs a slow phone tens
    // of milliseconds (ICU's zone data), which the first screen's long task need not carry.
    if (!("requestIdleCallback" in window)) {
      const timer = setTimeout(storeZone, 1000);
      return () => clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(storeZone, { timeout: 3000 });
    return () => window.cancelIdleCallback(idle);
  }, [user]);
}

/** Theme choices are saved to the account when signed in; a failure is only logged. */
export function saveThemeChoice(theme: Theme): void {
  saveTheme({ theme }).catch((error) => console.error("Could not save the theme", error));
}
