import { useLocation } from "wouter";
import { NavBar } from "@/features/nav/nav-bar";
import { forgetGuestData } from "@/lib/guest/forget-guest-data";
import { logoutPath } from "@/lib/session/api";
import type { AuthState } from "@/lib/session/use-auth";
import { saveThemeChoice } from "./use-session-effects";

/**
 * Logout as the main app does it: a guest forgets its local data and lands on the landing
 * page; an account ends its session on the server.
 */
export function useAppLogout(auth: AuthState): () => void {
  const [, navigate] = useLocation();
  return () => {
    if (auth.status === "guest") {
      void forgetGuestData();
      navigate("/");
      return;
    }
    window.location.href = logoutPath();
  };
}

/**
 * The main app's top navigation for the pages outside it (pricing, recipes), so a visitor who
 * is signed in or a guest is never stranded there. Null otherwise.
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
