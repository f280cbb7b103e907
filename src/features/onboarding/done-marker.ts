/** This device's record that the onboarding wizard was finished or skipped, and by whom. */
export const ONBOARDING_DONE_KEY = "proteo-onboarding-completed";

/**
 * Whose onboarding the local marker records: "guest" for guest mode, else the account's id.
 * A guest's finish or skip is the guest's, not the account it later creates:
 * that account is asked once more, unless the guest's profile came along with the migration
 * (which marks onboarding done on the server).
 */
export type OnboardingOwner = "guest" | { userId: string };

export const ownerKey = (owner: OnboardingOwner) => (owner === "guest" ? "guest" : `user:${owner.userId}`);

/**
 * Whether the wizard was finished or skipped here by this owner. "true" is the marker older
 * versions wrote for everyone on the device; it still counts for anyone.
 */
export function isOnboardingDoneLocally(owner: OnboardingOwner): boolean {
  try {
    const value = localStorage.getItem(ONBOARDING_DONE_KEY);
    return value === "true" || value === ownerKey(owner);
  } catch {
    return false;
  }
}

export function markOnboardingDoneLocally(owner: OnboardingOwner): void {
  try {
    localStorage.setItem(ONBOARDING_DONE_KEY, ownerKey(owner));
  } catch {
    // No storage: the server flag (for accounts) still keeps it from reappearing.
  }
}
