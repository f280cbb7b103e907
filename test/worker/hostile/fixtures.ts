import { expect } from "vitest";
import { signUp, type TestAccount } from "../accounts";
import { call } from "../client";
import { logMeal } from "../meals-helpers";

export const JPEG = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0xff, 0xd9,
]);

export const as = (cookie: string, path: string, init: RequestInit & { json?: unknown } = {}) =>
  call(path, { ...init, headers: { ...(init.headers as Record<string, string>), Cookie: cookie }, redirect: "manual" });

export interface Owned {
  account: TestAccount;
  title: string;
  mealId: string;
  foodItemIds: string[];
  photoId: string;
  objectURL: string;
  uploadURL: string;
  pendingPhotoId: string;
  pendingUploadURL: string;
  multipart: { uploadId: string; key: string };
  recipeId: string;
  /** A food of the account's own, without the "custom:" prefix. */
  customFoodId: string;
}

/**
 * An account with one of everything that has an id: a meal with foods, a stored photo, a
 * photo slot not yet used, a multipart upload with a part, and a favorite recipe.
 */
export async function ownerWithData(recipeId: string): Promise<Owned> {
  const account = await signUp();
  const title = `A-secret-${crypto.randomUUID().slice(0, 8)}`;
  const mealRes = await logMeal(account.cookie, {
    title,
    totalProtein: 42,
    foodItems: [
      { name: `${title}-chicken`, grams: 150, proteinContent: 30 },
      { name: `${title}-rice`, grams: 100, proteinContent: 12 },
    ],
  });
  expect(mealRes.status).toBe(201);
  const meal = (await mealRes.json()) as { id: string; foodItems: { id: string }[] };

  const slot = async () =>
    (await (await as(account.cookie, "/api/objects/upload", { method: "POST" })).json()) as {
      uploadURL: string;
      objectURL: string;
    };
  const stored = await slot();
  const put = await as(account.cookie, stored.uploadURL, {
    method: "PUT",
    body: JPEG,
    headers: { "Content-Type": "image/jpeg" },
  });
  expect(put.status).toBe(200);
  const pending = await slot();

  const created = await as(account.cookie, "/api/uploads/s3/multipart", {
    json: { filename: "meal.jpg", type: "image/jpeg" },
  });
  expect(created.status).toBe(200);
  const multipart = (await created.json()) as { uploadId: string; key: string };
  const q = `key=${encodeURIComponent(multipart.key)}`;
  const signed = (await (
    await as(account.cookie, `/api/uploads/s3/multipart/${multipart.uploadId}/1?${q}`)
  ).json()) as {
    url: string;
  };
  const part = await as(account.cookie, signed.url, {
    method: "PUT",
    body: JPEG,
    headers: { "Content-Type": "image/jpeg" },
  });
  expect(part.status).toBe(200);

  const fav = await as(account.cookie, "/api/meal-prep/favorites", { json: { recipeId } });
  expect(fav.status).toBe(201);

  const food = await as(account.cookie, "/api/foods/custom", {
    json: { name: `${title}-shake`, basis: "serving", protein: 25, servingGrams: 330, barcode: "3017620422003" },
  });
  expect(food.status).toBe(201);
  const customFoodId = ((await food.json()) as { id: string }).id.slice("custom:".length);

  return {
    account,
    title,
    mealId: meal.id,
    foodItemIds: meal.foodItems.map((f) => f.id),
    photoId: stored.objectURL.split("/").pop() ?? "",
    objectURL: stored.objectURL,
    uploadURL: stored.uploadURL,
    pendingPhotoId: pending.objectURL.split("/").pop() ?? "",
    pendingUploadURL: pending.uploadURL,
    multipart,
    recipeId,
    customFoodId,
  };
}
