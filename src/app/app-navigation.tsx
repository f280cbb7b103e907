import { type ReactNode, useState } from "react";
import { useLocation } from "wouter";
import { NavBar } from "@/features/nav/nav-bar";
import { browserOnly } from "@/lib/browser-only";
import { forgetGuestData } from "@/lib/guest/forget-guest-data";
import { readGuestMeals } from "@/lib/guest/guest-records";
import { onDemand } from "@/lib/on-demand";
import { logoutPath } from "@/lib/session/api";
import type { AuthState } from "@/lib/session/use-auth";
import { OnDemandPiece } from "@/ui/on-demand-piece";
import { saveThemeChoice } from "./use-session-effects";

// Loaded when a guest with meals taps Logout, not with the first screen.
const GuestLogoutDialog = onDemand(
  () => (import.meta.env.SSR ? browserOnly() : import("@/ui/guest/guest-logout-dialog")),
  (m) => m.GuestLogoutDialog,
);

/**
 * Logout as the main app does it: a guest forgets its local data and lands on the landing
 * page; an account ends its session on the server. A guest with meals on this device is asked
 * first, since logging out erases them: `confirmation` is that question, for the caller to draw.
 */
export function useAppLogout(auth: AuthState): { logout: () => void; confirmation: ReactNode } {
  const [, navigate] = useLocation();
  const [asking, setAsking] = useState<number | null>(null);
  const forget = () => {
    void forgetGuestData();
    navigate("/");
  };
  const logout = () => {
    if (auth.status === "guest") {
      const meals = readGuestMeals().length;
      if (meals > 0) setAsking(meals);
      else forget();
      return;
    }
    window.location.href = logoutPath();
  };
  const keep = () => setAsking(null);
  const confirmation =
    asking === null ? null : (
      <OnDemandPiece onFailure={keep}>
        <GuestLogoutDialog
          meals={asking}
          onKeep={keep}
          onConfirm={() => {
            setAsking(null);
            forget();
          }}
        />
      </OnDemandPiece>
    );
  return { logout, confirmation };
}

/**
 * The main app's top navigation for the pages outside it (pricing, recipes), so a visitor who
 * is signed in or a guest is never stranded there. Null otherwise.
 */
export function AppTopNav({ auth }: { auth: AuthState }) {
  const { logout, confirmation } = useAppLogout(auth);
  if (auth.status !== "signed-in" && auth.status !== "guest") return null;
  return (
    <>
      <NavBar
        user={auth.user}
        onLogout={logout}
        onThemeChange={auth.status === "signed-in" ? saveThemeChoice : undefined}
      />
      {confirmation}
    </>
  );
}
