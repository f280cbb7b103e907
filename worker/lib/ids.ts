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
 * synchronously. Either way it is small: in a timed loop in workerd a session token's hash
 * took 3.7 µs here and 4.1 µs with WebCrypto's digest (ADR 030; a CPU profile under load had
 * charged them 75 and 190 µs).
 */
export async function sha256Hex(text: string): Promise<string> {
  return createHash("sha256").update(text, "utf8").digest("hex");
}
