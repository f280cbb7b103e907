import { and, eq, sql } from "drizzle-orm";
import { DAILY_UPLOAD_BYTES, DAILY_UPLOAD_SLOTS } from "../../../domain/photos/limits";
import { localDate, localDayBounds } from "../../../domain/time/local-day";
import type { Db } from "../../db/client";
import { type UserFields, uploadUsage } from "../../db/schema";
import { ApiError } from "../../lib/api-error";

const MB = 1024 * 1024;

function waitText(ms: number): string {
  if (ms < 60 * 60_000) {
    const minutes = Math.max(1, Math.ceil(ms / 60_000));
    return minutes === 1 ? "1 minute" : `${minutes} minutes`;
  }
  const hours = Math.ceil(ms / (60 * 60_000));
  return hours === 1 ? "1 hour" : `${hours} hours`;
}

/** 429 until the user's next local midnight, saying when that is (and in Retry-After). */
function quotaExceeded(user: UserFields, day: string, what: string, now: number): ApiError {
  const waitMs = Math.max(1000, localDayBounds(day, user.timezone).end - now);
  return new ApiError(
    429,
    `You've reached today's limit of ${what}. You can upload again after midnight, in ${waitText(waitMs)}.`,
    { code: "UPLOAD_QUOTA_EXCEEDED", headers: { "Retry-After": String(Math.ceil(waitMs / 1000)) } },
  );
}

/**
 * Takes one photo slot from the user's day, or refuses with 429. One conditional upsert:
 * of requests racing for the last slot, exactly one gets it.
 */
export async function takeUploadSlot(db: Db, user: UserFields, now = Date.now()): Promise<void> {
  const day = localDate(now, user.timezone);
  const rows = await db
    .insert(uploadUsage)
    .values({ userId: user.id, localDate: day, slots: 1 })
    .onConflictDoUpdate({
      target: [uploadUsage.userId, uploadUsage.localDate],
      set: { slots: sql`${uploadUsage.slots} + 1` },
      setWhere: sql`${uploadUsage.slots} < ${DAILY_UPLOAD_SLOTS}`,
    })
    .returning({ slots: uploadUsage.slots });
  if (rows.length === 0) throw quotaExceeded(user, day, `${DAILY_UPLOAD_SLOTS} photo uploads`, now);
}

/**
 * Takes `bytes` from the user's day, or refuses with 429 (same single upsert). Returns
 * what gives them back, for bytes that in the end were not stored.
 */
export async function takeUploadBytes(
  db: Db,
  user: UserFields,
  bytes: number,
  now = Date.now(),
): Promise<() => Promise<void>> {
  const day = localDate(now, user.timezone);
  const rows = await db
    .insert(uploadUsage)
    .values({ userId: user.id, localDate: day, bytes })
    .onConflictDoUpdate({
      target: [uploadUsage.userId, uploadUsage.localDate],
      set: { bytes: sql`${uploadUsage.bytes} + ${bytes}` },
      setWhere: sql`${uploadUsage.bytes} + ${bytes} <= ${DAILY_UPLOAD_BYTES}`,
    })
    .returning({ bytes: uploadUsage.bytes });
  if (rows.length === 0) throw quotaExceeded(user, day, `${DAILY_UPLOAD_BYTES / MB} MB of uploads`, now);
  return async () => {
    await db
      .update(uploadUsage)
      .set({ bytes: sql`max(${uploadUsage.bytes} - ${bytes}, 0)` })
      .where(and(eq(uploadUsage.userId, user.id), eq(uploadUsage.localDate, day)));
  };
}
