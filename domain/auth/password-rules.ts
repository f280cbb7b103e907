/**
 * The password rules and their messages, without zod, so the settings form can check a new
 * password in the browser with the very words the server uses (domain/auth/schemas.ts).
 */

/** A password is 6 to 256 characters, never truncated. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 256;

export const PASSWORD_REQUIRED = "Password is required.";
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters.`;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX} characters.`;
export const COMMON_PASSWORD = "This password is one of the most common and easy to guess. Please choose another.";

export const CURRENT_PASSWORD_REQUIRED = "Current password is required.";
/** Settings' password change and the reset page both ask for the new password twice. */
export const PASSWORDS_DIFFER = "The new passwords do not match.";
export const SAME_AS_CURRENT = "Your new password must be different from your current password.";

/**
 * The hash normalises to NFKC (worker/features/auth/password.ts), so two spellings that
 * normalise alike are the same password and must count as "unchanged".
 */
export const samePassword = (a: string, b: string) => a.normalize("NFKC") === b.normalize("NFKC");
