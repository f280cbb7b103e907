import type { UserFields } from "../../db/schema";
import type { Bindings } from "../../env";
import { ApiError } from "../../lib/api-error";
import { secretsEqual } from "../../lib/constant-time";
import { newId, randomToken, sha256Hex } from "../../lib/ids";
import type { ImageType } from "../../lib/images/magic-bytes";
import { movedUserData } from "../../lib/moves/ensure-moved";
import type { PhotoRow } from "../../lib/owned-photos";
import { slotsUsedUp, uploadDay } from "./daily-quota";

export type { PhotoRow };

export const SINGLE_UPLOAD_TTL_MS = 15 * 60_000;
export const MULTIPART_UPLOAD_TTL_MS = 24 * 60 * 60_000;

export const objectUrl = (photoId: string) => `/api/objects/${photoId}`;

/**
 * A new photo slot with a single-use upload token; only the token's hash is kept. The user's
 * object takes the slot from the day's quota and stores the row in one transaction (429 when
 * the day's slots are used up).
 */
export async function createPhotoSlot(
  env: Pick<Bindings, "DB" | "USER_DATA">,
  user: UserFields,
  ttlMs: number,
  now = Date.now(),
) {
  const id = newId();
  const token = randomToken(32);
  const day = uploadDay(user, now);
  const photo = await (await movedUserData(env, user)).openPhotoSlot(
    {
      id,
      key: `photos/${user.id}/${id}`,
      uploadExpiresAt: new Date(now + ttlMs),
      uploadTokenHash: await sha256Hex(token),
    },
    day,
  );
  if (!photo) throw slotsUsedUp(user, day, now);
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

/** Marks the photo stored, closing its upload link for good (a resumable upload's parts go with it). */
export async function markStored(
  env: Pick<Bindings, "DB" | "USER_DATA">,
  user: UserFields,
  photo: PhotoRow,
  contentType: ImageType,
  size: number,
) {
  await (await movedUserData(env, user)).markPhotoStored(photo.id, contentType, size, new Date());
}
