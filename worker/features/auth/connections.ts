import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { type Connections, PROVIDER_NAMES, providerLabel } from "../../../domain/auth/connections";
import { PASSWORD_MAX, PASSWORD_REQUIRED, PASSWORD_TOO_LONG } from "../../../domain/auth/password-rules";
import { WRONG_PASSWORD } from "../../../domain/auth/two-factor-rules";
import { getDb } from "../../db/client";
import { builtOnce } from "../../db/prepared";
import { oauthAccounts, sessions } from "../../db/schema";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/api-error";
import { confirmCurrentPassword } from "../../lib/current-password";
import { liveSessionUserId, sessionIdOf } from "../../lib/session";
import { passwordHashOf } from "../../lib/session-user";
import { validate } from "../../lib/validate";
import { readsOwnSession, readWithSession, signedIn, userOf } from "../../middleware/session";
import { enabledProviders } from "../../providers/oauth/config";
import { createLinkRequest } from "./link-identity";
import { beginAuthorization } from "./oauth";

/** How recent a sign-in must be for an account without a password to connect a provider. */
export const RECENT_SIGN_IN_MS = 10 * 60_000;

/** The password, required (below) for accounts that have one. */
const connectSchema = z.object({ password: z.string().max(PASSWORD_MAX, PASSWORD_TOO_LONG).optional() });
const connectParamSchema = z.object({ provider: z.enum(PROVIDER_NAMES) });

/** The live session's user's linked sign-in providers, built once (readWithSession). */
const linkedOfSession = builtOnce((db) =>
  db
    .select({ provider: oauthAccounts.provider, email: oauthAccounts.email })
    .from(oauthAccounts)
    .where(eq(oauthAccounts.userId, liveSessionUserId))
    .prepare(),
);

const passwordIssue = (message: string, code: string) =>
  new ApiError(400, message, { code, issues: [{ path: "password", message }] });

/**
 * Settings → "Connected accounts" (ADR 013), mounted at /api/auth/connections. Connecting
 * adds a way to sign in, so it asks for proof beyond the session cookie: the password, or,
 * for an account that has none, a sign-in in the last 10 minutes. The identity is then
 * linked by the provider's callback (oauth.ts) to the user recorded here.
 */
export const connectionRoutes = new Hono<AppEnv>()
  // The session and the linked accounts in one D1 batch (ADR 010).
  .get("/", readsOwnSession, async (c) => {
    const {
      results: [linked],
    } = await readWithSession(c, [[linkedOfSession(getDb(c.env.DB)), {}]] as const);
    const enabled = enabledProviders(c.env);
    const state = (provider: "google" | "apple") => {
      const found = linked.find((l) => l.provider === provider);
      return { enabled: enabled[provider], connected: Boolean(found), email: found?.email ?? null };
    };
    return c.json({ google: state("google"), apple: state("apple") } satisfies Connections, 200);
  })
  .post("/:provider", signedIn, validate("param", connectParamSchema), validate("json", connectSchema), async (c) => {
    const user = userOf(c);
    const { provider } = c.req.valid("param");
    const label = providerLabel(provider);
    if (!enabledProviders(c.env)[provider]) {
      throw new ApiError(404, `Sign in with ${label} is not configured.`, { code: "NOT_CONFIGURED" });
    }
    const db = getDb(c.env.DB);
    const already = await db
      .select({ provider: oauthAccounts.provider })
      .from(oauthAccounts)
      .where(eq(oauthAccounts.userId, user.id))
      .all();
    if (already.some((l) => l.provider === provider)) {
      throw new ApiError(409, `${label} is already connected.`, { code: "ALREADY_CONNECTED" });
    }
    const { password } = c.req.valid("json");
    const passwordHash = await passwordHashOf(db, user);
    if (passwordHash) {
      if (!password) throw passwordIssue(PASSWORD_REQUIRED, "INVALID_INPUT");
      await confirmCurrentPassword(db, { id: user.id, passwordHash }, password, () =>
        passwordIssue(WRONG_PASSWORD, "WRONG_PASSWORD"),
      );
    } else {
      // No password to ask for: the session itself must be fresh (a stolen old cookie is not).
      const key = await sessionIdOf(c);
      const session = key
        ? await db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, key.id)).get()
        : undefined;
      if (!session || Date.now() - session.createdAt.getTime() > RECENT_SIGN_IN_MS) {
        throw new ApiError(403, `For your security, sign out and sign in again, then connect ${label}.`, {
          code: "REAUTHENTICATION_REQUIRED",
        });
      }
    }
    const state = await createLinkRequest(db, user.id, provider);
    const url = beginAuthorization(c, provider, state);
    if (!url) throw new Error("provider configured but no client");
    return c.json({ url }, 200);
  });
