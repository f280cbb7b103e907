import { secretsEqual } from "../../lib/constant-time";

/** What an ID token from a provider must say to be believed. */
export interface IdTokenExpectation {
  /** The provider's issuer identifiers (Google has two spellings). */
  issuers: readonly string[];
  /** Our client id at that provider. */
  audience: string;
  /** For Apple: the nonce this browser sent in the authorization URL (null when it has none). */
  nonce?: string | null;
}

export const GOOGLE_ISSUERS = ["https://accounts.google.com", "accounts.google.com"] as const;
export const APPLE_ISSUERS = ["https://appleid.apple.com"] as const;

/**
 * Why an ID token's claims are not to be believed, or null when they are (OpenID Connect
 * Core 3.1.3.7): issued by the provider, for us (the only audience, or our client id as the
 * authorized party among several), not expired, and, where a nonce was sent, carrying it
 * back. The token comes straight from the provider's token endpoint over TLS, so its
 * signature is the provider's by construction; these claims say it was meant for this sign-in.
 */
export function idTokenProblem(
  claims: Record<string, unknown>,
  expected: IdTokenExpectation,
  now = Date.now(),
): string | null {
  if (typeof claims.iss !== "string" || !expected.issuers.includes(claims.iss)) return "wrong issuer";
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(expected.audience)) return "wrong audience";
  if (audiences.length > 1 && claims.azp !== expected.audience) return "wrong authorized party";
  if (typeof claims.exp !== "number" || !Number.isFinite(claims.exp) || claims.exp * 1000 <= now) return "expired";
  if (expected.nonce !== undefined) {
    if (!expected.nonce || typeof claims.nonce !== "string" || !secretsEqual(claims.nonce, expected.nonce)) {
      return "nonce mismatch";
    }
  }
  return null;
}
