import type { User } from "@domain/user/user";
import { useSetAtom } from "jotai";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { apiRequest } from "@/lib/api";
import { guestStore, PENDING_PLAN_KEY } from "../guest/guest-storage";
import { useGuestMigration } from "../guest/use-guest-migration";
import { readStoredTheme, themeAtom } from "../theme/theme";

/**
 * What happens once a signed-in user is known (spec section 4): guest data migrates, a
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
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone && zone !== user.timezone) {
      apiRequest("POST", "/api/user/timezone", { timezone: zone }).catch((error) =>
        console.error("Could not store the time zone", error),
      );
    }
  }, [user]);
}

/** Theme choices are saved to the account when signed in; a failure is only logged. */
export function saveThemeChoice(theme: string): void {
  apiRequest("POST", "/api/user/theme", { theme }).catch((error) => console.error("Could not save the theme", error));
}
