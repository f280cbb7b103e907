import { and, eq, sql } from "drizzle-orm";
import { photoParts, photos, uploadUsage, users } from "../../db/schema";
import type { PhotosRows } from "../../user-data/photos";
import { userData } from "../user-data";
import { flipped, type GroupMove } from "./group-move";
import { rowsText } from "./rows-text";

const GROUP = 3;

/**
 * What of the user's D1 rows of the group can still change, as one text: a stored photo never
 * changes again (only a new one comes), so they count by number; each photo still uploading
 * with its claimed bytes and upload id, each recorded part and each day's usage, in full, in
 * key order. The copy reads it with the rows, and the flip holds only while it is the same.
 */
function changeable(userId: string) {
  const list = (query: ReturnType<typeof sql>) => sql`coalesce((SELECT group_concat(k, ',') FROM (${query})), '')`;
  return sql<string>`(
    (SELECT count(*) FROM ${photos} WHERE ${photos.userId} = ${userId} AND ${photos.uploadedAt} IS NOT NULL)
    || '|' || ${list(sql`SELECT ${photos.id} || ':' || ${photos.reservedBytes} || ':' || coalesce(${photos.multipartUploadId}, '') AS k FROM ${photos} WHERE ${photos.userId} = ${userId} AND ${photos.uploadedAt} IS NULL ORDER BY ${photos.id}`)}
    || '|' || ${list(sql`SELECT ${photoParts.photoId} || ':' || ${photoParts.partNumber} || ':' || ${photoParts.etag} || ':' || ${photoParts.size} AS k FROM ${photoParts} JOIN ${photos} ON ${photos.id} = ${photoParts.photoId} WHERE ${photos.userId} = ${userId} ORDER BY ${photoParts.photoId}, ${photoParts.partNumber}`)}
    || '|' || ${list(sql`SELECT ${uploadUsage.localDate} || ':' || ${uploadUsage.slots} || ':' || ${uploadUsage.bytes} AS k FROM ${uploadUsage} WHERE ${uploadUsage.userId} = ${userId} ORDER BY ${uploadUsage.localDate}`)}
  )`;
}

/**
 * The photos' move from D1's `photos`, `photo_parts` and `upload_usage` into the user's object
 * (the photo bytes stay where they are in R2, under the same keys). A two-year history is about
 * 2,000 photos, which one D1 batch reads and one object transaction copies. The object's copy is
 * compared with D1's rows column by column.
 */
export const photosMove: GroupMove = {
  group: GROUP,
  name: "photos",
  async copy(env, db, userId) {
    const [flag, photoRows, partRows, usageRows] = await db.batch([
      db
        .select({ moved: users.movedGroups, fingerprint: changeable(userId) })
        .from(users)
        .where(eq(users.id, userId)),
      db.select().from(photos).where(eq(photos.userId, userId)),
      db
        .select({
          photoId: photoParts.photoId,
          partNumber: photoParts.partNumber,
          etag: photoParts.etag,
          size: photoParts.size,
        })
        .from(photoParts)
        .innerJoin(photos, eq(photos.id, photoParts.photoId))
        .where(eq(photos.userId, userId)),
      db.select().from(uploadUsage).where(eq(uploadUsage.userId, userId)),
    ]);
    const rows: PhotosRows = {
      photos: photoRows.map(({ userId: _user, ...row }) => row),
      photoParts: partRows,
      uploadUsage: usageRows.map(({ userId: _user, ...row }) => row),
    };
    const fingerprint = flag[0]?.fingerprint ?? null;
    if ((flag[0]?.moved ?? GROUP) >= GROUP) return { moved: true, live: false, same: true, fingerprint };
    const { live, held } = await userData(env, userId).copyPhotos(rows);
    const text = (r: PhotosRows) => rowsText([r.photos, r.photoParts, r.uploadUsage]);
    return { moved: false, live, same: text(held) === text(rows), fingerprint };
  },
  stillAsCopied: (userId, fingerprint) => sql`${changeable(userId)} IS ${fingerprint}`,
  deleteFromD1: (db, userId) => {
    const moved = flipped(userId, GROUP);
    return [
      // The parts first: they hang off the photos (and would go with them, by the foreign key).
      db
        .delete(photoParts)
        .where(
          and(
            sql`${photoParts.photoId} IN (SELECT ${photos.id} FROM ${photos} WHERE ${photos.userId} = ${userId})`,
            moved,
          ),
        ),
      db.delete(photos).where(and(eq(photos.userId, userId), moved)),
      db.delete(uploadUsage).where(and(eq(uploadUsage.userId, userId), moved)),
    ];
  },
};
