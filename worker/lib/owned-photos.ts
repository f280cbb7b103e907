import type { Bindings } from "../env";
import type { PhotoRow } from "../user-data/object";
import { ApiError } from "./api-error";
import { movedUserData } from "./moves/ensure-moved";

/**
 * Which photos are a user's: what the meal write path, guest migration, analysis and uploads ask
 * of the user's own object, where the photos' rows live (ADR 067), here so that no feature
 * imports another's files (ADR 021).
 */
export type { PhotoRow };

type Env = Pick<Bindings, "DB" | "USER_DATA">;
type Owner = { id: string; movedGroups: number };

const notFound = () => new ApiError(404, "Photo not found.", { code: "NOT_FOUND" });

/** The user's own photo, or 404 (another user's photo is indistinguishable from none: it is not in this user's object). */
export async function ownedPhoto(env: Env, user: Owner, photoId: string): Promise<PhotoRow> {
  const row = await (await movedUserData(env, user)).photo(photoId);
  if (!row) throw notFound();
  return row;
}

/** The photo ids of meal photo links (`/api/objects/{id}`), each once. */
const photoIdsOf = (imageUrls: readonly (string | null | undefined)[]) => [
  ...new Set(imageUrls.filter((u): u is string => Boolean(u)).map((u) => u.split("/").pop() ?? "")),
];

/**
 * A meal may show only its owner's stored photos: every given photo link must name one, or the
 * request is refused before anything is written. A write without photos asks nothing.
 */
export async function requireOwnPhotos(
  env: Env,
  user: Owner,
  imageUrls: readonly (string | null | undefined)[],
): Promise<void> {
  const ids = photoIdsOf(imageUrls);
  if (ids.length === 0) return;
  const found = await (await movedUserData(env, user)).storedPhotoIds(ids);
  if (found.length !== ids.length) {
    throw new ApiError(400, "That photo is not one of your uploaded photos. Please upload it again.", {
      code: "INVALID_PHOTO",
    });
  }
}
