import { and, eq, isNull, sql } from "drizzle-orm";
import { MAX_PHOTO_BYTES } from "../../../domain/photos/limits";
import type { Db } from "../../db/client";
import { photoParts, photos, type UserFields } from "../../db/schema";
import { ApiError } from "../../lib/api-error";
import { tooLarge } from "../../lib/images/body-limit";
import { takeUploadBytes } from "./daily-quota";
import type { PhotoRow } from "./photo-store";

/** The recorded size of one part (0 when none), as SQL, for statements on the photo row. */
const recordedPartSize = (photoId: string, partNumber: number) =>
  sql`coalesce((select pp.size from photo_parts pp where pp.photo_id = ${photoId} and pp.part_number = ${partNumber}), 0)`;

/**
 * Claims `size` bytes of one upload before they go to R2, in one conditional UPDATE whose
 * returned row decides (ADR 015):
 * - a single-part upload claims its slot whole: only the first of concurrent writers gets
 *   it, the others hear that the link was used;
 * - a part claims its bytes while the upload's claimed total, less what the part it
 *   replaces had recorded, stays within 10 MB; concurrent parts cannot together pass it.
 */
async function claimUploadBytes(db: Db, photo: PhotoRow, size: number, partNumber?: number): Promise<void> {
  const room =
    partNumber === undefined
      ? sql`${photos.reservedBytes} = 0`
      : sql`${photos.reservedBytes} + ${size} - ${recordedPartSize(photo.id, partNumber)} <= ${MAX_PHOTO_BYTES}`;
  const rows = await db
    .update(photos)
    .set({ reservedBytes: sql`${photos.reservedBytes} + ${size}` })
    .where(and(eq(photos.id, photo.id), isNull(photos.uploadedAt), room))
    .returning({ reservedBytes: photos.reservedBytes });
  if (rows.length > 0) return;
  if (partNumber !== undefined) throw tooLarge();
  throw new ApiError(409, "This upload link was already used. Please start a new upload.", { code: "UPLOAD_USED" });
}

async function releaseUploadBytes(db: Db, photoId: string, size: number): Promise<void> {
  await db
    .update(photos)
    .set({ reservedBytes: sql`max(${photos.reservedBytes} - ${size}, 0)` })
    .where(eq(photos.id, photoId));
}

/**
 * Claims `size` bytes for storing: of the upload's own 10 MB first, then of the user's
 * day (429 when used up, giving the upload's claim back). Returns what gives both back,
 * for when storing them fails.
 */
export async function claimBytes(
  db: Db,
  user: UserFields,
  photo: PhotoRow,
  size: number,
  partNumber?: number,
): Promise<() => Promise<void>> {
  await claimUploadBytes(db, photo, size, partNumber);
  let giveBackDaily: () => Promise<void>;
  try {
    giveBackDaily = await takeUploadBytes(db, user, size);
  } catch (error) {
    await releaseUploadBytes(db, photo.id, size);
    throw error;
  }
  return async () => {
    await releaseUploadBytes(db, photo.id, size);
    await giveBackDaily();
  };
}

/** Runs `store` under a claim, giving the claim back when storing fails. */
export async function storeClaimed<T>(release: () => Promise<void>, store: () => Promise<T>): Promise<T> {
  try {
    return await store();
  } catch (error) {
    await release();
    throw error;
  }
}

/**
 * Records a stored part. The part it replaces (a retry of the same part number) no longer
 * counts towards the upload, so its recorded size leaves the claim in the same batch.
 */
export async function recordPart(
  db: Db,
  photoId: string,
  part: { partNumber: number; etag: string; size: number },
): Promise<void> {
  await db.batch([
    db
      .update(photos)
      .set({
        reservedBytes: sql`max(${photos.reservedBytes} - ${recordedPartSize(photoId, part.partNumber)}, 0)`,
      })
      .where(eq(photos.id, photoId)),
    db
      .insert(photoParts)
      .values({ photoId, ...part })
      .onConflictDoUpdate({
        target: [photoParts.photoId, photoParts.partNumber],
        set: { etag: part.etag, size: part.size },
      }),
  ]);
}
