import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { RECIPES } from "../../../domain/recipes/catalog";
import { signUp } from "../accounts";
import { as, JPEG, ownerWithData } from "./fixtures";
import { errorBody, userSnapshot } from "./routes";

const RECIPE = RECIPES[0]?.id ?? "";

describe("IDOR sweep: user B against every id of user A", () => {
  it("B cannot read, change or delete any of A's rows, and A's rows stay byte-identical", async () => {
    const a = await ownerWithData(RECIPE);
    const b = await signUp();
    const before = await userSnapshot(a.account.id);
    const photoBytesBefore = await (await env.PHOTOS.get(`photos/${a.account.id}/${a.photoId}`))?.arrayBuffer();
    const mp = a.multipart;
    const key = `key=${encodeURIComponent(mp.key)}`;
    const token = new URL(a.uploadURL, "http://x").searchParams.get("token") ?? "";
    const pendingToken = new URL(a.pendingUploadURL, "http://x").searchParams.get("token") ?? "";
    const jpegForm = () => {
      const form = new FormData();
      form.set("key", `${a.pendingPhotoId}.${pendingToken}`);
      form.set("file", new File([JPEG], "meal.jpg", { type: "image/jpeg" }));
      return form;
    };

    // Every request B can make that names one of A's ids. All must be refused (4xx),
    // even where B holds A's single-use token or multipart key (a leaked capability).
    const aSessions = await env.DB.prepare("select id from sessions where user_id = ?")
      .bind(a.account.id)
      .all<{ id: string }>();
    const aSession = aSessions.results[0]?.id ?? "";
    const attempts: [string, string, RequestInit & { json?: unknown }][] = [
      ["end A's session", `/api/sessions/${aSession}`, { method: "DELETE" }],
      ["GET meal photo", `/api/objects/${a.photoId}`, {}],
      ["GET pending photo", `/api/objects/${a.pendingPhotoId}`, {}],
      [
        "PUT over A's photo with A's token",
        `/api/objects/upload/${a.photoId}?token=${token}`,
        { method: "PUT", body: JPEG, headers: { "Content-Type": "image/jpeg" } },
      ],
      [
        "PUT into A's pending slot with A's token",
        a.pendingUploadURL,
        { method: "PUT", body: JPEG, headers: { "Content-Type": "image/jpeg" } },
      ],
      ["POST form into A's slot with A's key", "/api/uploads/s3/form", { method: "POST", body: jpegForm() }],
      [
        "PATCH meal",
        `/api/meals/${a.mealId}/protein`,
        { method: "PATCH", json: { totalProtein: 1, mealName: "pwned" } },
      ],
      [
        "PUT food items",
        `/api/meals/${a.mealId}/food-items`,
        { method: "PUT", json: { foodItems: a.foodItemIds.map((id) => ({ id, name: "pwned", grams: 1 })) } },
      ],
      ["DELETE meal", `/api/meals/${a.mealId}`, { method: "DELETE" }],
      ["restore meal", "/api/meals/restore", { json: { mealId: a.mealId } }],
      ["re-log meal", "/api/meals/relog", { json: { mealId: a.mealId } }],
      ["re-log food", "/api/meals/relog", { json: { foodItemId: a.foodItemIds[0] } }],
      ["list multipart parts", `/api/uploads/s3/multipart/${mp.uploadId}?${key}`, {}],
      ["sign multipart part", `/api/uploads/s3/multipart/${mp.uploadId}/2?${key}`, {}],
      [
        "PUT multipart part",
        `/api/uploads/s3/part/${mp.key.split(".")[0]}/2?${key}`,
        { method: "PUT", body: JPEG, headers: { "Content-Type": "image/jpeg" } },
      ],
      [
        "complete multipart",
        `/api/uploads/s3/multipart/${mp.uploadId}/complete?${key}`,
        { method: "POST", json: { parts: [{ ETag: "x", PartNumber: 1 }] } },
      ],
      ["abort multipart", `/api/uploads/s3/multipart/${mp.uploadId}?${key}`, { method: "DELETE" }],
      [
        "analyze A's photo",
        "/api/analyze-meal",
        { method: "POST", json: { imageUrl: a.objectURL, mealType: "lunch" } },
      ],
    ];
    for (const [label, path, init] of attempts) {
      const res = await as(b.cookie, path, init);
      expect(res.status, label).toBeGreaterThanOrEqual(400);
      expect(res.status, label).toBeLessThan(500);
      const body = await errorBody(res);
      expect(JSON.stringify(body), label).not.toContain(a.title);
    }

    const aSessionLeft = await env.DB.prepare("select count(*) as n from sessions where id = ?")
      .bind(aSession)
      .first<{ n: number }>();
    expect(aSessionLeft?.n, "A's session").toBe(1);

    // Routes scoped to the caller: B's answers are B's own, never A's.
    const favOff = await as(b.cookie, `/api/meal-prep/favorites/${encodeURIComponent(a.recipeId)}`, {
      method: "DELETE",
    });
    expect(favOff.status).toBe(200);
    const reads = [
      "/api/meals",
      `/api/meals?q=${encodeURIComponent(a.title)}`,
      "/api/dashboard",
      "/api/meals/recent",
      "/api/tracking/daily",
      "/api/tracking/days?from=2020-01-01&to=2020-12-31",
      "/api/stats/period?period=week",
      "/api/gamification/stats",
      "/api/gamification/badges",
      "/api/meal-prep/favorites",
      `/api/meal-prep/recipes/${encodeURIComponent(a.recipeId)}`,
      "/api/meal-prep/recipes?favorites=true",
      "/api/auth/user",
      "/api/protein-goals",
      "/api/sessions",
    ];
    for (const path of reads) {
      const res = await as(b.cookie, path);
      expect(res.status, path).toBeLessThan(500);
      const text = await res.text();
      expect(text, path).not.toContain(a.title);
      expect(text, path).not.toContain(a.mealId);
      expect(text, path).not.toContain(a.account.id);
      expect(text, path).not.toContain(a.account.email);
    }
    const bFavorites = (await (await as(b.cookie, "/api/meal-prep/favorites")).json()) as unknown[];
    expect(bFavorites).toEqual([]);
    const recipe = (await (await as(b.cookie, `/api/meal-prep/recipes/${encodeURIComponent(a.recipeId)}`)).json()) as {
      isFavorite: boolean;
    };
    expect(recipe.isFavorite).toBe(false);

    // A guest migration naming A's meal id creates B's own meal and leaves A's alone.
    const migrated = await as(b.cookie, "/api/migrate-guest-data", {
      json: {
        guestMeals: [
          {
            id: a.mealId,
            mealType: "lunch",
            totalProtein: "5",
            imageUrl: null,
            createdAt: new Date().toISOString(),
            foodItems: [{ name: "B's egg", proteinContent: 5 }],
            isGuest: true,
          },
        ],
      },
    });
    expect(migrated.status).toBe(200);

    // A meal of B's pointing at A's photo link still does not let B fetch the photo.
    const linked = await as(b.cookie, "/api/meals/manual", {
      json: { mealType: "lunch", title: "B", totalProtein: 1, imageUrl: a.objectURL },
    });
    expect(linked.status).toBeLessThan(500);
    expect((await as(b.cookie, a.objectURL)).status).toBe(404);

    expect(await userSnapshot(a.account.id)).toBe(before);
    expect(photoBytesBefore && new Uint8Array(photoBytesBefore)).toEqual(JPEG);
    const photoBytesAfter = await (await env.PHOTOS.get(`photos/${a.account.id}/${a.photoId}`))?.arrayBuffer();
    expect(photoBytesAfter ? new Uint8Array(photoBytesAfter) : null).toEqual(
      photoBytesBefore ? new Uint8Array(photoBytesBefore) : null,
    );

    // And A still has everything, through the API.
    expect((await as(a.account.cookie, a.objectURL)).status).toBe(200);
    const aMeals = (await (await as(a.account.cookie, "/api/meals")).json()) as { id: string; title: string }[];
    expect(aMeals.map((m) => [m.id, m.title])).toEqual([[a.mealId, a.title]]);
    const parts = await as(a.account.cookie, `/api/uploads/s3/multipart/${mp.uploadId}?${key}`);
    expect(parts.status).toBe(200);
    expect(((await (await as(a.account.cookie, "/api/meal-prep/favorites")).json()) as unknown[]).length).toBe(1);
  });
});
