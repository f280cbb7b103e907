import type { Bindings } from "../env";
import type { PhotoPartRow, PhotoRow } from "../user-data/object";
import { ApiError } from "./api-error";
import { movedUserData } from "./moves/ensure-moved";

/**
 * Which photos are a user's: what analysis and uploads ask of the user's own object, where the
 * photos' rows live (ADR 067), and the refusal of a meal naming a photo that is not one (the meal
 * write path checks that in the object's own transaction), here so that no feature imports
 * another's files (ADR 021).
 */
export type { PhotoPartRow, PhotoRow };

type Env = Pick<Bindings, "DB" | "USER_DATA">;
type Owner = { id: string; movedGroups: number };

const notFound = () => new ApiError(404, "Photo not found.", { code: "NOT_FOUND" });

/** A meal that names a photo the user has not stored: refused before anything is written. */
export const notYourPhoto = () =>
  new ApiError(400, "That photo is not one of your uploaded photos. Please upload it again.", {
    code: "INVALID_PHOTO",
  });

/** The user's own photo, or 404 (another user's photo is indistinguishable from none: it is not in this user's object). */
export async function ownedPhoto(env: Env, user: Owner, photoId: string): Promise<PhotoRow> {
  const row = await (await movedUserData(env, user)).photo(photoId);
  if (!row) throw notFound();
  return row;
}

/** The user's own photo with the parts recorded of its resumable upload, in one call to their object, or 404. */
export async function ownedPhotoWithParts(
  env: Env,
  user: Owner,
  photoId: string,
): Promise<{ photo: PhotoRow; parts: PhotoPartRow[] }> {
  const found = await (await movedUserData(env, user)).photoWithParts(photoId);
  if (!found) throw notFound();
  return found;
}
