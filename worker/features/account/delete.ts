import { eq, or, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { Db } from "../../db/client";
import { billingAccounts, photos, rateLimits, type UserFields, users } from "../../db/schema";
import type { AppEnv, Bindings } from "../../env";
import { ApiError } from "../../lib/api-error";
import { errorDetails } from "../../lib/error-details";
import { log } from "../../lib/log";
import { keepFingerprintOfTrial } from "../../lib/trial-fingerprint";
import { userData } from "../../lib/user-data";
import { billingProvider } from "../../providers/billing/select-provider";
import { billingMode } from "../../providers/config";

/** R2 deletes at most 1000 keys per call. */
const R2_DELETE_BATCH = 1000;

/**
 * A subscription at Stripe ends now, before anything is deleted: if Stripe
 * cannot be reached the deletion stops with the account intact, rather than leaving a
 * customer billed for an account that no longer exists. The local simulator bills nothing.
 */
export async function cancelBilling(c: Context<AppEnv>, db: Db, user: UserFields): Promise<void> {
  const account = await db.select().from(billingAccounts).where(eq(billingAccounts.userId, user.id)).get();
  if (!account?.subscriptionId || account.provider !== "stripe") return;
  if (billingMode(c.env, c.req.url) !== "stripe") {
    throw new ApiError(
      503,
      "Your subscription cannot be canceled right now, so your account was not deleted. Please try again later.",
      { code: "BILLING_OFF" },
    );
  }
  await (await billingProvider(c.env, c.req.url)).cancelNow(account, c.get("requestId"));
}

/**
 * Every photo object of the user leaves R2, and uploads in progress are aborted. Done before
 * the rows go (the rows are how the keys are found); a retry after a failure finds them again.
 * The rows are the user's object's, and D1's for an account whose photos have not moved yet
 * (ADR 067): nothing is moved for a deletion.
 */
export async function deletePhotos(
  env: Pick<Bindings, "DB" | "USER_DATA" | "PHOTOS">,
  db: Db,
  userId: string,
): Promise<number> {
  const [inD1, inObject] = await Promise.all([
    db.select({ key: photos.key, uploadId: photos.multipartUploadId }).from(photos).where(eq(photos.userId, userId)),
    userData(env, userId).photoKeys(),
  ]);
  const rows = [...inD1, ...inObject];
  const bucket = env.PHOTOS;
  for (const row of rows) {
    if (!row.uploadId) continue;
    try {
      await bucket.resumeMultipartUpload(row.key, row.uploadId).abort();
    } catch {
      // Completed or already aborted: nothing left to stop.
    }
  }
  const keys = rows.map((r) => r.key);
  for (let i = 0; i < keys.length; i += R2_DELETE_BATCH) await bucket.delete(keys.slice(i, i + R2_DELETE_BATCH));
  return keys.length;
}

/**
 * The user's rows, in one D1 batch: the users row, whose foreign keys cascade to every table
 * that hangs off it (meals and their foods, photos and their parts, sessions, two-factor,
 * tokens, billing, XP, badges, favorites, usage), and the throttling counters named after the
 * account's id or email, which no foreign key reaches. The one thing kept: when the account
 * had its free trial, the one-way fingerprint of its address (`trialFingerprint`, no user id
 * in it), so signing up again with that address gets no second trial.
 */
export async function deleteRows(db: Db, user: UserFields, trialFingerprint: string | null): Promise<void> {
  const suffix = (value: string) => sql`substr(${rateLimits.key}, -${value.length + 1}) = ${`:${value}`}`;
  const deletes = [
    db.delete(rateLimits).where(user.email ? or(suffix(user.id), suffix(user.email)) : suffix(user.id)),
    db.delete(users).where(eq(users.id, user.id)),
  ] as const;
  if (trialFingerprint) await db.batch([keepFingerprintOfTrial(db, user.id, trialFingerprint), ...deletes]);
  else await db.batch(deletes);
}

export function logDeletionProblem(c: Context<AppEnv>, what: string, error: unknown) {
  log("error", c.get("requestId"), what, { error: errorDetails(error) });
}
