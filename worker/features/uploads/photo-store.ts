import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { photos, type UserFields } from "../../db/schema";
import { ApiError } from "../../lib/api-error";
import { secretsEqual } from "../../lib/constant-time";
import { newId, randomToken, sha256Hex } from "../../lib/ids";
import type { ImageType } from "../../lib/images/magic-bytes";
import type { PhotoRow } from "../../lib/owned-photos";
import { takeUploadSlot } from "./daily-quota";

export type { PhotoRow };

export const SINGLE_UPLOAD_TTL_MS = 15 * 60_000;
export const MULTIPART_UPLOAD_TTL_MS = 24 * 60 * 60_000;

export const objectUrl = (photoId: string) => `/api/objects/${photoId}`;

/**
 * A new photo slot with a single-use upload token; only the token's hash is kept. Each
 * slot is taken from the user's daily quota first (429 when it is used up).
 */
export async function createPhotoSlot(db: Db, user: UserFields, ttlMs: number, now = Date.now()) {
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

/** Marks the photo stored, closing its upload link for good. */
export async function markStored(db: Db, photo: PhotoRow, contentType: ImageType, size: number) {
  await db
    .update(photos)
    .set({ status: "stored", contentType, size, uploadedAt: new Date(), multipartUploadId: null })
    .where(eq(photos.id, photo.id));
}
