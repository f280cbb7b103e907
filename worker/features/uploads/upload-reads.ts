import { and, eq, exists, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { builtOnce } from "../../db/prepared";
import { photoParts, photos } from "../../db/schema";
import { liveSessionUserId } from "../../lib/session";

/**
 * The recorded parts of an upload in progress, for the batch with the session lookup
 * (readWithSession), so the upload widget's resume listing is one D1 round trip. They are
 * found only under a photo of the live session's user: another user's upload lists nothing
 * even before the handler refuses it.
 */
const partsOfSessionPhoto = builtOnce((db) =>
  db
    .select()
    .from(photoParts)
    .where(
      and(
        eq(photoParts.photoId, sql.placeholder("photoId")),
        exists(
          db
            .select({ one: sql`1` })
            .from(photos)
            .where(and(eq(photos.id, sql.placeholder("photoId")), eq(photos.userId, liveSessionUserId))),
        ),
      ),
    )
    .orderBy(photoParts.partNumber)
    .prepare(),
);

export const uploadPartsRead = (db: Db, photoId: string) => [partsOfSessionPhoto(db), { photoId }] as const;
