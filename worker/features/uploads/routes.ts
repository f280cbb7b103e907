import { Hono } from "hono";
import { z } from "../../../domain/zod";
import type { AppEnv } from "../../env";
import { readLimited } from "../../lib/images/body-limit";
import { requireImage } from "../../lib/images/magic-bytes";
import { ownedPhoto } from "../../lib/owned-photos";
import { validate } from "../../lib/validate";
import { userOf } from "../../middleware/session";
import { checkUploadToken, createPhotoSlot, markStored, objectUrl, SINGLE_UPLOAD_TTL_MS } from "./photo-store";
import { claimBytes, storeClaimed } from "./reservations";

const idParam = z.object({ id: z.uuid({ error: "Photo not found." }) });
const tokenQuery = z.object({ token: z.string().max(100).optional() });

/** The Worker URL a browser PUTs one photo to: this user's slot, its single-use token. */
export const uploadUrl = (photoId: string, token: string) => `/api/objects/upload/${photoId}?token=${token}`;

/**
 * Private photo storage in R2 (POST /api/objects/upload and the photos it serves). Keys are generated here,
 * bytes are checked (size, magic bytes) before they are stored, and photos are served only
 * to their owner.
 */
export const objectRoutes = new Hono<AppEnv>()
  .post("/upload", async (c) => {
    const user = userOf(c);
    const { photo, token } = await createPhotoSlot(c.env, user, SINGLE_UPLOAD_TTL_MS);
    return c.json({ uploadURL: uploadUrl(photo.id, token), objectURL: objectUrl(photo.id) }, 200);
  })
  .put("/upload/:id", validate("param", idParam), validate("query", tokenQuery), async (c) => {
    const user = userOf(c);
    const photo = await ownedPhoto(c.env, user, c.req.valid("param").id);
    await checkUploadToken(photo, c.req.valid("query").token);
    const bytes = await readLimited(c.req.raw.body, c.req.header("Content-Length"));
    const type = requireImage(bytes);
    const release = await claimBytes(c.env, user, photo, bytes.byteLength);
    await storeClaimed(release, () => c.env.PHOTOS.put(photo.key, bytes, { httpMetadata: { contentType: type } }));
    await markStored(c.env, user, photo, type, bytes.byteLength);
    return c.json({ objectURL: objectUrl(photo.id), contentType: type, size: bytes.byteLength }, 200);
  })
  // The session from D1, then the photo's row from the user's own object.
  .get("/:id", validate("param", idParam), async (c) => {
    const photo = await ownedPhoto(c.env, userOf(c), c.req.valid("param").id);
    const object = photo.status === "stored" ? await c.env.PHOTOS.get(photo.key) : null;
    if (!object || !photo.contentType) return c.json({ message: "Photo not found.", code: "NOT_FOUND" }, 404);
    return new Response(object.body, {
      headers: {
        "Content-Type": photo.contentType,
        "Content-Length": String(object.size),
        "Content-Disposition": "inline",
        "X-Content-Type-Options": "nosniff",
        // Private: a shared cache must never hand one user's photo to another.
        "Cache-Control": "private, max-age=86400, immutable",
        ETag: object.httpEtag,
      },
    });
  });
