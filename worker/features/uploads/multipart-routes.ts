import { Hono } from "hono";
import { MAX_PHOTO_BYTES } from "../../../domain/photos/limits";
import {
  completeMultipartSchema,
  createMultipartSchema,
  uploadParamsQuerySchema,
} from "../../../domain/photos/schemas";
import { z } from "../../../domain/zod";
import type { UserFields } from "../../db/schema";
import type { AppEnv, Bindings } from "../../env";
import { ApiError } from "../../lib/api-error";
import { readLimited, readLimitedForm, tooLarge } from "../../lib/images/body-limit";
import { requireImage } from "../../lib/images/magic-bytes";
import { movedUserData } from "../../lib/moves/ensure-moved";
import { ownedPhotoWithParts, type PhotoPartRow } from "../../lib/owned-photos";
import { validate } from "../../lib/validate";
import { userOf } from "../../middleware/session";
import {
  checkUploadToken,
  createPhotoSlot,
  MULTIPART_UPLOAD_TTL_MS,
  markStored,
  objectUrl,
  type PhotoRow,
  SINGLE_UPLOAD_TTL_MS,
} from "./photo-store";
import { claimBytes, recordPart, storeClaimed } from "./reservations";
import { uploadUrl } from "./routes";

const keyQuery = z.object({ key: z.string().min(1).max(200) });
const partParams = z.object({
  uploadId: z.string().min(1).max(1000),
  partNumber: z.coerce.number().int().min(1).max(10_000),
});
const uploadParams = z.object({ uploadId: z.string().min(1).max(1000) });

/**
 * The multipart key handed to the widget is `{photoId}.{token}`: the widget sends it back
 * on every call, so each call proves it holds the upload's single-use token. Null for a key
 * this API cannot have handed out.
 */
function splitKey(key: string): { photoId: string; token: string } | null {
  const [photoId, token] = key.split(".");
  return photoId && token && /^[0-9a-f-]{36}$/.test(photoId) ? { photoId, token } : null;
}

const uploadNotFound = () => new ApiError(404, "Upload not found.", { code: "NOT_FOUND" });

/**
 * The user's photo that the key names, held to the key's token (and to the upload id, when
 * given), with the parts recorded of its upload, in one call to the user's object; 404 for a
 * key this API cannot have handed out.
 */
async function photoForKey(
  env: Pick<Bindings, "DB" | "USER_DATA">,
  user: UserFields,
  key: string,
  uploadId?: string,
): Promise<{ photo: PhotoRow; parts: PhotoPartRow[] }> {
  const split = splitKey(key);
  if (!split) throw uploadNotFound();
  const found = await ownedPhotoWithParts(env, user, split.photoId);
  await checkUploadToken(found.photo, split.token);
  if (uploadId !== undefined && found.photo.multipartUploadId !== uploadId) throw uploadNotFound();
  return found;
}

/** Room for a form's boundaries and field headers around the photo itself. */
const FORM_ENVELOPE_BYTES = 64 * 1024;

/** R2's (and S3's) smallest part, for every part of an upload but the last. */
const MIN_PART_BYTES = 5 * 1024 * 1024;

type PartRow = PhotoPartRow;

/**
 * The recorded parts a completion names, in order. R2 refuses a part it does not hold as
 * named, or a small part before the last, with an error; checking against our own record
 * first turns what is the client's mistake into a 400 that says so, instead of a 500.
 */
function partsToComplete(named: { ETag: string; PartNumber: number }[], recorded: PartRow[]): PartRow[] {
  const invalid = (message: string) => new ApiError(400, message, { code: "INVALID_INPUT" });
  const unquote = (etag: string) => etag.replace(/^"(.*)"$/, "$1");
  const parts = named.map((p) => {
    const part = recorded.find((r) => r.partNumber === p.PartNumber && r.etag === unquote(p.ETag));
    if (!part) throw invalid(`Part ${p.PartNumber} was not uploaded as named. Please upload it again.`);
    return part;
  });
  parts.sort((x, y) => x.partNumber - y.partNumber);
  if (parts.some((p, i) => i > 0 && p.partNumber === parts[i - 1]?.partNumber)) {
    throw invalid("Each part of an upload can be named only once.");
  }
  if (parts.slice(0, -1).some((p) => p.size < MIN_PART_BYTES)) {
    throw invalid("Each part of an upload but the last must be at least 5 MB.");
  }
  return parts;
}

/** The upload widget's S3-style calls (s3/params, s3/sts, s3/multipart), on R2's multipart API, under /api/uploads. */
export const multipartRoutes = new Hono<AppEnv>()
  /**
   * Single-part parameters. The widget sends small files as an S3-style POST form to `url`
   * with `fields`; our `key` field is `{photoId}.{token}` (the capability), and the widget
   * reports `{url}/{key}` as the location, from which the client reads the photo id.
   * `putUrl` offers the same slot to clients that PUT instead.
   */
  .get("/s3/params", validate("query", uploadParamsQuerySchema), async (c) => {
    const user = userOf(c);
    const { photo, token } = await createPhotoSlot(c.env, user, SINGLE_UPLOAD_TTL_MS);
    const { type } = c.req.valid("query");
    return c.json(
      {
        method: "POST" as const,
        url: `${new URL(c.req.url).origin}/api/uploads/s3/form`,
        fields: { key: `${photo.id}.${token}` },
        headers: {},
        putUrl: uploadUrl(photo.id, token),
        contentType: type,
      },
      200,
    );
  })
  .post("/s3/form", async (c) => {
    const user = userOf(c);
    // Never the whole body first: the form is parsed through a limit of one photo and its envelope.
    const form = await readLimitedForm(c.req.raw, MAX_PHOTO_BYTES + FORM_ENVELOPE_BYTES);
    const key = form?.get("key");
    const file = form?.get("file");
    if (typeof key !== "string" || !(file instanceof File)) {
      throw new ApiError(400, "Send the photo as a form with its key and file.", { code: "INVALID_INPUT" });
    }
    const { photo } = await photoForKey(c.env, user, key);
    const bytes = await readLimited(file.stream(), String(file.size));
    const type = requireImage(bytes);
    const release = await claimBytes(c.env, user, photo, bytes.byteLength);
    await storeClaimed(release, () => c.env.PHOTOS.put(photo.key, bytes, { httpMetadata: { contentType: type } }));
    await markStored(c.env, user, photo, type, bytes.byteLength);
    return c.body(null, 204, { ETag: `"${photo.id}"` });
  })
  // Temporary storage credentials would let a browser write anywhere in the bucket.
  .get("/s3/sts", (c) =>
    c.json(
      {
        message: "Temporary storage credentials are never handed to browsers. Use signed upload URLs.",
        code: "NOT_FOUND",
      },
      404,
    ),
  )
  .post("/s3/multipart", validate("json", createMultipartSchema), async (c) => {
    const user = userOf(c);
    const { photo, token } = await createPhotoSlot(c.env, user, MULTIPART_UPLOAD_TTL_MS);
    const upload = await c.env.PHOTOS.createMultipartUpload(photo.key);
    await (await movedUserData(c.env, user)).setMultipartUpload(photo.id, upload.uploadId);
    return c.json({ uploadId: upload.uploadId, key: `${photo.id}.${token}` }, 200);
  })
  // The widget's resume listing and part signing: reads of the user's object (the parts are
  // recorded there because R2 cannot list an upload in progress; R2 itself is not called).
  .get("/s3/multipart/:uploadId", validate("param", uploadParams), validate("query", keyQuery), async (c) => {
    const user = userOf(c);
    const { parts } = await photoForKey(c.env, user, c.req.valid("query").key, c.req.valid("param").uploadId);
    return c.json(
      parts.map((p) => ({ PartNumber: p.partNumber, Size: p.size, ETag: p.etag })),
      200,
    );
  })
  .get("/s3/multipart/:uploadId/:partNumber", validate("param", partParams), validate("query", keyQuery), async (c) => {
    const { key } = c.req.valid("query");
    const { uploadId, partNumber } = c.req.valid("param");
    const { photo } = await photoForKey(c.env, userOf(c), key, uploadId);
    const url = `/api/uploads/s3/part/${photo.id}/${partNumber}?key=${encodeURIComponent(key)}`;
    return c.json({ url, expires: Math.floor((photo.uploadExpiresAt.getTime() - Date.now()) / 1000) }, 200);
  })
  .put(
    "/s3/part/:photoId/:partNumber",
    validate(
      "param",
      z.object({ photoId: z.string().max(40), partNumber: z.coerce.number().int().min(1).max(10_000) }),
    ),
    validate("query", keyQuery),
    async (c) => {
      const user = userOf(c);
      const { key } = c.req.valid("query");
      const { photoId, partNumber } = c.req.valid("param");
      const { photo, parts: recorded } = await photoForKey(c.env, user, key);
      if (photo.id !== photoId || !photo.multipartUploadId)
        throw new ApiError(404, "Upload not found.", { code: "NOT_FOUND" });
      // What the other parts already claimed is a first, cheap bound for reading; the
      // claim below is what holds when parts race.
      const replaced = recorded.find((p) => p.partNumber === partNumber);
      const room = MAX_PHOTO_BYTES - photo.reservedBytes + (replaced?.size ?? 0);
      const bytes = await readLimited(c.req.raw.body, c.req.header("Content-Length"), room);
      if (partNumber === 1) requireImage(bytes);
      const release = await claimBytes(c.env, user, photo, bytes.byteLength, partNumber);
      const upload = c.env.PHOTOS.resumeMultipartUpload(photo.key, photo.multipartUploadId);
      const part = await storeClaimed(release, () => upload.uploadPart(partNumber, bytes));
      // Once the part is in R2 its claim stays, even if recording it fails: over-counting
      // only refuses bytes, under-counting would let parts pass 10 MB.
      await recordPart(c.env, user, photo.id, { partNumber, etag: part.etag, size: bytes.byteLength });
      c.header("ETag", part.etag);
      return c.json({ ETag: part.etag, PartNumber: partNumber }, 200);
    },
  )
  .post(
    "/s3/multipart/:uploadId/complete",
    validate("param", uploadParams),
    validate("query", keyQuery),
    validate("json", completeMultipartSchema),
    async (c) => {
      const user = userOf(c);
      const { photo, parts: recorded } = await photoForKey(
        c.env,
        user,
        c.req.valid("query").key,
        c.req.valid("param").uploadId,
      );
      const parts = partsToComplete(c.req.valid("json").parts, recorded);
      const size = parts.reduce((s, p) => s + p.size, 0);
      if (size > MAX_PHOTO_BYTES) throw tooLarge();
      const upload = c.env.PHOTOS.resumeMultipartUpload(photo.key, c.req.valid("param").uploadId);
      await upload.complete(parts.map((p) => ({ partNumber: p.partNumber, etag: p.etag })));
      const head = await c.env.PHOTOS.get(photo.key, { range: { offset: 0, length: 16 } });
      const first = head ? new Uint8Array(await head.arrayBuffer()) : new Uint8Array();
      let type: ReturnType<typeof requireImage>;
      try {
        type = requireImage(first);
      } catch (error) {
        await c.env.PHOTOS.delete(photo.key);
        throw error;
      }
      await markStored(c.env, user, photo, type, size);
      return c.json({ location: objectUrl(photo.id) }, 200);
    },
  )
  .delete("/s3/multipart/:uploadId", validate("param", uploadParams), validate("query", keyQuery), async (c) => {
    const user = userOf(c);
    const { photo } = await photoForKey(c.env, user, c.req.valid("query").key, c.req.valid("param").uploadId);
    await c.env.PHOTOS.resumeMultipartUpload(photo.key, c.req.valid("param").uploadId).abort();
    // Nothing of an aborted upload is kept: no orphan parts, no empty photo slot.
    await (await movedUserData(c.env, user)).deleteUpload(photo.id);
    return c.json({}, 200);
  });
