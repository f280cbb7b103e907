import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { DAILY_UPLOAD_BYTES, DAILY_UPLOAD_SLOTS, MAX_PHOTO_BYTES } from "../../domain/photos/limits";
import { isLive, markLive } from "./live-groups";
import { photoParts, photos, uploadUsage } from "./schema";
import { inTransaction } from "./transaction";
import type { Db } from "./types";

/**
 * The user's photos, the parts of their resumable uploads and their daily upload usage, in
 * their object (ADR 067). Requests to one object run one at a time and each write here is one
 * transaction, so a quota or a photo's 10 MB checked here cannot be passed by requests sent at
 * once, and a single-use upload link is used once.
 */

const GROUP = "photos";

export type PhotoRow = typeof photos.$inferSelect;
export type PhotoPartRow = typeof photoParts.$inferSelect;
export type UploadUsageRow = typeof uploadUsage.$inferSelect;

/** Every row of the group, as a move copies it and the export lists it. */
export interface PhotosRows {
  photos: PhotoRow[];
  photoParts: PhotoPartRow[];
  uploadUsage: UploadUsageRow[];
}

/** A new photo slot: its id, R2 key, single-use token's hash and how long its link works. */
export interface NewPhotoSlot {
  id: string;
  key: string;
  uploadTokenHash: string;
  uploadExpiresAt: Date;
}

/** Why bytes could not be claimed: the link was used, the photo would pass 10 MB, or the day's quota. */
export type ClaimRefusal = "used" | "too-large" | "quota";

export function photo(db: Db, id: string): PhotoRow | null {
  return db.select().from(photos).where(eq(photos.id, id)).get() ?? null;
}

/**
 * The ids among `ids` of photos whose bytes are stored. The ids go as one JSON array parameter
 * (SQLite here binds at most 100), so the hundreds of photos of a guest's meals are one query.
 */
export function storedPhotoIds(db: Db, ids: readonly string[]): string[] {
  if (ids.length === 0) return [];
  return db
    .select({ id: photos.id })
    .from(photos)
    .where(
      and(
        sql`${photos.id} in (select value from json_each(${JSON.stringify([...new Set(ids)])}))`,
        eq(photos.status, "stored"),
      ),
    )
    .all()
    .map((r) => r.id);
}

/** A resumable upload's recorded parts, by part number. */
export function parts(db: Db, photoId: string): PhotoPartRow[] {
  return db.select().from(photoParts).where(eq(photoParts.photoId, photoId)).orderBy(asc(photoParts.partNumber)).all();
}

/**
 * Takes one photo slot of the local day `day` and stores the new photo's row, in one
 * transaction: null when the day's slots are used up (nothing is stored then).
 */
export function openPhotoSlot(db: Db, slot: NewPhotoSlot, day: string): PhotoRow | null {
  return inTransaction(db, () => {
    const taken = db
      .insert(uploadUsage)
      .values({ localDate: day, slots: 1 })
      .onConflictDoUpdate({
        target: uploadUsage.localDate,
        set: { slots: sql`${uploadUsage.slots} + 1` },
        setWhere: sql`${uploadUsage.slots} < ${DAILY_UPLOAD_SLOTS}`,
      })
      .returning({ slots: uploadUsage.slots })
      .all();
    if (taken.length === 0) return null;
    markLive(db, GROUP);
    return db.insert(photos).values(slot).returning().get();
  });
}

/** The R2 multipart upload of a resumable upload, once R2 has opened it. */
export function setMultipartUpload(db: Db, photoId: string, uploadId: string): void {
  inTransaction(db, () => {
    markLive(db, GROUP);
    db.update(photos).set({ multipartUploadId: uploadId }).where(eq(photos.id, photoId)).run();
  });
}

/** What the part being replaced (a retry of the same part number) had recorded, or 0. */
const recordedSize = (db: Db, photoId: string, partNumber: number) =>
  db
    .select({ size: photoParts.size })
    .from(photoParts)
    .where(and(eq(photoParts.photoId, photoId), eq(photoParts.partNumber, partNumber)))
    .get()?.size ?? 0;

/**
 * Claims `size` bytes before they go to R2, of the upload's own 10 MB and of the day's
 * bytes, both or neither:
 * - a single-part upload (no `partNumber`) claims its link whole: of uploads sent at once
 *   with one link, the first gets it and the others hear that the link was used;
 * - a part claims its bytes while the upload's claimed total, less what the part it replaces
 *   had recorded, stays within 10 MB.
 */
export function claimBytes(
  db: Db,
  photoId: string,
  size: number,
  partNumber: number | null,
  day: string,
): ClaimRefusal | null {
  return inTransaction(db, () => {
    const row = db.select().from(photos).where(eq(photos.id, photoId)).get();
    if (!row || row.uploadedAt) return "used";
    if (partNumber === null) {
      if (row.reservedBytes > 0) return "used";
    } else if (row.reservedBytes + size - recordedSize(db, photoId, partNumber) > MAX_PHOTO_BYTES) {
      return "too-large";
    }
    const used = db.select().from(uploadUsage).where(eq(uploadUsage.localDate, day)).get();
    if ((used?.bytes ?? 0) + size > DAILY_UPLOAD_BYTES) return "quota";
    markLive(db, GROUP);
    db.update(photos)
      .set({ reservedBytes: sql`${photos.reservedBytes} + ${size}` })
      .where(eq(photos.id, photoId))
      .run();
    db.insert(uploadUsage)
      .values({ localDate: day, bytes: size })
      .onConflictDoUpdate({ target: uploadUsage.localDate, set: { bytes: sql`${uploadUsage.bytes} + ${size}` } })
      .run();
    return null;
  });
}

/** Gives back a claim whose bytes were not stored (claimBytes' `size`, of the same day). */
export function releaseBytes(db: Db, photoId: string, size: number, day: string): void {
  inTransaction(db, () => {
    markLive(db, GROUP);
    db.update(photos)
      .set({ reservedBytes: sql`max(${photos.reservedBytes} - ${size}, 0)` })
      .where(eq(photos.id, photoId))
      .run();
    db.update(uploadUsage)
      .set({ bytes: sql`max(${uploadUsage.bytes} - ${size}, 0)` })
      .where(eq(uploadUsage.localDate, day))
      .run();
  });
}

/**
 * Records a part stored in R2. The part it replaces (a retry of the same part number) no longer
 * counts towards the upload, so its recorded size leaves the claim in the same transaction.
 */
export function recordPart(db: Db, photoId: string, part: Omit<PhotoPartRow, "photoId">): void {
  inTransaction(db, () => {
    markLive(db, GROUP);
    const replaced = recordedSize(db, photoId, part.partNumber);
    db.update(photos)
      .set({ reservedBytes: sql`max(${photos.reservedBytes} - ${replaced}, 0)` })
      .where(eq(photos.id, photoId))
      .run();
    db.insert(photoParts)
      .values({ photoId, ...part })
      .onConflictDoUpdate({
        target: [photoParts.photoId, photoParts.partNumber],
        set: { etag: part.etag, size: part.size },
      })
      .run();
  });
}

/** Marks the photo stored, closing its upload link for good; a resumable upload's parts go. */
export function markStored(db: Db, photoId: string, contentType: string, size: number, at: Date): void {
  inTransaction(db, () => {
    markLive(db, GROUP);
    db.update(photos)
      .set({ status: "stored", contentType, size, uploadedAt: at, multipartUploadId: null })
      .where(eq(photos.id, photoId))
      .run();
    db.delete(photoParts).where(eq(photoParts.photoId, photoId)).run();
  });
}

/** An aborted upload leaves nothing: no parts, no empty photo slot. Only a photo not yet stored goes. */
export function deleteUpload(db: Db, photoId: string): void {
  inTransaction(db, () => {
    markLive(db, GROUP);
    const gone = db
      .delete(photos)
      .where(and(eq(photos.id, photoId), isNull(photos.uploadedAt)))
      .returning({ id: photos.id })
      .all();
    if (gone.length > 0) db.delete(photoParts).where(eq(photoParts.photoId, photoId)).run();
  });
}

/** Every row of the group: photos by when they were made, parts and days in key order. */
export function photosRows(db: Db): PhotosRows {
  return {
    photos: db.select().from(photos).orderBy(asc(photos.createdAt), asc(photos.id)).all(),
    photoParts: db.select().from(photoParts).orderBy(asc(photoParts.photoId), asc(photoParts.partNumber)).all(),
    uploadUsage: db.select().from(uploadUsage).orderBy(asc(uploadUsage.localDate)).all(),
  };
}

/**
 * A move's copy (ADR 067): unless the group is live here, what the object holds becomes exactly
 * `rows`, in one transaction. Answers whether it was live and what the object holds now.
 */
export function copyPhotos(db: Db, rows: PhotosRows): { live: boolean; held: PhotosRows } {
  return inTransaction(db, () => {
    const live = isLive(db, GROUP);
    if (!live) {
      db.delete(photos).run();
      db.delete(photoParts).run();
      db.delete(uploadUsage).run();
      for (const row of rows.photos) db.insert(photos).values(row).run();
      for (const row of rows.photoParts) db.insert(photoParts).values(row).run();
      for (const row of rows.uploadUsage) db.insert(uploadUsage).values(row).run();
    }
    return { live, held: photosRows(db) };
  });
}
