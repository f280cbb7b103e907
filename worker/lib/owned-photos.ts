import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { builtOnce } from "../db/prepared";
import { photos } from "../db/schema";
import { ApiError } from "./api-error";
import { liveSessionUserId } from "./session";

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

/** The live session's user's photo by id (placeholder `photoId`), built once (readWithSession). */
const photoOfSession = builtOnce((db) =>
  db
    .select()
    .from(photos)
    .where(and(eq(photos.id, sql.placeholder("photoId")), eq(photos.userId, liveSessionUserId)))
    .prepare(),
);

/** ownedPhoto's read, for the batch with the session lookup; pass its rows to ownedPhotoOf. */
export const ownedPhotoRead = (db: Db, photoId: string) => [photoOfSession(db), { photoId }] as const;

/** The photo of ownedPhotoRead's rows, or 404 as ownedPhoto. */
export function ownedPhotoOf(rows: readonly PhotoRow[]): PhotoRow {
  const row = rows[0];
  if (!row) throw new ApiError(404, "Photo not found.", { code: "NOT_FOUND" });
  return row;
}

const photoIdsOf = (imageUrls: readonly (string | null | undefined)[]) => [
  ...new Set(imageUrls.filter((u): u is string => Boolean(u)).map((u) => u.split("/").pop() ?? "")),
];

/**
 * The stored photos of the live session's user among the given ids (a JSON array bound as one
 * parameter, so hundreds of guest photos are still one query), built once.
 */
const storedPhotosOfSession = builtOnce((db) =>
  db
    .select({ id: photos.id })
    .from(photos)
    .where(
      and(
        eq(photos.userId, liveSessionUserId),
        eq(photos.status, "stored"),
        sql`${photos.id} in (select value from json_each(${sql.placeholder("photoIds")}))`,
      ),
    )
    .prepare(),
);

/**
 * The photo check of a meal write, for the batch with the session lookup (readWithSession):
 * a meal may show only its owner's stored photos. Pass its rows to requireOwnPhotos.
 */
export function ownPhotosRead(db: Db, imageUrls: readonly (string | null | undefined)[]) {
  return [storedPhotosOfSession(db), { photoIds: JSON.stringify(photoIdsOf(imageUrls)) }] as const;
}

/**
 * Every given photo link must name a stored photo of this user (the rows of ownPhotosRead),
 * or the request is refused before anything is written.
 */
export function requireOwnPhotos(found: readonly { id: string }[], imageUrls: readonly (string | null | undefined)[]) {
  if (found.length !== photoIdsOf(imageUrls).length) {
    throw new ApiError(400, "That photo is not one of your uploaded photos. Please upload it again.", {
      code: "INVALID_PHOTO",
    });
  }
}
