import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { countOwnMealRows, countOwnRows, objectSql, signUp } from "./accounts";
import { api, errorBody, headers } from "./api";
import { call } from "./client";

const JPEG = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0xff, 0xd9,
]);

const authed = (cookie: string, path: string, init: RequestInit = {}) =>
  call(path, { ...init, headers: { ...(init.headers as Record<string, string>), Cookie: cookie } });

async function slot(cookie: string) {
  const res = await api.objects.upload.$post(undefined, headers(cookie));
  expect(res.status).toBe(200);
  return res.json();
}

const multipart = api.uploads.s3.multipart;

/** Starts a multipart upload; returns its id and the key the widget sends back. */
async function createMultipart(
  cookie: string,
  json: { filename: string; type: string; metadata?: Record<string, unknown> },
) {
  const created = await multipart.$post({ json }, headers(cookie));
  expect(created.status).toBe(200);
  return created.json();
}

/** The Worker URL a part is sent to. */
async function signPart(cookie: string, uploadId: string, key: string, partNumber: number) {
  const signed = await multipart[":uploadId"][":partNumber"].$get(
    { param: { uploadId, partNumber: String(partNumber) }, query: { key } },
    headers(cookie),
  );
  return (await signed.json()).url;
}

const completeMultipart = (
  cookie: string,
  uploadId: string,
  key: string,
  parts: { ETag: string; PartNumber: number }[],
) => multipart[":uploadId"].complete.$post({ param: { uploadId }, query: { key }, json: { parts } }, headers(cookie));

const put = (cookie: string, url: string, body: BodyInit, type = "image/jpeg") =>
  authed(cookie, url, { method: "PUT", body, headers: { "Content-Type": type } });

describe("single-part photo uploads", () => {
  it("stores a JPEG through a signed Worker URL and serves it to its owner only", async () => {
    const a = await signUp();
    const b = await signUp();
    const { uploadURL, objectURL } = await slot(a.cookie);
    expect(uploadURL).toMatch(/^\/api\/objects\/upload\/[0-9a-f-]{36}\?token=[A-Za-z0-9_-]{43}$/);
    expect(objectURL).toMatch(/^\/api\/objects\/[0-9a-f-]{36}$/);
    const res = await put(a.cookie, uploadURL, JPEG, "image/png");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ contentType: "image/jpeg", size: JPEG.byteLength });

    const mine = await authed(a.cookie, objectURL);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("Content-Type")).toBe("image/jpeg"); // sniffed, not the client's word
    expect(mine.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(mine.headers.get("Content-Disposition")).toBe("inline");
    expect(mine.headers.get("Cache-Control")).toContain("private");
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(JPEG);
    expect((await authed(b.cookie, objectURL)).status).toBe(404);
    expect((await call(objectURL)).status).toBe(401);
  });

  it("refuses a reused, forged, expired or foreign upload URL", async () => {
    const a = await signUp();
    const b = await signUp();
    const first = await slot(a.cookie);
    expect((await put(a.cookie, first.uploadURL, JPEG)).status).toBe(200);
    expect((await put(a.cookie, first.uploadURL, JPEG)).status).toBe(409);

    const forged = await slot(a.cookie);
    expect((await put(a.cookie, forged.uploadURL.replace(/token=.*/, `token=${"x".repeat(43)}`), JPEG)).status).toBe(
      403,
    );
    expect((await put(b.cookie, forged.uploadURL, JPEG)).status).toBe(404);

    const expired = await slot(a.cookie);
    const id = expired.objectURL.split("/").pop() ?? "";
    await objectSql(a.id, "update photos set upload_expires_at = ? where id = ?", Date.now() - 1, id);
    const late = await put(a.cookie, expired.uploadURL, JPEG);
    expect(late.status).toBe(410);
    expect((await errorBody(late)).message).toBe("This upload link has expired. Please try again.");
  });

  it("refuses more than 10 MB and non-images, storing nothing", async () => {
    const a = await signUp();
    const big = await slot(a.cookie);
    const tooBig = new Uint8Array(10_485_761);
    tooBig.set(JPEG.subarray(0, 4));
    const res = await put(a.cookie, big.uploadURL, tooBig);
    expect(res.status).toBe(413);
    expect((await errorBody(res)).message).toBe("That photo is larger than 10 MB. Please choose a smaller image.");

    const html = await slot(a.cookie);
    const bad = await put(
      a.cookie,
      html.uploadURL,
      new TextEncoder().encode("<html><script>alert(1)</script>"),
      "image/jpeg",
    );
    expect(bad.status).toBe(415);
    const listed = await env.PHOTOS.list({ prefix: `photos/${a.id}/` });
    expect(listed.objects).toHaveLength(0);
    expect(await countOwnRows(a.id, "photos", "status = 'stored'")).toBe(0);
  });
});

describe("multipart (resumable) uploads", () => {
  const FIVE_MIB = 5 * 1024 * 1024;

  it("creates, signs, uploads, lists, completes, and serves", async () => {
    const a = await signUp();
    const { uploadId, key } = await createMultipart(a.cookie, {
      filename: "meal.jpg",
      type: "image/jpeg",
      metadata: {},
    });
    const part1 = new Uint8Array(FIVE_MIB);
    part1.set(JPEG.subarray(0, 4));
    const etags: { ETag: string; PartNumber: number }[] = [];
    for (const [n, bytes] of [
      [1, part1],
      [2, new Uint8Array([1, 2, 3, 0xff, 0xd9])],
    ] as const) {
      const res = await put(a.cookie, await signPart(a.cookie, uploadId, key, n), bytes);
      expect(res.status).toBe(200);
      etags.push({ ETag: res.headers.get("ETag") ?? "", PartNumber: n });
    }
    const listed = await multipart[":uploadId"].$get({ param: { uploadId }, query: { key } }, headers(a.cookie));
    const parts = await listed.json();
    expect(parts.map((p) => [p.PartNumber, p.Size])).toEqual([
      [1, FIVE_MIB],
      [2, 5],
    ]);
    const done = await completeMultipart(a.cookie, uploadId, key, etags);
    expect(done.status).toBe(200);
    const { location } = await done.json();
    const photo = await authed(a.cookie, location);
    expect(photo.status).toBe(200);
    expect((await photo.arrayBuffer()).byteLength).toBe(FIVE_MIB + 5);
  });

  it("lists parts to resume and signs a part in one D1 round trip each, for the upload's owner only", async () => {
    const a = await signUp();
    const b = await signUp();
    const { uploadId, key } = await createMultipart(a.cookie, { filename: "x.jpg", type: "image/jpeg" });
    const part1 = new Uint8Array(FIVE_MIB);
    part1.set(JPEG.subarray(0, 4));
    expect((await put(a.cookie, await signPart(a.cookie, uploadId, key, 1), part1)).status).toBe(200);
    const q = `key=${encodeURIComponent(key)}`;
    const listed = await authed(a.cookie, `/api/uploads/s3/multipart/${uploadId}?${q}`);
    expect(await listed.json()).toEqual([expect.objectContaining({ PartNumber: 1, Size: FIVE_MIB })]);
    expect(listed.headers.get("X-D1-Round-Trips")).toBe("1");
    const signed = await authed(a.cookie, `/api/uploads/s3/multipart/${uploadId}/2?${q}`);
    expect(await signed.json()).toMatchObject({ url: expect.stringContaining("/api/uploads/s3/part/") });
    expect(signed.headers.get("X-D1-Round-Trips")).toBe("1");

    // B's own upload key with A's upload id, A's key from B, a forged token, a malformed key, no session.
    const mine = await createMultipart(b.cookie, { filename: "y.jpg", type: "image/jpeg" });
    const refusals: [string, string, string, number][] = [
      ["B's key, A's upload id", b.cookie, `${uploadId}?key=${encodeURIComponent(mine.key)}`, 404],
      ["A's key from B", b.cookie, `${uploadId}?${q}`, 404],
      ["forged token", a.cookie, `${uploadId}?key=${encodeURIComponent(`${key.split(".")[0]}.forged`)}`, 403],
      ["malformed key", a.cookie, `${uploadId}?key=nonsense`, 404],
      ["signed out, malformed key", "", `${uploadId}?key=nonsense`, 401],
      ["signed out", "", `${uploadId}?${q}`, 401],
    ];
    for (const [label, cookie, path, status] of refusals) {
      for (const url of [
        `/api/uploads/s3/multipart/${path}`,
        `/api/uploads/s3/multipart/${path.replace("?", "/2?")}`,
      ]) {
        const res = await authed(cookie, url);
        expect(res.status, `${label}: ${url}`).toBe(status);
        expect(await res.text(), label).not.toContain("PartNumber");
      }
    }
  });

  /** A multipart upload with `parts` uploaded; returns what completing it needs. */
  async function uploadParts(cookie: string, parts: Uint8Array[]) {
    const { uploadId, key } = await createMultipart(cookie, { filename: "meal.jpg", type: "image/jpeg" });
    const q = `key=${encodeURIComponent(key)}`;
    const etags: { ETag: string; PartNumber: number }[] = [];
    for (const [i, bytes] of parts.entries()) {
      const res = await put(cookie, await signPart(cookie, uploadId, key, i + 1), bytes);
      expect(res.status).toBe(200);
      etags.push({ ETag: res.headers.get("ETag") ?? "", PartNumber: i + 1 });
    }
    const complete = (named: unknown[]) =>
      authed(cookie, `/api/uploads/s3/multipart/${uploadId}/complete?${q}`, {
        method: "POST",
        body: JSON.stringify({ parts: named }),
        headers: { "Content-Type": "application/json" },
      });
    return { etags, complete };
  }

  // Found by the hostile-input property (test/worker/hostile/fuzz.test.ts): these were 500s.
  it("refuses to complete with parts that were not uploaded as named, and can still complete after", async () => {
    const a = await signUp();
    const first = new Uint8Array(FIVE_MIB);
    first.set(JPEG.subarray(0, 4));
    const { etags, complete } = await uploadParts(a.cookie, [first, new Uint8Array([1, 2, 3])]);
    const [one, two] = etags as [(typeof etags)[0], (typeof etags)[0]];
    for (const named of [
      [{ ETag: "x", PartNumber: 1 }, two],
      [one, { ETag: two.ETag, PartNumber: 3 }],
      [one, one, two],
    ]) {
      const res = await complete(named);
      expect(res.status, JSON.stringify(named)).toBe(400);
      expect((await errorBody(res)).code).toBe("INVALID_INPUT");
      expect(await countOwnRows(a.id, "photos", "status = 'stored'")).toBe(0);
    }
    // In any order, the parts as uploaded make the photo.
    expect((await complete([two, one])).status).toBe(200);
    expect(await countOwnRows(a.id, "photos", "status = 'stored' and size = ?", FIVE_MIB + 3)).toBe(1);
  });

  it("refuses to complete when a part before the last is under 5 MB", async () => {
    const a = await signUp();
    const { etags, complete } = await uploadParts(a.cookie, [JPEG, JPEG]);
    const res = await complete(etags);
    expect(res.status).toBe(400);
    expect((await errorBody(res)).message).toBe("Each part of an upload but the last must be at least 5 MB.");
    expect(await countOwnRows(a.id, "photos", "status = 'stored'")).toBe(0);
  });

  it("aborting leaves no orphan upload or photo", async () => {
    const a = await signUp();
    const { uploadId, key } = await createMultipart(a.cookie, { filename: "x.jpg", type: "image/jpeg" });
    const q = `key=${encodeURIComponent(key)}`;
    const res = await authed(a.cookie, `/api/uploads/s3/multipart/${uploadId}?${q}`, { method: "DELETE" });
    expect(res.status).toBe(200);
    expect(await countOwnRows(a.id, "photos")).toBe(0);
    // The upload itself is gone: its key no longer answers.
    expect((await authed(a.cookie, `/api/uploads/s3/multipart/${uploadId}?${q}`)).status).toBe(404);
  });

  it("refuses another user's key, and never hands out storage credentials", async () => {
    const a = await signUp();
    const b = await signUp();
    const { uploadId, key } = await createMultipart(a.cookie, { filename: "x.jpg", type: "image/jpeg" });
    expect(
      (await authed(b.cookie, `/api/uploads/s3/multipart/${uploadId}?key=${encodeURIComponent(key)}`)).status,
    ).toBe(404);
    expect(
      (
        await authed(
          a.cookie,
          `/api/uploads/s3/multipart/${uploadId}?key=${encodeURIComponent(key.split(".")[0] ?? "")}.forged`,
        )
      ).status,
    ).toBe(403);
    const sts = await authed(a.cookie, "/api/uploads/s3/sts");
    expect(sts.status).toBe(404);
    const signed = await api.uploads.s3.params.$get(
      { query: { filename: "a.jpg", type: "image/jpeg" } },
      headers(a.cookie),
    );
    const params = await signed.json();
    expect(params.method).toBe("POST");
    const form = new FormData();
    form.set("key", params.fields.key);
    form.set("file", new File([JPEG], "a.jpg", { type: "image/jpeg" }));
    const posted = await authed(a.cookie, new URL(params.url).pathname, { method: "POST", body: form });
    expect(posted.status).toBe(204);
    const photoId = params.fields.key.split(".")[0];
    expect((await authed(a.cookie, `/api/objects/${photoId}`)).status).toBe(200);
    // The form's key is single-use, like every upload link.
    const again = new FormData();
    again.set("key", params.fields.key);
    again.set("file", new File([JPEG], "a.jpg", { type: "image/jpeg" }));
    expect((await authed(a.cookie, "/api/uploads/s3/form", { method: "POST", body: again })).status).toBe(409);
  });
});

describe("photo links in meals", () => {
  it("refuses a meal or a migrated guest meal that shows another user's photo", async () => {
    const a = await signUp();
    const b = await signUp();
    const { uploadURL, objectURL } = await slot(a.cookie);
    expect((await put(a.cookie, uploadURL, JPEG)).status).toBe(200);
    const manual = await call("/api/meals/manual", {
      json: { title: "Borrowed", totalProtein: "20", imageUrl: objectURL },
      headers: { Cookie: b.cookie },
    });
    expect(manual.status).toBe(400);
    expect((await errorBody(manual)).code).toBe("INVALID_PHOTO");
    const migrated = await call("/api/migrate-guest-data", {
      json: {
        guestMeals: [
          {
            id: "g1",
            mealType: "lunch",
            totalProtein: "0",
            imageUrl: objectURL,
            createdAt: new Date().toISOString(),
            foodItems: [],
          },
        ],
      },
      headers: { Cookie: b.cookie },
    });
    expect(migrated.status).toBe(400);
    expect(await countOwnMealRows(b.id, "meals")).toBe(0);
    const own = await call("/api/meals/manual", {
      json: { title: "Mine", totalProtein: "20", imageUrl: objectURL },
      headers: { Cookie: a.cookie },
    });
    expect(own.status).toBe(201);
  });
});
