import { createHash } from "node:crypto";

/** Random, unguessable ids and tokens from the platform CSPRNG. */
export function randomToken(bytes = 32): string {
  const data = crypto.getRandomValues(new Uint8Array(bytes));
  let binary = "";
  for (const b of data) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function newId(): string {
  return crypto.randomUUID();
}

/**
 * The lowercase hex SHA-256 of the text's UTF-8. Every signed-in request hashes its session
 * token, so this is on every authenticated read: node:crypto's hash (nodejs_compat) runs
 * synchronously, where WebCrypto's promise-returning digest took about 190 µs of Worker CPU a
 * request in a CPU profile of GET /api/auth/user, against about 75 µs for this (issue 21).
 */
export async function sha256Hex(text: string): Promise<string> {
  return createHash("sha256").update(text, "utf8").digest("hex");
}
