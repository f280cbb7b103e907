import { and, eq } from "drizzle-orm";
import { normalizeRecoveryCode, RECOVERY_CODE_COUNT } from "../../../../domain/auth/two-factor-rules";
import type { Db } from "../../../db/client";
import { recoveryCodes } from "../../../db/schema";
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

const hashOf = (code: string) => sha256Hex(normalizeRecoveryCode(code));

/** A fresh set: the codes to show once, and their inserts (hashes only) to run in a batch. */
export async function newRecoveryCodes(db: Db, userId: string) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const rows = await Promise.all(codes.map(async (code) => ({ userId, codeHash: await hashOf(code) })));
  return { codes, insert: db.insert(recoveryCodes).values(rows) };
}

/**
 * Uses up a recovery code. The delete is the check: of two requests racing with one code,
 * only the one whose delete removed the row succeeds.
 */
export async function consumeRecoveryCode(db: Db, userId: string, code: string): Promise<boolean> {
  const normalized = normalizeRecoveryCode(code);
  if (normalized.length === 0) return false;
  const deleted = await db
    .delete(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, await sha256Hex(normalized))))
    .returning({ userId: recoveryCodes.userId });
  return deleted.length === 1;
}

export const deleteRecoveryCodes = (db: Db, userId: string) =>
  db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
