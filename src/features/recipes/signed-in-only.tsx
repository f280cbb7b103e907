import { CookingPot } from "lucide";
import type { ReactNode } from "react";
import { useLocation } from "wouter";
import { clearGuestMarkers } from "@/lib/guest/guest-storage";
import { SIGN_UP_PATH } from "@/lib/session/sign-up-path";
import { useAuth } from "@/lib/session/use-auth";
import { EmptyState } from "@/ui/empty-state";
import { primaryButton } from "@/ui/field";
import { Spinner } from "@/ui/spinner";

/**
 * Recipes are for signed-in users. Guests are asked to sign up, keeping their
 * local meals for the migration; signed-out visitors are sent to sign in.
 */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const [, navigate] = useLocation();
  if (auth.status === "loading") return <Spinner label="Loading..." />;
  if (auth.status === "signed-in") return <>{children}</>;
  const guest = auth.status === "guest";
  return (
    <EmptyState title="Meal-prep recipes" icon={CookingPot}>
      <p>
        {guest
          ? "Create a free account to browse meal-prep recipes and keep your favorites."
          : "Sign in to browse meal-prep recipes and keep your favorites."}
      </p>
      <button
        type="button"
        className={`mt-4 ${primaryButton}`}
        onClick={() => {
          if (guest) {
            clearGuestMarkers();
          }
          navigate(guest ? SIGN_UP_PATH : "/");
        }}
      >
        {guest ? "Sign Up Now" : "Sign In"}
      </button>
    </EmptyState>
  );
}
