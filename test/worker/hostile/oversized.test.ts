import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MAX_PHOTO_BYTES } from "../../../domain/photos/limits";
import { JSON_BODY_LIMIT } from "../../../worker/app";
import { countOwnRows, signUp } from "../accounts";
import { as, JPEG } from "./fixtures";
import { errorBody, ROUTES, tableCounts, userSnapshot } from "./routes";

const PHOTO_PATHS = [
  "/api/objects/upload/:id",
  "/api/uploads/s3/part/:photoId/:partNumber",
  "/api/uploads/s3/form",
  "/api/foods/label",
];
const JSON_ROUTES = ROUTES.filter((r) => !["GET", "HEAD"].includes(r.method) && !PHOTO_PATHS.includes(r.path));

/** A JSON object just over the limit: a valid meal whose title carries the padding. */
const bigJson = () => JSON.stringify({ mealType: "lunch", totalProtein: 10, title: "x".repeat(JSON_BODY_LIMIT) });

/** The same bytes without a Content-Length, as a chunked stream. */
function streamed(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + 16 * 1024));
      offset += 16 * 1024;
    },
  });
}

/** A valid JPEG head followed by `size` bytes in total. */
function photoOf(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(JPEG.subarray(0, 4));
  return bytes;
}

describe("oversized bodies", () => {
  it.each(JSON_ROUTES)(
    "$method $path answers 413 to a JSON body over 64 KB and writes nothing",
    async ({ method, path }) => {
      const a = await signUp();
      const url = path.replace(/:[A-Za-z]+/g, "00000000-0000-4000-8000-000000000000");
      for (const body of [bigJson(), streamed(bigJson())]) {
        const counts = await tableCounts();
        const snapshot = await userSnapshot(a.id);
        const res = await as(a.cookie, url, {
          method,
          body,
          headers: { "Content-Type": "application/json" },
          ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
        } as RequestInit);
        expect(res.status).toBe(413);
        expect((await errorBody(res)).code).toBe("PAYLOAD_TOO_LARGE");
        expect(await tableCounts()).toEqual(counts);
        expect(await userSnapshot(a.id)).toBe(snapshot);
      }
    },
  );

  it("refuses a photo over 10 MB on the single upload URL, declared or streamed, and stores nothing", async () => {
    const a = await signUp();
    const slot = (await (await as(a.cookie, "/api/objects/upload", { method: "POST" })).json()) as {
      uploadURL: string;
      objectURL: string;
    };
    const photoId = slot.objectURL.split("/").pop() ?? "";
    for (const body of [photoOf(MAX_PHOTO_BYTES + 1), new Blob([photoOf(MAX_PHOTO_BYTES + 1)]).stream()]) {
      const snapshot = await userSnapshot(a.id);
      const res = await as(a.cookie, slot.uploadURL, {
        method: "PUT",
        body,
        headers: { "Content-Type": "image/jpeg" },
        ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
      } as RequestInit);
      expect(res.status).toBe(413);
      expect((await errorBody(res)).code).toBe("PHOTO_TOO_LARGE");
      expect(await userSnapshot(a.id)).toBe(snapshot);
      expect(await env.PHOTOS.head(`photos/${a.id}/${photoId}`)).toBeNull();
    }
    // The slot is still usable for a photo within the limit.
    const ok = await as(a.cookie, slot.uploadURL, {
      method: "PUT",
      body: JPEG,
      headers: { "Content-Type": "image/jpeg" },
    });
    expect(ok.status).toBe(200);
  });

  it("refuses a photo over 10 MB through the upload form and stores nothing", async () => {
    const a = await signUp();
    const params = (await (await as(a.cookie, "/api/uploads/s3/params?filename=a.jpg&type=image/jpeg")).json()) as {
      fields: { key: string };
    };
    const form = new FormData();
    form.set("key", params.fields.key);
    form.set("file", new File([photoOf(MAX_PHOTO_BYTES + 1)], "big.jpg", { type: "image/jpeg" }));
    const snapshot = await userSnapshot(a.id);
    const res = await as(a.cookie, "/api/uploads/s3/form", { method: "POST", body: form });
    expect(res.status).toBe(413);
    await errorBody(res);
    expect(await userSnapshot(a.id)).toBe(snapshot);
    const photoId = params.fields.key.split(".")[0];
    expect(await env.PHOTOS.head(`photos/${a.id}/${photoId}`)).toBeNull();
  });

  it("refuses a label photo over 10 MB, declared or streamed, and takes no AI analysis for it", async () => {
    const a = await signUp();
    const form = new FormData();
    form.set("photo", new File([photoOf(MAX_PHOTO_BYTES + 1)], "label.jpg", { type: "image/jpeg" }));
    const encoded = new Response(form);
    const contentType = encoded.headers.get("Content-Type") ?? "";
    const body = new Uint8Array(await encoded.arrayBuffer());
    for (const sent of [body, new Blob([body]).stream()]) {
      const snapshot = await userSnapshot(a.id);
      const res = await as(a.cookie, "/api/foods/label", {
        method: "POST",
        body: sent,
        headers: { "Content-Type": contentType },
        ...(sent instanceof ReadableStream ? { duplex: "half" } : {}),
      } as RequestInit);
      expect(res.status).toBe(413);
      expect((await errorBody(res)).code).toBe("PHOTO_TOO_LARGE");
      expect(await userSnapshot(a.id)).toBe(snapshot);
      expect(await countOwnRows(a.id, "ai_usage", "count > 0")).toBe(0);
    }
  });

  it("refuses multipart parts that together pass 10 MB", async () => {
    const a = await signUp();
    const created = (await (
      await as(a.cookie, "/api/uploads/s3/multipart", { json: { filename: "a.jpg", type: "image/jpeg" } })
    ).json()) as { uploadId: string; key: string };
    const q = `key=${encodeURIComponent(created.key)}`;
    const partUrl = async (n: number) =>
      (
        (await (await as(a.cookie, `/api/uploads/s3/multipart/${created.uploadId}/${n}?${q}`)).json()) as {
          url: string;
        }
      ).url;
    const first = await as(a.cookie, await partUrl(1), {
      method: "PUT",
      body: photoOf(6 * 1024 * 1024),
      headers: { "Content-Type": "image/jpeg" },
    });
    expect(first.status).toBe(200);
    const snapshot = await userSnapshot(a.id);
    const second = await as(a.cookie, await partUrl(2), {
      method: "PUT",
      body: new Uint8Array(5 * 1024 * 1024),
      headers: { "Content-Type": "image/jpeg" },
    });
    expect(second.status).toBe(413);
    await errorBody(second);
    expect(await userSnapshot(a.id)).toBe(snapshot);
  });
});
