import { useState } from "react";
import type { AuthState } from "@/lib/session/use-auth";
import { isOnboardingDoneLocally, type OnboardingOwner, ownerKey } from "./done-marker";

/** Who the wizard is for: the guest, or the signed-in account (null while loading or signed out). */
export function onboardingOwner(auth: AuthState): OnboardingOwner | null {
  if (auth.status === "guest") return "guest";
  if (auth.status === "signed-in") return { userId: auth.user.id };
  return null;
}

/**
 * Whether to show the wizard on this load: to a signed-in user who has not
 * completed or skipped it (on this device or any other), and to guests until they finish or skip it.
 * A guest's skip does not carry over to the account it creates: that account is asked once.
 */
export function useOnboarding(auth: AuthState): { show: boolean; close: () => void } {
  const owner = onboardingOwner(auth);
  const key = owner === null ? null : ownerKey(owner);
  // Closed for whom: a guest who closes it and then creates an account in the same page has
  // not closed it for the account.
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const needed = (auth.status === "signed-in" && !auth.user.onboardingCompleted) || auth.status === "guest";
  return {
    show: needed && owner !== null && closedFor !== key && !isOnboardingDoneLocally(owner),
    close: () => setClosedFor(key),
  };
}
