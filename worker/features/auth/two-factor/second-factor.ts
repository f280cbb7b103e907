import { and, eq, isNull, lt, or } from "drizzle-orm";
import { looksLikeTotp, stripSpaces } from "../../../../domain/auth/two-factor-rules";
import type { Db } from "../../../db/client";
import { type UserRow, users } from "../../../db/schema";
import type { Bindings } from "../../../env";
import { ApiError } from "../../../lib/api-error";
import type { Limit } from "../../../lib/rate-limit";
import { consumeRecoveryCode } from "./recovery-codes";
import { base32Decode, matchTotp } from "./totp";

/**
 * Code guesses are throttled per account (ADR 011), across sign-in, turning on and turning
 * off: 5 per 15 minutes with the limiter's back-off, so 10^6 codes stay out of reach.
 */
export const codeLimit = (userId: string): Limit => ({ key: `2fa:user:${userId}`, max: 5, windowMs: 15 * 60_000 });

export const WRONG_CODE = "That code is not valid. Check your authenticator app and try again.";
export const wrongCode = () =>
  new ApiError(400, WRONG_CODE, { code: "WRONG_CODE", issues: [{ path: "code", message: WRONG_CODE }] });

/**
 * Accepts an authenticator code once: the step is recorded with a conditional update, so of
 * two requests racing with one code only the one that moved `totp_last_step` wins.
 */
export async function acceptTotp(
  db: Db,
  user: Pick<UserRow, "id" | "totpSecret" | "totpLastStep">,
  code: string,
  now = Date.now(),
): Promise<boolean> {
  if (!user.totpSecret) return false;
  const step = matchTotp(base32Decode(user.totpSecret), stripSpaces(code), now, user.totpLastStep);
  if (step === null) return false;
  const moved = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return moved.length === 1;
}

/** An enabled account's second factor: an authenticator code, or a recovery code (used up). */
export function acceptSecondFactor(
  env: Pick<Bindings, "AUTH_SECRET">,
  db: Db,
  user: Pick<UserRow, "id" | "totpSecret" | "totpLastStep">,
  code: string,
  now = Date.now(),
): Promise<boolean> {
  return looksLikeTotp(code) ? acceptTotp(db, user, code, now) : consumeRecoveryCode(env, db, user.id, code);
}
