import { useSetAtom } from "jotai";
import { useLocation } from "wouter";
import { type AuthState, guestVersionAtom } from "@/features/auth/use-auth";
import { saveThemeChoice } from "@/features/auth/use-session-effects";
import { forgetGuestData } from "@/features/guest/forget-guest-data";
import { NavBar } from "@/features/nav/nav-bar";

/**
 * Logout as the main app does it: a guest forgets its local data and lands on the landing
 * page; an account ends its session on the server.
 */
export function useAppLogout(auth: AuthState): () => void {
  const bumpGuest = useSetAtom(guestVersionAtom);
  const [, navigate] = useLocation();
  return () => {
    if (auth.status === "guest") {
      void forgetGuestData();
      bumpGuest((v) => v + 1);
      navigate("/");
      return;
    }
    window.location.href = "/api/logout";
  };
}

/**
 * The main app's top navigation for the pages outside it (pricing, recipes), so a visitor who
 * is signed in or a guest is never stranded there (issue 22 item 11). Null otherwise.
 */
export function AppTopNav({ auth }: { auth: AuthState }) {
  const logout = useAppLogout(auth);
  if (auth.status !== "signed-in" && auth.status !== "guest") return null;
  return (
    <NavBar
      user={auth.user}
      onLogout={logout}
      onThemeChange={auth.status === "signed-in" ? saveThemeChoice : undefined}
    />
  );
}
