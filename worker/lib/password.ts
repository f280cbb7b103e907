import { randomBytes, scrypt } from "node:crypto";
import { secretsEqual } from "./constant-time";
import { PASSWORD_COST } from "./password-cost";

/**
 * scrypt from node:crypto (nodejs_compat), ADR 004. Production's cost (password-cost.ts) needs
 * 32 MiB, so maxmem is raised above Node's 32 MiB default. Stored as
 * `scrypt$N$r$p$<salt base64>$<hash base64>` so parameters can be raised later and old
 * hashes still verify.
 */
const KEY_LENGTH = 32;
const MAX_MEM = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEM }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = PASSWORD_COST;
  const key = await derive(password, salt, N, r, p);
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await derive(password, Buffer.from(salt, "base64"), Number(n), Number(r), Number(p));
  return secretsEqual(key, expected);
}

/**
 * A real hash of nothing, verified against when the email is unknown, so a wrong email
 * and a wrong password take the same time and cannot be told apart.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword("proteo-decoy-password");
  return decoy;
}
