import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { photos } from "../db/schema";
import { ApiError } from "./api-error";
import { selectInParts } from "./bounded-params";

/**
 * Which photos are a user's: what the meal write path, guest migration and analysis ask of
 * the uploads feature, here so that no feature imports another's files (ADR 021).
 */
export type PhotoRow = typeof photos.$inferSelect;

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
