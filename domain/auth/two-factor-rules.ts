/**
 * Two-factor authentication (ADR 011): messages, shapes and small rules without zod, so
 * the sign-in form and settings card use the server's words without pulling in the
 * schemas (domain/auth/two-factor.ts).
 */

export const CODE_REQUIRED = "Enter the 6-digit code from your authenticator app.";
export const CODE_FORMAT = "The code is the 6 digits shown in your authenticator app.";
export const CODE_OR_RECOVERY_REQUIRED = "Enter a code from your authenticator app or a recovery code.";
export const CHALLENGE_REQUIRED = "This sign-in has expired. Please sign in again.";
export const WRONG_PASSWORD = "Your password is incorrect.";
/** Turning two-factor on or off signs out every other device, as a password change does (ADR 013). */
export const TWO_FACTOR_ON = "Two-factor authentication is on. Other devices have been signed out.";
export const TWO_FACTOR_OFF = "Two-factor authentication is off. Other devices have been signed out.";

/** Authenticator apps show "123 456"; people paste it with the space. */
export const stripSpaces = (v: string) => v.replace(/\s+/g, "");

/** What `POST /api/auth/login` answers instead of a session when a code is still owed. */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
  challenge: string;
  message: string;
}

/**
 * A Google or Apple sign-in into an account with two-factor on returns to `/?two_factor=1`:
 * the app then takes the challenge from `POST /api/auth/2fa/pending` and asks for the code.
 */
export const TWO_FACTOR_PARAM = "two_factor";

export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
}

export const RECOVERY_CODE_COUNT = 10;

/** A recovery code as typed or pasted: case, spaces and dashes do not matter. */
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Six digits (spaces allowed) is an authenticator code; anything else is tried as a recovery code. */
export const looksLikeTotp = (code: string) => /^\d{6}$/.test(stripSpaces(code));
