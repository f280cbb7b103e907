import type { ZoneOffsets } from "../time/zone-offsets";

/** The signed-in user's fields, as `GET /api/auth/user` returns it. */
export interface User {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  createdAt: string;
  updatedAt: string;
  themePreference: "light" | "dark" | "system";
  healthGoal: "lose_fat" | "maintain" | "build_muscle" | null;
  subscriptionStatus: "none" | "trialing" | "active" | "canceled" | "past_due";
  subscriptionPlan: "monthly" | "annual" | null;
  trialEndsAt: string | null;
  subscriptionEndsAt: string | null;
  /** The account has not had its one 7-day free trial yet (ADR 016): checkout would start it. */
  trialAvailable: boolean;
  timezone: string;
  /**
   * The stored zone's winter and summer offsets this year (domain/time/zone-offsets.ts), or null
   * if they cannot be worked out: a device whose own offsets match keeps the same days, so the
   * app need not ask the browser for its zone's name, which costs a slow phone ~100 ms of ICU.
   */
  timezoneOffsets: ZoneOffsets | null;
  onboardingCompleted: boolean;
  /** False for Google- or Apple-only accounts: Settings offers a password change only when true. */
  hasPassword: boolean;
  /** Sign-in asks for an authenticator or recovery code (ADR 011). */
  twoFactorEnabled: boolean;
  /**
   * The email is known to be the owner's: set for accounts a provider created with an email
   * it vouched for; false for password sign-ups until email verification exists (ADR 013).
   */
  emailVerified: boolean;
}
