import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { loginSchema, registerSchema } from "../../../domain/auth/schemas";
import { CODE_REQUIRED, type TwoFactorChallenge } from "../../../domain/auth/two-factor-rules";
import { getDb } from "../../db/client";
import { MOVED_GROUPS } from "../../db/moved-groups";
import { users } from "../../db/schema";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/api-error";
import { newId } from "../../lib/ids";
import { decoyHash, hashPassword, verifyPassword } from "../../lib/password";
import { clearAttempts, clientIp, type Limit, takeAttempt } from "../../lib/rate-limit";
import { startSession } from "../../lib/session";
import { asSessionUser, sessionUserColumns } from "../../lib/session-user";
import { validate } from "../../lib/validate";
import { userOf } from "../../middleware/session";
import { enabledProviders } from "../../providers/oauth/config";
import { deviceSignInLimit, issueDeviceCookie, knownDevice } from "./device-cookie";
import { createChallenge } from "./two-factor/challenge";
import { findUserByEmail, toPublicUser } from "./users";
import { sendVerification } from "./verify-email";

const MINUTE = 60_000;
const PROVIDERS_CACHE_KEY = "auth:providers";

const registerLimits = (ip: string, email: string): Limit[] => [
  { key: `register:ip:${ip}`, max: 10, windowMs: 60 * MINUTE },
  { key: `register:email:${email}`, max: 5, windowMs: 60 * MINUTE },
];
const loginIpLimit = (ip: string): Limit => ({ key: `login:ip:${ip}`, max: 30, windowMs: 15 * MINUTE });
const loginEmailLimit = (email: string): Limit => ({ key: `login:email:${email}`, max: 10, windowMs: 15 * MINUTE });

const invalidCredentials = () => new ApiError(401, "Invalid email or password.", { code: "INVALID_CREDENTIALS" });

export const authRoutes = new Hono<AppEnv>()
  .post("/register", validate("json", registerSchema), async (c) => {
    const input = c.req.valid("json");
    const db = getDb(c.env.DB);
    await takeAttempt(db, registerLimits(clientIp(c), input.email));
    if (await findUserByEmail(db, input.email)) {
      throw new ApiError(409, "An account with this email already exists. Please sign in instead.", {
        code: "EMAIL_TAKEN",
      });
    }
    const passwordHash = await hashPassword(input.password);
    const id = newId();
    try {
      await db.insert(users).values({
        id,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        timezone: input.timezone ?? "UTC",
        // A new account has no rows in D1 to move: every group starts in its own object.
        movedGroups: MOVED_GROUPS,
      });
    } catch {
      // Two sign-ups racing for one email: the unique index decides, the loser hears why.
      throw new ApiError(409, "An account with this email already exists. Please sign in instead.", {
        code: "EMAIL_TAKEN",
      });
    }
    await startSession(c, db, id);
    await issueDeviceCookie(c, db, id);
    // The verification link: best effort, the app is usable unverified and
    // Settings can send it again.
    await sendVerification(c, db, { id, email: input.email }, false);
    const created = await db.select(sessionUserColumns).from(users).where(eq(users.id, id)).get();
    if (!created) throw new Error("registered user vanished");
    return c.json({ message: "Account created.", user: toPublicUser(created) }, 201);
  })
  .post("/login", validate("json", loginSchema), async (c) => {
    const input = c.req.valid("json");
    const db = getDb(c.env.DB);
    // A browser this account signed in on before counts only on its own allowance (ADR 012);
    // anyone else on the IP's and the email's. Guessing at an email blocks strangers, never
    // the owner's known browsers.
    const device = await knownDevice(c, db, { email: input.email });
    const own = device ? deviceSignInLimit(device.id) : loginEmailLimit(input.email);
    await takeAttempt(db, device ? [own] : [loginIpLimit(clientIp(c)), own]);
    const user = await findUserByEmail(db, input.email);
    if (!user?.passwordHash) {
      await verifyPassword(input.password, await decoyHash());
      throw invalidCredentials();
    }
    if (!(await verifyPassword(input.password, user.passwordHash))) throw invalidCredentials();
    // Only the counter this attempt was taken from: the owner's success on a known browser
    // must not hand whoever is guessing at the email a fresh allowance.
    await clearAttempts(db, own.key);
    // Two-factor on: the password alone starts no session. The browser gets a single-use
    // challenge and finishes at POST /api/auth/2fa/verify with a code (ADR 011).
    if (user.totpEnabledAt) {
      const challenge = await createChallenge(db, user.id);
      return c.json({ twoFactorRequired: true, challenge, message: CODE_REQUIRED } satisfies TwoFactorChallenge, 200);
    }
    if (input.timezone && input.timezone !== user.timezone) {
      await db.update(users).set({ timezone: input.timezone }).where(eq(users.id, user.id));
      user.timezone = input.timezone;
    }
    await startSession(c, db, user.id);
    await issueDeviceCookie(c, db, user.id);
    return c.json({ message: "Signed in.", user: toPublicUser(asSessionUser(user)) }, 200);
  })
  .get("/user", (c) => c.json(toPublicUser(userOf(c)), 200))
  .get("/providers", async (c) => {
    const cached = await c.env.CACHE.get<Record<"google" | "apple", boolean>>(PROVIDERS_CACHE_KEY, "json");
    if (cached) return c.json(cached, 200);
    const providers = enabledProviders(c.env);
    // Short-lived: configuration changes with a deploy, and a minute of staleness is harmless.
    await c.env.CACHE.put(PROVIDERS_CACHE_KEY, JSON.stringify(providers), { expirationTtl: 60 });
    return c.json(providers, 200);
  });
