import type { UserFields } from "../../db/schema";
import type { Bindings } from "../../env";
import { ApiError } from "../../lib/api-error";
import { tooLarge } from "../../lib/images/body-limit";
import { movedUserData } from "../../lib/moves/ensure-moved";
import { bytesUsedUp, uploadDay } from "./daily-quota";
import type { PhotoRow } from "./photo-store";

type Env = Pick<Bindings, "DB" | "USER_DATA">;

/**
 * Claims `size` bytes for storing before they go to R2, of the upload's own 10 MB and of the
 * user's day, both or neither, in one transaction of the user's object (ADR 015):
 * - a single-part upload claims its link whole: of concurrent writers only the first gets it,
 *   the others hear that the link was used;
 * - a part (`partNumber`) claims its bytes while the upload's claimed total, less what the part
 *   it replaces had recorded, stays within 10 MB; concurrent parts cannot together pass it;
 * - the day's bytes: 429 when they are used up.
 * Returns what gives the claim back, for when storing the bytes fails.
 */
export async function claimBytes(
  env: Env,
  user: UserFields,
  photo: PhotoRow,
  size: number,
  partNumber?: number,
): Promise<() => Promise<void>> {
  const now = Date.now();
  const day = uploadDay(user, now);
  const own = await movedUserData(env, user);
  const refused = await own.claimUploadBytes(photo.id, size, partNumber ?? null, day);
  if (refused === "used") {
    throw new ApiError(409, "This upload link was already used. Please start a new upload.", { code: "UPLOAD_USED" });
  }
  if (refused === "too-large") throw tooLarge();
  if (refused === "quota") throw bytesUsedUp(user, day, now);
  return async () => {
    await own.releaseUploadBytes(photo.id, size, day);
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
 * counts towards the upload, so its recorded size leaves the claim in the same transaction.
 */
export async function recordPart(
  env: Env,
  user: UserFields,
  photoId: string,
  part: { partNumber: number; etag: string; size: number },
): Promise<void> {
  await (await movedUserData(env, user)).recordPhotoPart(photoId, part);
}
