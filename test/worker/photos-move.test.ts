import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { localDate } from "../../domain/time/local-day";
import { MOVED_GROUPS } from "../../worker/db/moved-groups";
import { type MoveStep, moveUser, moveWaitingUsers } from "../../worker/lib/moves/move-user";
import { photosMove } from "../../worker/lib/moves/photos-move";
import { userData } from "../../worker/lib/user-data";
import { countOwnRows, objectSql, signUp } from "./accounts";
import { headers } from "./api";
import { call } from "./client";
import { JPEG, uploadPhoto } from "./photos";

/**
 * An account from before the move keeps its photos' rows, the parts of an upload in progress and
 * its daily upload usage in D1 until they move into its own object (ADR 067), on its first
 * request that needs them or by the cron. The bytes stay in R2 under the same keys. Nothing is
 * lost, whatever step a move stops at.
 */
const AT = 1_700_000_000_000;
const today = () => localDate(Date.now(), "UTC");

/**
 * A signed-up account set back to before every move, with `stored` photos in D1 (the first one's
 * bytes in R2), a resumable upload in progress with one recorded part, and today's usage.
 */
async function legacyPhotos(stored = 2) {
  const account = await signUp();
  const ids = Array.from({ length: stored }, () => crypto.randomUUID());
  const pending = crypto.randomUUID();
  const key = (id: string) => `photos/${account.id}/${id}`;
  await env.DB.batch([
    // Every group before the photos moved, the photos not yet.
    env.DB.prepare("update users set moved_groups = ? where id = ?").bind(photosMove.group - 1, account.id),
    // One statement for any number of photos: D1 binds at most 100 parameters.
    env.DB.prepare(
      `insert into photos (id, user_id, key, status, content_type, size, uploaded_at, upload_expires_at,
        upload_token_hash, reserved_bytes, created_at)
       select value, ?1, 'photos/' || ?1 || '/' || value, 'stored', 'image/jpeg', ?2, ?3 + key, ?3 + key, 'used', ?2, ?3 + key
       from json_each(?4)`,
    ).bind(account.id, JPEG.byteLength, AT, JSON.stringify(ids)),
    env.DB.prepare(
      `insert into photos (id, user_id, key, status, upload_expires_at, upload_token_hash, multipart_upload_id,
        reserved_bytes, created_at) values (?, ?, ?, 'pending', ?, 'hash', 'upload-1', 6, ?)`,
    ).bind(pending, account.id, key(pending), Date.now() + 86_400_000, Date.now()),
    env.DB.prepare("insert into photo_parts (photo_id, part_number, etag, size) values (?, 1, 'etag-1', 6)").bind(
      pending,
    ),
    env.DB.prepare("insert into upload_usage (user_id, local_date, slots, bytes) values (?, ?, 3, 1000)").bind(
      account.id,
      today(),
    ),
  ]);
  await env.PHOTOS.put(key(ids[0] ?? ""), JPEG, { httpMetadata: { contentType: "image/jpeg" } });
  return { ...account, ids, pending };
}

const d1Rows = async (userId: string) =>
  (
    await env.DB.prepare(
      `select (select count(*) from photos where user_id = ?1)
        + (select count(*) from photo_parts where photo_id in (select id from photos where user_id = ?1))
        + (select count(*) from upload_usage where user_id = ?1) as n`,
    )
      .bind(userId)
      .first<{ n: number }>()
  )?.n;
const movedGroups = async (userId: string) =>
  (await env.DB.prepare("select moved_groups as m from users where id = ?").bind(userId).first<{ m: number }>())?.m;
const photoStatus = async (cookie: string, id: string) =>
  (await call(`/api/objects/${id}`, { headers: headers(cookie).headers })).status;
const todaysSlots = async (userId: string) =>
  (await objectSql<{ slots: number }>(userId, "select slots from upload_usage where local_date = ?", today()))[0]
    ?.slots;

describe("moving photos' rows from D1 into the user's own object", () => {
  it("moves on the first request that needs them: the photo is served, its meal logged, nothing left in D1", async () => {
    const a = await legacyPhotos();
    const [first] = a.ids;
    expect(await photoStatus(a.cookie, first ?? "")).toBe(200);
    expect(await movedGroups(a.id)).toBe(MOVED_GROUPS);
    expect(await d1Rows(a.id)).toBe(0);
    expect(await countOwnRows(a.id, "photos", "status = 'stored'")).toBe(2);
    expect(await countOwnRows(a.id, "photo_parts")).toBe(1);
    expect(await todaysSlots(a.id)).toBe(3);
    // A moved photo goes on a meal as any other.
    const meal = await call("/api/meals/manual", {
      json: { mealType: "lunch", title: "Moved photo", totalProtein: 20, imageUrl: `/api/objects/${first}` },
      headers: headers(a.cookie).headers,
    });
    expect(meal.status).toBe(201);
    const exported = (await (await call("/api/account/export", { headers: headers(a.cookie).headers })).json()) as {
      photos: { id: string; uploadedAt: string }[];
      uploadsPerDay: { date: string; photos: number; bytes: number }[];
    };
    expect(exported.photos.map((p) => p.id)).toEqual(a.ids);
    expect(exported.photos[0]?.uploadedAt).toBe(new Date(AT).toISOString());
    expect(exported.uploadsPerDay).toEqual([{ date: today(), photos: 3, bytes: 1000 }]);
  });

  for (const step of ["copy", "verify", "flip"] as MoveStep[]) {
    it(`a move stopped after its ${step} step leaves the photos readable and uploads working, and finishes later`, async () => {
      const a = await legacyPhotos();
      const stop = (at: MoveStep, group: string) => {
        if (at === step && group === "photos") throw new Error(`stopped after ${step}`);
      };
      await expect(moveUser(env, a.id, stop)).rejects.toThrow(`stopped after ${step}`);
      expect(await d1Rows(a.id)).toBe(step === "flip" ? 0 : 5);
      // The next request finishes the move (or finds it done): the photo is there, a new upload works.
      expect(await photoStatus(a.cookie, a.ids[0] ?? "")).toBe(200);
      const added = await uploadPhoto(a.cookie);
      await moveUser(env, a.id);
      expect(await movedGroups(a.id)).toBe(MOVED_GROUPS);
      expect(await d1Rows(a.id)).toBe(0);
      expect(await countOwnRows(a.id, "photos", "status = 'stored'")).toBe(3);
      expect(await photoStatus(a.cookie, added.split("/").pop() ?? "")).toBe(200);
      // The day's count went on from the moved usage: 3 before, one more slot.
      expect(await todaysSlots(a.id)).toBe(4);
    });
  }

  it("moves a two-year history of photos in one go", async () => {
    const a = await legacyPhotos(2_000);
    await moveUser(env, a.id);
    expect(await d1Rows(a.id)).toBe(0);
    expect(await countOwnRows(a.id, "photos", "status = 'stored'")).toBe(2_000);
    expect(await photoStatus(a.cookie, a.ids[0] ?? "")).toBe(200);
  });

  it("does not flip when D1's photos changed after the copy, and the next move takes the change", async () => {
    const a = await legacyPhotos();
    const partInD1 = async (at: MoveStep, group: string) => {
      if (at === "verify" && group === "photos") {
        await env.DB.batch([
          env.DB.prepare("insert into photo_parts (photo_id, part_number, etag, size) values (?, 2, 'etag-2', 5)").bind(
            a.pending,
          ),
          env.DB.prepare("update photos set reserved_bytes = reserved_bytes + 5 where id = ?").bind(a.pending),
        ]);
      }
    };
    await expect(moveUser(env, a.id, partInD1)).rejects.toThrow(/changed during the move/);
    expect(await movedGroups(a.id)).toBe(photosMove.group - 1);
    expect(await d1Rows(a.id)).toBe(6);
    await moveUser(env, a.id);
    expect(await movedGroups(a.id)).toBe(MOVED_GROUPS);
    expect(await countOwnRows(a.id, "photo_parts")).toBe(2);
    expect(await objectSql(a.id, "select reserved_bytes as r from photos where id = ?", a.pending)).toEqual([
      { r: 11 },
    ]);
  });

  it("a slower move's copy cannot put back older rows once an upload was written in the object", async () => {
    const a = await legacyPhotos(1);
    await moveUser(env, a.id);
    await uploadPhoto(a.cookie);
    const late = await userData(env, a.id).copyPhotos({ photos: [], photoParts: [], uploadUsage: [] });
    expect(late.live).toBe(true);
    expect(await countOwnRows(a.id, "photos", "status = 'stored'")).toBe(2);
  });

  it("the cron's background move moves accounts still waiting", async () => {
    const [a, b] = [await legacyPhotos(1), await legacyPhotos(3)];
    await moveWaitingUsers(env, 10_000, (id, error) => {
      throw new Error(`${id}: ${String(error)}`);
    });
    for (const [account, stored] of [
      [a, 1],
      [b, 3],
    ] as const) {
      expect(await movedGroups(account.id)).toBe(MOVED_GROUPS);
      expect(await d1Rows(account.id)).toBe(0);
      expect(await countOwnRows(account.id, "photos", "status = 'stored'")).toBe(stored);
    }
  });
});
