import { decodeIdToken, generateCodeVerifier, generateState } from "arctic";
import { type Context, Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { connectResultCode } from "../../../domain/auth/connections";
import { providerErrorCode } from "../../../domain/auth/provider-errors";
import { TWO_FACTOR_PARAM } from "../../../domain/auth/two-factor-rules";
import { getDb } from "../../db/client";
import type { AppEnv } from "../../env";
import { secretsEqual } from "../../lib/constant-time";
import { randomToken, sha256Hex } from "../../lib/ids";
import { log } from "../../lib/log";
import { startSession } from "../../lib/session";
import { appleClient, googleClient, type OAuthProviderName } from "../../providers/oauth/config";
import { issueDeviceCookie } from "./device-cookie";
import { APPLE_ISSUERS, GOOGLE_ISSUERS, idTokenProblem } from "./id-token";
import { consumeLinkRequest, isLinkState, linkIdentity } from "./link-identity";
import { createChallenge } from "./two-factor/challenge";
import { handChallengeToBrowser } from "./two-factor/handed-challenge";
import { findOrCreateOAuthUser, type OAuthIdentity } from "./users";

const TEN_MINUTES = 600;
const STATE_COOKIE = "proteo_oauth_state";
const VERIFIER_COOKIE = "proteo_oauth_verifier";
const NONCE_COOKIE = "proteo_oauth_nonce";

/**
 * The temporary cookies' names: `__Host-` over https, as the session's, so no other origin
 * (a sibling subdomain) can plant a state, verifier or nonce of its own. The prefix needs
 * Path=/, so every temporary cookie is set there.
 */
const cookieName = (c: Context, base: string) => (c.req.url.startsWith("https:") ? `__Host-${base}` : base);

/** The origin users see, for the redirect URI registered with the provider. */
const appOrigin = (c: Context<AppEnv>) => c.env.APP_ORIGIN?.replace(/\/$/, "") || new URL(c.req.url).origin;

/**
 * Failures return to the landing page (or, for a connection started in Settings, to
 * Settings), which explains them; details stay in the logs. Nothing is created on a failed
 * callback. `expected` is the state this browser was given: it says which flow this was.
 */
function failed(
  c: Context<AppEnv>,
  provider: OAuthProviderName,
  reason: string,
  status: 302 | 303 = 302,
  expected?: string | null,
) {
  log("warn", c.get("requestId"), "oauth sign-in failed", { provider, reason });
  if (isLinkState(expected)) return c.redirect(`/settings?connect=${connectResultCode(provider, "failed")}`, status);
  return c.redirect(`/?auth_error=${providerErrorCode(provider)}`, status);
}

/**
 * Sends the browser to the provider: the state (and Google's PKCE verifier, Apple's nonce)
 * in short-lived cookies for the callback to compare, and the authorization URL. Null when the provider is
 * not configured. Used by sign-in and by connecting in Settings (connections.ts), whose
 * state starts with "link.".
 */
export async function beginAuthorization(
  c: Context<AppEnv>,
  provider: OAuthProviderName,
  state: string,
): Promise<string | null> {
  if (provider === "google") {
    const google = googleClient(c.env, appOrigin(c));
    if (!google) return null;
    const verifier = generateCodeVerifier();
    setTempCookie(c, STATE_COOKIE, state, "Lax");
    setTempCookie(c, VERIFIER_COOKIE, verifier, "Lax");
    return google.createAuthorizationURL(state, verifier, ["openid", "profile", "email"]).toString();
  }
  const apple = appleClient(c.env, appOrigin(c));
  if (!apple) return null;
  // Apple answers with a cross-site form POST, which carries only SameSite=None cookies.
  // The nonce binds Apple's ID token to this browser: its SHA-256 goes to Apple, which puts
  // it in the token; the browser keeps the nonce itself.
  const nonce = randomToken(32);
  setTempCookie(c, STATE_COOKIE, state, "None");
  setTempCookie(c, NONCE_COOKIE, nonce, "None");
  const url = apple.createAuthorizationURL(state, ["name", "email"]);
  url.searchParams.set("response_mode", "form_post");
  url.searchParams.set("nonce", await sha256Hex(nonce));
  return url.toString();
}

/**
 * A connection asked for in Settings: the identity joins the user who asked (found by the
 * state, server-side), and the browser returns to Settings with the outcome. The session
 * is left as it is.
 */
async function linkWith(c: Context<AppEnv>, state: string, identity: OAuthIdentity, status: 302 | 303) {
  const db = getDb(c.env.DB);
  const userId = await consumeLinkRequest(db, state, identity.provider);
  if (!userId) return failed(c, identity.provider, "unknown or expired link request", status, state);
  const outcome = await linkIdentity(db, userId, identity);
  if (outcome !== "connected") {
    log("warn", c.get("requestId"), "oauth link refused", { provider: identity.provider, outcome });
  }
  return c.redirect(`/settings?connect=${connectResultCode(identity.provider, outcome)}`, status);
}

/**
 * The end of every callback: the identity's account and a session, or back to the landing
 * page with the reason it was refused (an unverified account holds the email, ADR 013).
 * An account with two-factor on gets no session yet, exactly as at a password sign-in: a
 * challenge, handed to the app's code prompt in an HttpOnly cookie (handed-challenge.ts).
 */
async function signInWith(c: Context<AppEnv>, identity: OAuthIdentity, status: 302 | 303) {
  const db = getDb(c.env.DB);
  const found = await findOrCreateOAuthUser(db, identity);
  if ("refused" in found) {
    log("warn", c.get("requestId"), "oauth sign-in refused", { provider: identity.provider, reason: found.refused });
    return c.redirect(`/?auth_error=${providerErrorCode(identity.provider, found.refused)}`, status);
  }
  if (found.user.totpEnabledAt) {
    handChallengeToBrowser(c, await createChallenge(db, found.user.id));
    return c.redirect(`/?${TWO_FACTOR_PARAM}=1`, status);
  }
  await startSession(c, db, found.user.id);
  await issueDeviceCookie(c, db, found.user.id);
  return c.redirect("/", status);
}

function setTempCookie(c: Context<AppEnv>, name: string, value: string, sameSite: "Lax" | "None") {
  setCookie(c, cookieName(c, name), value, { httpOnly: true, secure: true, sameSite, path: "/", maxAge: TEN_MINUTES });
}

/** Reads a temporary cookie and clears it: each is good for one callback. */
function takeTempCookie(c: Context<AppEnv>, name: string, sameSite: "Lax" | "None") {
  const value = getCookie(c, cookieName(c, name));
  if (value !== undefined) deleteCookie(c, cookieName(c, name), { path: "/", secure: true, httpOnly: true, sameSite });
  return value;
}

const str = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);

export const oauthRoutes = new Hono<AppEnv>()
  .get("/google", async (c) => {
    const url = await beginAuthorization(c, "google", generateState());
    if (!url) return c.json({ message: "Sign in with Google is not configured.", code: "NOT_CONFIGURED" }, 404);
    return c.redirect(url, 302);
  })
  .get("/google/callback", async (c) => {
    const google = googleClient(c.env, appOrigin(c));
    const expected = takeTempCookie(c, STATE_COOKIE, "Lax");
    const verifier = takeTempCookie(c, VERIFIER_COOKIE, "Lax");
    if (!google) return failed(c, "google", "not configured", 302, expected);
    const { code, state } = c.req.query();
    if (!code || !state || !expected || !secretsEqual(state, expected))
      return failed(c, "google", "state mismatch", 302, expected);
    if (!verifier) return failed(c, "google", "missing PKCE verifier", 302, expected);
    let claims: Record<string, unknown>;
    try {
      const tokens = await google.validateAuthorizationCode(code, verifier);
      claims = decodeIdToken(tokens.idToken()) as Record<string, unknown>;
    } catch (error) {
      return failed(c, "google", `token exchange: ${(error as Error).message}`, 302, expected);
    }
    const problem = idTokenProblem(claims, { issuers: GOOGLE_ISSUERS, audience: c.env.GOOGLE_CLIENT_ID ?? "" });
    if (problem) return failed(c, "google", `id token: ${problem}`, 302, expected);
    const subject = str(claims.sub);
    if (!subject) return failed(c, "google", "no subject", 302, expected);
    const identity: OAuthIdentity = {
      provider: "google",
      subject,
      email: str(claims.email),
      emailVerified: claims.email_verified === true,
      firstName: str(claims.given_name),
      lastName: str(claims.family_name),
      picture: str(claims.picture),
    };
    return isLinkState(state) ? linkWith(c, state, identity, 302) : signInWith(c, identity, 302);
  })
  .get("/apple", async (c) => {
    const url = await beginAuthorization(c, "apple", generateState());
    if (!url) return c.json({ message: "Sign in with Apple is not configured.", code: "NOT_CONFIGURED" }, 404);
    return c.redirect(url, 302);
  })
  .post("/apple/callback", async (c) => {
    const apple = appleClient(c.env, appOrigin(c));
    const expected = takeTempCookie(c, STATE_COOKIE, "None");
    const nonce = takeTempCookie(c, NONCE_COOKIE, "None");
    if (!apple) return failed(c, "apple", "not configured", 303, expected);
    // Anyone can post here (the Origin check exempts it), so a malformed form is a failed
    // sign-in like any other, not an error of ours.
    const form = await c.req.parseBody().catch(() => null);
    if (!form) return failed(c, "apple", "unreadable form", 303, expected);
    const code = str(form.code);
    const state = str(form.state);
    if (!code || !state || !expected || !secretsEqual(state, expected))
      return failed(c, "apple", "state mismatch", 303, expected);
    let claims: Record<string, unknown>;
    try {
      const tokens = await apple.validateAuthorizationCode(code);
      claims = decodeIdToken(tokens.idToken()) as Record<string, unknown>;
    } catch (error) {
      return failed(c, "apple", `token exchange: ${(error as Error).message}`, 303, expected);
    }
    const problem = idTokenProblem(claims, {
      issuers: APPLE_ISSUERS,
      audience: c.env.APPLE_CLIENT_ID ?? "",
      nonce: nonce ? await sha256Hex(nonce) : null,
    });
    if (problem) return failed(c, "apple", `id token: ${problem}`, 303, expected);
    const subject = str(claims.sub);
    if (!subject) return failed(c, "apple", "no subject", 303, expected);
    // Apple sends the name only on the very first sign-in, as JSON in the `user` field.
    let name: { firstName?: unknown; lastName?: unknown } = {};
    try {
      name = (JSON.parse(str(form.user) ?? "{}") as { name?: typeof name }).name ?? {};
    } catch {
      name = {};
    }
    const identity: OAuthIdentity = {
      provider: "apple",
      subject,
      email: str(claims.email),
      emailVerified: claims.email_verified === true || claims.email_verified === "true",
      firstName: str(name.firstName),
      lastName: str(name.lastName),
      picture: null,
    };
    return isLinkState(state) ? linkWith(c, state, identity, 303) : signInWith(c, identity, 303);
  });
