import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { photos, type photos as photosTable, type UserRow } from "../../db/schema";
import { ApiError } from "../../lib/api-error";
import { selectInParts } from "../../lib/bounded-params";
import { secretsEqual } from "../../lib/constant-time";
import { newId, randomToken, sha256Hex } from "../../lib/ids";
import { takeUploadSlot } from "./daily-quota";
import { type ImageType, sniffImageType } from "./magic-bytes";

export type PhotoRow = typeof photosTable.$inferSelect;

export const SINGLE_UPLOAD_TTL_MS = 15 * 60_000;
export const MULTIPART_UPLOAD_TTL_MS = 24 * 60 * 60_000;

export const objectUrl = (photoId: string) => `/api/objects/${photoId}`;

/**
 * A new photo slot with a single-use upload token; only the token's hash is kept. Each
 * slot is taken from the user's daily quota first (429 when it is used up).
 */
export async function createPhotoSlot(db: Db, user: UserRow, ttlMs: number, now = Date.now()) {
  await takeUploadSlot(db, user, now);
  const userId = user.id;
  const id = newId();
  const token = randomToken(32);
  const rows = await db
    .insert(photos)
    .values({
      id,
      userId,
      key: `photos/${userId}/${id}`,
      uploadExpiresAt: new Date(now + ttlMs),
      uploadTokenHash: await sha256Hex(token),
    })
    .returning();
  const photo = rows[0];
  if (!photo) throw new Error("photo slot insert returned nothing");
  return { photo, token };
}

/** The user's own photo, or 404 (another user's photo is indistinguishable from none). */
export async function ownedPhoto(db: Db, userId: string, photoId: string): Promise<PhotoRow> {
  const row = await db
    .select()
    .from(photos)
    .where(and(eq(photos.id, photoId), eq(photos.userId, userId)))
    .get();
  if (!row) throw new ApiError(404, "Photo not found.", { code: "NOT_FOUND" });
  return row;
}

/**
 * An upload URL works once, for its owner, until it expires; anything else is refused
 * with a reason the person can act on.
 */
export async function checkUploadToken(photo: PhotoRow, token: string | undefined, now = Date.now()) {
  if (!token || !photo.uploadTokenHash || !secretsEqual(await sha256Hex(token), photo.uploadTokenHash)) {
    throw new ApiError(403, "This upload link is not valid. Please start the upload again.", {
      code: "BAD_UPLOAD_TOKEN",
    });
  }
  if (photo.uploadedAt) {
    throw new ApiError(409, "This upload link was already used. Please start a new upload.", { code: "UPLOAD_USED" });
  }
  if (photo.uploadExpiresAt.getTime() <= now) {
    throw new ApiError(410, "This upload link has expired. Please try again.", { code: "UPLOAD_EXPIRED" });
  }
}

export function requireImage(bytes: Uint8Array): ImageType {
  const type = sniffImageType(bytes.subarray(0, 16));
  if (!type) {
    throw new ApiError(415, "That file is not a supported image. Please upload a JPEG, PNG, WebP or HEIC photo.", {
      code: "UNSUPPORTED_IMAGE",
    });
  }
  return type;
}

/** Marks the photo stored, closing its upload link for good. */
export async function markStored(db: Db, photo: PhotoRow, contentType: ImageType, size: number) {
  await db
    .update(photos)
    .set({ status: "stored", contentType, size, uploadedAt: new Date(), multipartUploadId: null })
    .where(eq(photos.id, photo.id));
}

/**
 * A meal may show only its owner's stored photos: every given photo link must name a
 * stored photo of this user, or the request is refused before anything is written.
 */
export async function requireOwnPhotos(
  db: Db,
  userId: string,
  imageUrls: (string | null | undefined)[],
): Promise<void> {
  const ids = [...new Set(imageUrls.filter((u): u is string => Boolean(u)).map((u) => u.split("/").pop() ?? ""))];
  if (ids.length === 0) return;
  // A guest migration may name hundreds of photos: one query per 98 ids (D1's parameter limit).
  const rows = await selectInParts(db, ids, (part) =>
    db
      .select({ id: photos.id })
      .from(photos)
      .where(and(eq(photos.userId, userId), eq(photos.status, "stored"), inArray(photos.id, part))),
  );
  if (rows.length !== ids.length) {
    throw new ApiError(400, "That photo is not one of your uploaded photos. Please upload it again.", {
      code: "INVALID_PHOTO",
    });
  }
}
