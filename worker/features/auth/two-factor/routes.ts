import { eq } from "drizzle-orm";
import { Hono } from "hono";
import {
  disableTwoFactorSchema,
  enableTwoFactorSchema,
  setupTwoFactorSchema,
  verifyTwoFactorSchema,
} from "../../../../domain/auth/two-factor";
import {
  CHALLENGE_REQUIRED,
  CODE_REQUIRED,
  TWO_FACTOR_OFF,
  TWO_FACTOR_ON,
  type TwoFactorChallenge,
  WRONG_PASSWORD,
} from "../../../../domain/auth/two-factor-rules";
import { type Db, getDb } from "../../../db/client";
import { rateLimits, users } from "../../../db/schema";
import type { AppEnv } from "../../../env";
import { ApiError } from "../../../lib/api-error";
import { confirmCurrentPassword } from "../../../lib/current-password";
import { clientIp, takeAttempt } from "../../../lib/rate-limit";
import { endAllSessions, prepareSession } from "../../../lib/session";
import { asSessionUser, type SessionUser, secretsOf, type UserSecrets } from "../../../lib/session-user";
import { validate } from "../../../lib/validate";
import { signedIn, userOf } from "../../../middleware/session";
import { deviceCodeLimit, knownDevice, prepareDeviceCookie } from "../device-cookie";
import { requireProvenMailbox } from "../mailbox-proof";
import { toPublicUser } from "../users";
import { consumeChallenge, deleteChallenges, findChallenge } from "./challenge";
import { takeHandedChallenge } from "./handed-challenge";
import { deleteRecoveryCodes, newRecoveryCodes } from "./recovery-codes";
import { acceptSecondFactor, acceptTotp, codeLimit, wrongCode } from "./second-factor";
import { base32Encode, otpauthUrl } from "./totp";

const MINUTE = 60_000;

const noPassword = () =>
  new ApiError(409, "This account signs in with Google or Apple, which protect it with their own two-step checks.", {
    code: "NO_PASSWORD",
  });
const alreadyOn = () => new ApiError(409, "Two-factor authentication is already on.", { code: "ALREADY_ENABLED" });
const notOn = () => new ApiError(409, "Two-factor authentication is not on.", { code: "NOT_ENABLED" });
const noSetup = () =>
  new ApiError(409, "Start setting up two-factor authentication first.", { code: "NO_PENDING_SETUP" });
const badChallenge = () => new ApiError(401, CHALLENGE_REQUIRED, { code: "CHALLENGE_INVALID" });

const wrongPassword = () =>
  new ApiError(400, WRONG_PASSWORD, {
    code: "WRONG_PASSWORD",
    issues: [{ path: "password", message: WRONG_PASSWORD }],
  });

/**
 * Only email-and-password accounts manage two-factor here; Google and Apple do their own. The
 * secrets are read here: the session's user does not carry them (worker/lib/session-user.ts).
 */
async function passwordUser(db: Db, user: SessionUser): Promise<SessionUser & UserSecrets & { passwordHash: string }> {
  const secrets = user.hasPassword ? await secretsOf(db, user.id) : undefined;
  if (!secrets?.passwordHash) throw noPassword();
  return { ...user, ...secrets, passwordHash: secrets.passwordHash };
}

const clearCodeLimit = (db: ReturnType<typeof getDb>, userId: string) =>
  db.delete(rateLimits).where(eq(rateLimits.key, codeLimit(userId).key));

/**
 * Two-factor authentication with an authenticator app (TOTP, RFC 6238; ADR 011), mounted
 * at /api/auth/2fa. Setup, enable and disable need a signed-in password account; verify is
 * the second step of a sign-in that `POST /api/auth/login` left waiting for a code.
 * Setup and disable ask for the password again (ADR 013): a stolen session cookie alone can
 * neither enrol the thief's authenticator nor remove the owner's. Setup and enable also need
 * the mailbox proven (requireProvenMailbox): a squatter's authenticator must not outlive
 * the owner taking the address back.
 */
export const twoFactorRoutes = new Hono<AppEnv>()
  .post("/setup", signedIn, validate("json", setupTwoFactorSchema), async (c) => {
    const db = getDb(c.env.DB);
    const user = await passwordUser(db, userOf(c));
    if (user.totpEnabledAt) throw alreadyOn();
    requireProvenMailbox(c, user);
    await confirmCurrentPassword(db, user, c.req.valid("json").password, wrongPassword);
    // 160 bits, RFC 4226's recommended length; a repeated setup replaces the pending secret.
    // Only this answer carries it, so only whoever proved the password can enable it.
    const key = crypto.getRandomValues(new Uint8Array(20));
    const secret = base32Encode(key);
    await db
      .update(users)
      .set({ totpSecret: secret, totpLastStep: null, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    return c.json({ secret, otpauthUrl: otpauthUrl(key, user.email ?? user.id) }, 200);
  })
  .post("/enable", signedIn, validate("json", enableTwoFactorSchema), async (c) => {
    const db = getDb(c.env.DB);
    const user = await passwordUser(db, userOf(c));
    if (user.totpEnabledAt) throw alreadyOn();
    requireProvenMailbox(c, user);
    if (!user.totpSecret) throw noSetup();
    await takeAttempt(db, [codeLimit(user.id)]);
    if (!(await acceptTotp(db, user, c.req.valid("json").code))) throw wrongCode();
    const recovery = await newRecoveryCodes(c.env, db, user.id);
    // A change of sign-in factors ends every session (ASVS 5.0 V7.4.3), as a password change
    // does; this browser gets a fresh one in the same transaction (ADR 013).
    const session = await prepareSession(c, db, user.id);
    await db.batch([
      db.update(users).set({ totpEnabledAt: new Date(), updatedAt: new Date() }).where(eq(users.id, user.id)),
      deleteRecoveryCodes(db, user.id),
      ...recovery.inserts,
      clearCodeLimit(db, user.id),
      endAllSessions(db, user.id),
      session.insert,
    ]);
    session.setCookie();
    // The only time the codes leave the server: only their hashes are kept.
    return c.json({ ok: true, message: TWO_FACTOR_ON, recoveryCodes: recovery.codes }, 200);
  })
  .post("/disable", signedIn, validate("json", disableTwoFactorSchema), async (c) => {
    const db = getDb(c.env.DB);
    const user = await passwordUser(db, userOf(c));
    if (!user.totpEnabledAt) throw notOn();
    const { password, code } = c.req.valid("json");
    // The password first: a recovery code is not spent on a request that fails anyway. Each
    // guess counts against its own secret's limit (password, then code).
    await confirmCurrentPassword(db, user, password, wrongPassword);
    await takeAttempt(db, [codeLimit(user.id)]);
    if (!(await acceptSecondFactor(c.env, db, user, code))) throw wrongCode();
    const session = await prepareSession(c, db, user.id);
    await db.batch([
      db
        .update(users)
        .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: new Date() })
        .where(eq(users.id, user.id)),
      deleteRecoveryCodes(db, user.id),
      deleteChallenges(db, user.id),
      clearCodeLimit(db, user.id),
      endAllSessions(db, user.id),
      session.insert,
    ]);
    session.setCookie();
    return c.json({ ok: true, message: TWO_FACTOR_OFF }, 200);
  })
  /**
   * POST /api/auth/2fa/pending: the challenge a Google or Apple sign-in handed over in its
   * HttpOnly cookie, taken once, in the same shape as the password sign-in's answer.
   */
  .post("/pending", async (c) => {
    const challenge = takeHandedChallenge(c);
    if (!challenge || !(await findChallenge(getDb(c.env.DB), challenge))) throw badChallenge();
    return c.json({ twoFactorRequired: true, challenge, message: CODE_REQUIRED } satisfies TwoFactorChallenge, 200);
  })
  .post("/verify", validate("json", verifyTwoFactorSchema), async (c) => {
    const input = c.req.valid("json");
    const db = getDb(c.env.DB);
    await takeAttempt(db, [{ key: `2fa:ip:${clientIp(c)}`, max: 30, windowMs: 15 * MINUTE }]);
    const challenge = await findChallenge(db, input.challenge);
    if (!challenge) throw badChallenge();
    // A browser the account signed in on before guesses on its own allowance (ADR 012), so
    // someone who has the password cannot block the owner's known browser by wrong codes.
    const device = await knownDevice(c, db, { userId: challenge.userId });
    const limit = device ? deviceCodeLimit(device.id) : codeLimit(challenge.userId);
    await takeAttempt(db, [limit]);
    const user = await db.select().from(users).where(eq(users.id, challenge.userId)).get();
    // Two-factor turned off (or the account gone) since the password step: start again.
    if (!user?.totpEnabledAt) throw badChallenge();
    if (!(await acceptSecondFactor(c.env, db, user, input.code))) throw wrongCode();
    if (!(await consumeChallenge(db, challenge.id))) throw badChallenge();

    // From here on exactly what a sign-in without two-factor does (routes.ts, /login).
    const session = await prepareSession(c, db, user.id);
    const deviceCookie = await prepareDeviceCookie(c, db, user.id);
    if (input.timezone && input.timezone !== user.timezone) {
      await db.update(users).set({ timezone: input.timezone }).where(eq(users.id, user.id));
      user.timezone = input.timezone;
    }
    await db.batch([
      ...session.statements,
      db.delete(rateLimits).where(eq(rateLimits.key, limit.key)),
      ...deviceCookie.statements,
    ]);
    session.setCookie();
    deviceCookie.setCookie();
    return c.json({ message: "Signed in.", user: toPublicUser(asSessionUser(user)) }, 200);
  });
