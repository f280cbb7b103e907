import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DAILY_UPLOAD_BYTES, DAILY_UPLOAD_SLOTS, MAX_PHOTO_BYTES } from "../../domain/photos/limits";
import { localDate } from "../../domain/time/local-day";
import { countOwnRows, objectSql, signUp } from "./accounts";
import { api, errorBody, headers } from "./api";
import { call } from "./client";

// ADR 015: bytes claimed per upload in one conditional statement, every body read through a
// byte limit, and a daily quota of upload slots and bytes per user.

const JPEG = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0xff, 0xd9,
]);
const MIB = 1024 * 1024;
/** Tests that move tens of MB get more than vitest's 5 s on the shared machine. */
const HEAVY = 60_000;
const TOO_LARGE = "That photo is larger than 10 MB. Please choose a smaller image.";
const QUOTA_MESSAGE = (what: string) =>
  new RegExp(
    `^You've reached today's limit of ${what}\\. You can upload again after midnight, in \\d+ (hour|minute)s?\\.$`,
  );

const authed = (cookie: string, path: string, init: RequestInit = {}) =>
  call(path, { ...init, headers: { ...(init.headers as Record<string, string>), Cookie: cookie } });

const put = (cookie: string, url: string, body: BodyInit) =>
  authed(cookie, url, { method: "PUT", body, headers: { "Content-Type": "image/jpeg" } });

/** `size` bytes that start like a JPEG. */
function jpegOf(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(JPEG.subarray(0, 4));
  return bytes;
}

async function slot(cookie: string) {
  const res = await api.objects.upload.$post(undefined, headers(cookie));
  expect(res.status).toBe(200);
  return res.json();
}

const photoIdOf = (url: string) => url.match(/[0-9a-f-]{36}/)?.[0] ?? "";

/** The photos' rows live in the user's own object (ADR 067). */
async function reservedBytes(userId: string, photoId: string): Promise<number> {
  const [row] = await objectSql<{ n: number }>(userId, "select reserved_bytes as n from photos where id = ?", photoId);
  return row?.n ?? -1;
}

async function recordedPartBytes(userId: string, photoId: string): Promise<number> {
  const [row] = await objectSql<{ n: number }>(
    userId,
    "select coalesce(sum(size), 0) as n from photo_parts where photo_id = ?",
    photoId,
  );
  return row?.n ?? -1;
}

/** Today's usage row of a user in the UTC zone new accounts have. */
const today = () => localDate(Date.now(), "UTC");

async function setUsage(userId: string, usage: { slots?: number; bytes?: number }) {
  await objectSql(
    userId,
    "insert into upload_usage (local_date, slots, bytes) values (?1, ?2, ?3) on conflict do update set slots = ?2, bytes = ?3",
    today(),
    usage.slots ?? 0,
    usage.bytes ?? 0,
  );
}

async function usage(userId: string): Promise<{ slots: number; bytes: number }> {
  const [row] = await objectSql<{ slots: number; bytes: number }>(
    userId,
    "select slots, bytes from upload_usage where local_date = ?",
    today(),
  );
  return row ?? { slots: 0, bytes: 0 };
}

async function expectQuotaRefusal(res: { status: number; headers: Headers; json(): Promise<unknown> }, what: string) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get("Retry-After"));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(25 * 3600);
  const body = await errorBody(res);
  expect(body.code).toBe("UPLOAD_QUOTA_EXCEEDED");
  expect(body.message).toMatch(QUOTA_MESSAGE(what));
}

const openMultipart = (cookie: string) =>
  api.uploads.s3.multipart.$post({ json: { filename: "meal.jpg", type: "image/jpeg" } }, headers(cookie));
/** The upload widget's form upload: its signed fields. */
const formParams = (cookie: string) =>
  api.uploads.s3.params.$get({ query: { filename: "a.jpg", type: "image/jpeg" } }, headers(cookie));

async function createMultipart(cookie: string) {
  const created = await openMultipart(cookie);
  expect(created.status).toBe(200);
  const { uploadId, key } = await created.json();
  const photoId = key.split(".")[0] ?? "";
  const partUrl = async (n: number) => {
    const param = { uploadId, partNumber: String(n) };
    const res = await api.uploads.s3.multipart[":uploadId"][":partNumber"].$get(
      { param, query: { key } },
      headers(cookie),
    );
    return (await res.json()).url;
  };
  return { uploadId, key, photoId, partUrl };
}

describe("bytes claimed per upload", () => {
  it(
    "five concurrent 6 MB parts of one upload never store more than 10 MB together",
    async () => {
      const a = await signUp();
      const { photoId, partUrl } = await createMultipart(a.cookie);
      const urls = await Promise.all([1, 2, 3, 4, 5].map(partUrl));
      const results = await Promise.all(urls.map((url) => put(a.cookie, url, jpegOf(6 * MIB))));

      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 413, 413, 413, 413]);
      for (const res of results.filter((r) => r.status === 413)) {
        expect((await errorBody(res)).message).toBe(TOO_LARGE);
      }
      expect(await recordedPartBytes(a.id, photoId)).toBe(6 * MIB);
      expect(await reservedBytes(a.id, photoId)).toBe(6 * MIB);
      expect((await usage(a.id)).bytes).toBe(6 * MIB);

      // A retry of the stored part replaces it: its old bytes stop counting, so it is not refused.
      const winner = urls[results.findIndex((r) => r.status === 200)] ?? "";
      expect((await put(a.cookie, winner, jpegOf(6 * MIB))).status).toBe(200);
      expect(await reservedBytes(a.id, photoId)).toBe(6 * MIB);
      expect(await recordedPartBytes(a.id, photoId)).toBe(6 * MIB);
    },
    HEAVY,
  );

  it(
    "a part that fails on its way to storage gives its bytes back",
    async () => {
      const a = await signUp();
      const { uploadId, photoId, partUrl } = await createMultipart(a.cookie);
      // R2 loses the upload under the part (as when it expires there): the part cannot be stored.
      await env.PHOTOS.resumeMultipartUpload(`photos/${a.id}/${photoId}`, uploadId).abort();
      const res = await put(a.cookie, await partUrl(1), jpegOf(6 * MIB));
      expect(res.status).toBe(500);
      expect(await reservedBytes(a.id, photoId)).toBe(0);
      expect((await usage(a.id)).bytes).toBe(0);
    },
    HEAVY,
  );

  it("two concurrent uploads to one single-use link store one photo", async () => {
    const a = await signUp();
    const { uploadURL } = await slot(a.cookie);
    const results = await Promise.all([put(a.cookie, uploadURL, jpegOf(MIB)), put(a.cookie, uploadURL, jpegOf(MIB))]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await env.PHOTOS.list({ prefix: `photos/${a.id}/` })).objects).toHaveLength(1);
    expect((await usage(a.id)).bytes).toBe(MIB);
  });
});

describe("bodies read through a byte limit", () => {
  const boundary = "proteo-test-boundary";
  const formHead = (key: string) =>
    new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="key"\r\n\r\n${key}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
  const formTail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);

  async function formKey(cookie: string): Promise<string> {
    return (await (await formParams(cookie)).json()).fields.key;
  }

  const postForm = (cookie: string, body: ReadableStream<Uint8Array>) =>
    authed(cookie, "/api/uploads/s3/form", {
      method: "POST",
      body,
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
    });

  it(
    "refuses a chunked form past the limit while reading it, never holding it all",
    async () => {
      const a = await signUp();
      const key = await formKey(a.cookie);
      let sent = 0;
      // A body without a length, four times the limit: a server that parsed the form first
      // would pull all of it before saying no.
      const huge = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent > 4 * MAX_PHOTO_BYTES) {
            controller.enqueue(formTail);
            controller.close();
            return;
          }
          const chunk = sent === 0 ? formHead(key) : jpegOf(256 * 1024);
          sent += chunk.byteLength;
          controller.enqueue(chunk);
        },
      });
      const res = await postForm(a.cookie, huge);
      expect(res.status).toBe(413);
      expect((await errorBody(res)).message).toBe(TOO_LARGE);
      expect(sent).toBeLessThan(MAX_PHOTO_BYTES + 4 * MIB);
      expect((await env.PHOTOS.list({ prefix: `photos/${a.id}/` })).objects).toHaveLength(0);
      expect(await countOwnRows(a.id, "photos", "status = 'stored'")).toBe(0);
    },
    HEAVY,
  );

  it(
    "stores a chunked form within the limit",
    async () => {
      const a = await signUp();
      const key = await formKey(a.cookie);
      const chunks = [formHead(key), jpegOf(3 * MIB), formTail];
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          const next = chunks.shift();
          if (next) controller.enqueue(next);
          else controller.close();
        },
      });
      const res = await postForm(a.cookie, body);
      expect(res.status).toBe(204);
      expect(await countOwnRows(a.id, "photos", "status = 'stored' and size = ?", 3 * MIB)).toBe(1);
    },
    HEAVY,
  );

  it(
    "refuses a chunked single-part upload past 10 MB, storing nothing",
    async () => {
      const a = await signUp();
      const { uploadURL } = await slot(a.cookie);
      let sent = 0;
      const huge = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent > 4 * MAX_PHOTO_BYTES) return controller.close();
          const chunk = jpegOf(256 * 1024);
          sent += chunk.byteLength;
          controller.enqueue(chunk);
        },
      });
      const res = await put(a.cookie, uploadURL, huge);
      expect(res.status).toBe(413);
      expect(sent).toBeLessThan(MAX_PHOTO_BYTES + 4 * MIB);
      expect((await env.PHOTOS.list({ prefix: `photos/${a.id}/` })).objects).toHaveLength(0);
      expect(await reservedBytes(a.id, photoIdOf(uploadURL))).toBe(0);
    },
    HEAVY,
  );
});

describe("daily upload quota", () => {
  it(`gives out at most ${DAILY_UPLOAD_SLOTS} slots a day, to concurrent requests too, then 429 with Retry-After`, async () => {
    const a = await signUp();
    const b = await signUp();
    await setUsage(a.id, { slots: DAILY_UPLOAD_SLOTS - 3 });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => authed(a.cookie, "/api/objects/upload", { method: "POST" })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    for (const res of results.filter((r) => r.status === 429)) {
      await expectQuotaRefusal(res, `${DAILY_UPLOAD_SLOTS} photo uploads`);
    }
    expect(await countOwnRows(a.id, "photos")).toBe(3);
    expect((await usage(a.id)).slots).toBe(DAILY_UPLOAD_SLOTS);

    // Every way of opening a slot is counted.
    await expectQuotaRefusal(await formParams(a.cookie), `${DAILY_UPLOAD_SLOTS} photo uploads`);
    await expectQuotaRefusal(await openMultipart(a.cookie), `${DAILY_UPLOAD_SLOTS} photo uploads`);
    expect(await countOwnRows(a.id, "photos")).toBe(3);

    // Another user is not affected.
    await slot(b.cookie);
    expect((await usage(b.id)).slots).toBe(1);
  });

  it(`accepts at most ${DAILY_UPLOAD_BYTES / MIB} MB a day, then 429; the refused link still works later`, async () => {
    const a = await signUp();
    const b = await signUp();
    const { uploadURL, objectURL } = await slot(a.cookie);
    await setUsage(a.id, { slots: 1, bytes: DAILY_UPLOAD_BYTES - JPEG.byteLength + 1 });

    await expectQuotaRefusal(await put(a.cookie, uploadURL, JPEG), `${DAILY_UPLOAD_BYTES / MIB} MB of uploads`);
    expect((await env.PHOTOS.list({ prefix: `photos/${a.id}/` })).objects).toHaveLength(0);
    expect(await reservedBytes(a.id, photoIdOf(uploadURL))).toBe(0);
    expect((await usage(a.id)).bytes).toBe(DAILY_UPLOAD_BYTES - JPEG.byteLength + 1);

    // Multipart parts count against the same bytes.
    const { photoId, partUrl } = await createMultipart(a.cookie);
    await expectQuotaRefusal(await put(a.cookie, await partUrl(1), JPEG), `${DAILY_UPLOAD_BYTES / MIB} MB of uploads`);
    expect(await reservedBytes(a.id, photoId)).toBe(0);

    // Another user is not affected.
    const theirs = await slot(b.cookie);
    expect((await put(b.cookie, theirs.uploadURL, JPEG)).status).toBe(200);

    // With room again (the next day), the same link stores the photo: the refusal claimed nothing.
    await setUsage(a.id, { slots: 1, bytes: DAILY_UPLOAD_BYTES - JPEG.byteLength });
    expect((await put(a.cookie, uploadURL, JPEG)).status).toBe(200);
    expect((await authed(a.cookie, objectURL)).status).toBe(200);
    expect((await usage(a.id)).bytes).toBe(DAILY_UPLOAD_BYTES);
  });
});
