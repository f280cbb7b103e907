import { z } from "../zod";
import { PASSWORD_MAX, PASSWORD_TOO_LONG } from "./password-rules";
import { emailSchema, newPasswordSchema } from "./schemas";

/** Every link the emails carry holds one token; a link that lost it is told so plainly. */
const LINK_BROKEN = "This link is incomplete. Please open the link from the email again.";
const tokenSchema = z.string({ error: LINK_BROKEN }).min(1, LINK_BROKEN).max(200, LINK_BROKEN);

/** The answers of the account flows, word for word in the browser too. */
export const EMAIL_VERIFIED = "Your email address is verified.";
export const VERIFY_LINK_INVALID = "This verification link is invalid or has expired. Ask for a new one in Settings.";
export const VERIFY_SENT = "We sent a new verification link. Check your inbox.";
export const RESET_REQUESTED =
  "If an account exists for that address, we sent it a link to reset the password. Check your inbox.";
export const RESET_LINK_INVALID = "This reset link is invalid or has expired. Please ask for a new one.";
export const PASSWORD_RESET = "Your password was reset. Please sign in with your new password.";
export const ACCOUNT_DELETED = "Your account and all its data have been deleted.";
/** A Google/Apple-only account deletes itself only within 10 minutes of signing in. */
export const REAUTHENTICATE_TO_DELETE =
  "For your security, sign out and sign in again with Google or Apple, then delete your account within 10 minutes.";

export const verifyEmailSchema = z.object({ token: tokenSchema });

export const resetRequestSchema = z.object({ email: emailSchema });

export const resetConfirmSchema = z.object({ token: tokenSchema, password: newPasswordSchema });

/**
 * Deleting the account asks again who is there: the password, or for a
 * Google/Apple-only account the account's email typed out (for an account without one, the
 * word DELETE).
 */
export const deleteAccountSchema = z.object({
  password: z.string().max(PASSWORD_MAX, PASSWORD_TOO_LONG).optional(),
  confirmation: z.string().max(300, "That is too long.").optional(),
});
