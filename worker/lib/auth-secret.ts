/**
 * `AUTH_SECRET`: the Worker secret that keys what a database dump alone must not give up
 * (ADR 014). It is at least 32 random bytes written as base64url. Each use gets its own
 * subkey derived with HKDF-SHA-256 under a purpose name, so a later feature (say, encrypting
 * TOTP secrets) derives another key from the same secret without ever sharing one.
 */

const MIN_BYTES = 32;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** HKDF's salt: fixed, public, and different from any other application's use of the secret. */
const HKDF_SALT = new TextEncoder().encode("proteo/auth-secret/v1");

/** What a subkey is for: HKDF's `info`, one name per use. */
export type KeyPurpose = "recovery-codes" | "trial-fingerprint";

export const HOW_TO_SET =
  "Set it to 32 or more random bytes in base64url: `openssl rand -base64 32 | tr '+/' '-_' | tr -d '='`, " +
  "then `npx wrangler secret put AUTH_SECRET --env production` (npm start keeps a local one).";

function decodeBase64url(text: string): Uint8Array {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

let lastGood: string | undefined;

/** Why this `AUTH_SECRET` cannot be used, in words for the operator; null when it can. */
export function authSecretProblem(secret: string | undefined): string | null {
  if (secret !== undefined && secret === lastGood) return null;
  if (!secret) return `AUTH_SECRET is not set. ${HOW_TO_SET}`;
  if (!BASE64URL.test(secret) || secret.length % 4 === 1) {
    return `AUTH_SECRET is not base64url (letters, digits, - and _, no padding). ${HOW_TO_SET}`;
  }
  if (decodeBase64url(secret).length < MIN_BYTES) {
    return `AUTH_SECRET is shorter than ${MIN_BYTES} bytes. ${HOW_TO_SET}`;
  }
  lastGood = secret;
  return null;
}

/** Derived once per isolate, per secret and purpose: HKDF and key import are not free. */
const subkeys = new Map<string, Promise<CryptoKey>>();

/**
 * The HMAC-SHA-256 key for one purpose, derived from `AUTH_SECRET`. Throws when the secret
 * is missing or weak: nothing falls back to an unkeyed hash (the API refuses every request
 * before this, see middleware/require-config.ts).
 */
export function hmacKey(secret: string | undefined, purpose: KeyPurpose): Promise<CryptoKey> {
  const problem = authSecretProblem(secret);
  if (problem || !secret) throw new Error(problem ?? "AUTH_SECRET is not set.");
  const cacheKey = `${purpose}\u0000${secret}`;
  let key = subkeys.get(cacheKey);
  if (!key) {
    key = crypto.subtle
      .importKey("raw", decodeBase64url(secret), "HKDF", false, ["deriveKey"])
      .then((master) =>
        crypto.subtle.deriveKey(
          { name: "HKDF", hash: "SHA-256", salt: HKDF_SALT, info: new TextEncoder().encode(purpose) },
          master,
          { name: "HMAC", hash: "SHA-256", length: 256 },
          false,
          ["sign"],
        ),
      );
    subkeys.set(cacheKey, key);
  }
  return key;
}

export async function hmacHex(key: CryptoKey, text: string): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(text));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
