import { useState } from "react";
import type { AuthState } from "../auth/use-auth";
import { isOnboardingDoneLocally } from "./wizard-state";

/**
 * Whether to show the wizard on this load (spec section 2): to a signed-in user who has not
 * completed it (on this device or any other), and to guests until they finish or skip it.
 */
export function useOnboarding(auth: AuthState): { show: boolean; close: () => void } {
  const [closed, setClosed] = useState(false);
  const needed = (auth.status === "signed-in" && !auth.user.onboardingCompleted) || auth.status === "guest";
  return { show: needed && !closed && !isOnboardingDoneLocally(), close: () => setClosed(true) };
}
