import { and, eq, sql } from "drizzle-orm";
import { type Context, Hono } from "hono";
import {
  type Connections,
  disconnectedMessage,
  lastSignInMessage,
  PROVIDER_NAMES,
  providerLabel,
} from "../../../domain/auth/connections";
import { PASSWORD_MAX, PASSWORD_REQUIRED, PASSWORD_TOO_LONG } from "../../../domain/auth/password-rules";
import { WRONG_PASSWORD } from "../../../domain/auth/two-factor-rules";
import { z } from "../../../domain/zod";
import { type Db, getDb } from "../../db/client";
import { builtOnce } from "../../db/prepared";
import { oauthAccounts, users } from "../../db/schema";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/api-error";
import { confirmCurrentPassword } from "../../lib/current-password";
import { requireRecentSignIn } from "../../lib/recent-sign-in";
import { liveSessionUserId } from "../../lib/session";
import { passwordHashOf, type SessionUser } from "../../lib/session-user";
import { validate } from "../../lib/validate";
import { readsOwnSession, readWithSession, signedIn, userOf } from "../../middleware/session";
import { enabledProviders, type OAuthProviderName } from "../../providers/oauth/config";
import { createLinkRequest } from "./link-identity";
import { requireProvenMailbox } from "./mailbox-proof";
import { beginAuthorization } from "./oauth";

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
 * Proof beyond the session cookie before the ways in change: the password, or, for an
 * account that has none, a sign-in in the last 10 minutes. `action` ends the message
 * ("connect Google").
 */
async function reauthenticate(
  c: Context<AppEnv>,
  db: Db,
  user: SessionUser,
  password: string | undefined,
  action: string,
) {
  const passwordHash = await passwordHashOf(db, user);
  if (passwordHash) {
    if (!password) throw passwordIssue(PASSWORD_REQUIRED, "INVALID_INPUT");
    await confirmCurrentPassword(db, { id: user.id, passwordHash }, password, () =>
      passwordIssue(WRONG_PASSWORD, "WRONG_PASSWORD"),
    );
  } else {
    await requireRecentSignIn(c, db, `For your security, sign out and sign in again, then ${action}.`);
  }
}

/**
 * Removes the user's identity of one provider unless it is their last way in: the account
 * keeps a password or another identity. One DELETE decides, so of two disconnects racing for
 * an account's last two identities only one can succeed. Empty when nothing was removed.
 */
const removeIdentity = (db: Db, userId: string, provider: OAuthProviderName) =>
  db
    .delete(oauthAccounts)
    .where(
      and(
        eq(oauthAccounts.userId, userId),
        eq(oauthAccounts.provider, provider),
        sql`((select ${users.passwordHash} from ${users} where ${users.id} = ${userId}) is not null
          or (select count(*) from ${oauthAccounts} as others where others.user_id = ${userId}) > 1)`,
      ),
    )
    .returning({ provider: oauthAccounts.provider });

/**
 * Settings → "Connected accounts" (ADR 013), mounted at /api/auth/connections. Connecting
 * adds a way to sign in, so it asks for proof beyond the session cookie: the password, or,
 * for an account that has none, a sign-in in the last 10 minutes. The identity is then
 * linked by the provider's callback (oauth.ts) to the user recorded here. Connecting also
 * needs the mailbox proven (requireProvenMailbox). Disconnecting asks for the same proof and
 * never removes the last way in.
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
    requireProvenMailbox(c, user);
    await reauthenticate(c, db, user, c.req.valid("json").password, `connect ${label}`);
    const state = await createLinkRequest(db, user.id, provider);
    const url = await beginAuthorization(c, provider, state);
    if (!url) throw new Error("provider configured but no client");
    return c.json({ url }, 200);
  })
  .delete("/:provider", signedIn, validate("param", connectParamSchema), validate("json", connectSchema), async (c) => {
    const user = userOf(c);
    const { provider } = c.req.valid("param");
    const label = providerLabel(provider);
    const db = getDb(c.env.DB);
    await reauthenticate(c, db, user, c.req.valid("json").password, `disconnect ${label}`);
    const removed = await removeIdentity(db, user.id, provider);
    if (removed.length === 0) {
      const linked = await db
        .select({ provider: oauthAccounts.provider })
        .from(oauthAccounts)
        .where(and(eq(oauthAccounts.userId, user.id), eq(oauthAccounts.provider, provider)))
        .get();
      if (!linked) throw new ApiError(404, `${label} is not connected.`, { code: "NOT_CONNECTED" });
      throw new ApiError(409, lastSignInMessage(label), { code: "LAST_SIGN_IN" });
    }
    return c.json({ ok: true, message: disconnectedMessage(label) }, 200);
  });
