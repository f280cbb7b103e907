import { and, eq, inArray } from "drizzle-orm";
import { normalizeRecoveryCode, RECOVERY_CODE_COUNT } from "../../../../domain/auth/two-factor-rules";
import type { Db } from "../../../db/client";
import { recoveryCodes } from "../../../db/schema";
import type { Bindings } from "../../../env";
import { hmacHex, hmacKey } from "../../../lib/auth-secret";
import { splitByParams } from "../../../lib/bounded-params";
import { sha256Hex } from "../../../lib/ids";

/** Lower-case base32: no 0/1/8/9, so no O-versus-0 or l-versus-1 when copied by hand. */
const ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";

/**
 * Ten random characters (50 bits; each byte's low 5 bits, so no modulo bias), shown as
 * "abcde-fghij". Guessing is throttled per account, so 50 bits is far beyond reach.
 */
function newRecoveryCode(): string {
  const chars = [...crypto.getRandomValues(new Uint8Array(10))].map((b) => ALPHABET[b & 31]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/**
 * How a code is stored (ADR 014): `hmac:` and the hex HMAC-SHA-256 of `{user id}:{code}`
 * under the recovery-codes subkey of AUTH_SECRET. 50 bits is little enough to search in full
 * against a plain hash, so without the Worker secret a database dump gives nothing up.
 * Rows written before ADR 014 hold the bare SHA-256 hex of the code (no prefix); they still
 * verify until used or replaced by a new set.
 */
export const KEYED_PREFIX = "hmac:";

type SecretEnv = Pick<Bindings, "AUTH_SECRET">;

const keyedHashOf = async (env: SecretEnv, userId: string, normalized: string) =>
  KEYED_PREFIX + (await hmacHex(await hmacKey(env.AUTH_SECRET, "recovery-codes"), `${userId}:${normalized}`));

/**
 * A fresh set: the codes to show once, and their inserts (keyed hashes only) to run in a
 * batch, split to stay within D1's parameter limit whatever the count.
 */
export async function newRecoveryCodes(env: SecretEnv, db: Db, userId: string, count = RECOVERY_CODE_COUNT) {
  const codes = Array.from({ length: count }, newRecoveryCode);
  const rows = await Promise.all(
    codes.map(async (code) => ({ userId, codeHash: await keyedHashOf(env, userId, normalizeRecoveryCode(code)) })),
  );
  return { codes, inserts: splitByParams(rows, (part) => db.insert(recoveryCodes).values(part)) };
}

/**
 * Uses up a recovery code, stored either way. The delete is the check: of two requests
 * racing with one code, only the one whose delete removed the row succeeds.
 */
export async function consumeRecoveryCode(env: SecretEnv, db: Db, userId: string, code: string): Promise<boolean> {
  const normalized = normalizeRecoveryCode(code);
  if (normalized.length === 0) return false;
  const forms = [await keyedHashOf(env, userId, normalized), await sha256Hex(normalized)];
  const deleted = await db
    .delete(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), inArray(recoveryCodes.codeHash, forms)))
    .returning({ userId: recoveryCodes.userId });
  return deleted.length > 0;
}

export const deleteRecoveryCodes = (db: Db, userId: string) =>
  db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
