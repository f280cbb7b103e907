import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { CHALLENGE_TTL_MS } from "./challenge";

/**
 * A Google or Apple sign-in into an account with two-factor on ends in a redirect, which
 * cannot carry the challenge to the app's code prompt without putting it in the URL. So it
 * travels in this cookie instead: HttpOnly, `__Host-` over https, five minutes, and taken
 * (read once and cleared) by `POST /api/auth/2fa/pending` when the app lands.
 */
const cookieName = (c: Context) => (c.req.url.startsWith("https:") ? "__Host-proteo_2fa" : "proteo_2fa");

export function handChallengeToBrowser(c: Context, challenge: string) {
  setCookie(c, cookieName(c), challenge, {
    httpOnly: true,
    secure: true,
    sameSite: "Lax",
    path: "/",
    maxAge: CHALLENGE_TTL_MS / 1000,
  });
}

/** The challenge handed over by a provider sign-in, once; null when there is none. */
export function takeHandedChallenge(c: Context): string | null {
  const challenge = getCookie(c, cookieName(c));
  if (challenge === undefined) return null;
  deleteCookie(c, cookieName(c), { path: "/", secure: true, httpOnly: true, sameSite: "Lax" });
  return challenge.length > 0 && challenge.length <= 100 ? challenge : null;
}
