import { describe, expect, it } from "vitest";
import { RECIPES } from "../../../domain/recipes/catalog";
import { signUp } from "../accounts";
import { call } from "../client";
import { logMeal } from "../meals-helpers";
import { body, headers, int, mulberry32, mutate, pathSegment, pick, queryString } from "./generators";
import { errorBody, ROUTES, tableCounts, userSnapshot } from "./routes";

/** Generated requests per route; with 57 routes, 1,140 requests per run. */
const CASES = 20;

/** A valid body per JSON route; cases mutate it so that they reach the handlers. */
function validBodies(ids: { foodItemId: string; objectURL: string }): Record<string, unknown> {
  return {
    "/api/auth/register": { email: "fuzz@example.com", password: "Tr1cky-Lentils", firstName: "A", lastName: "B" },
    "/api/auth/login": { email: "fuzz@example.com", password: "Tr1cky-Lentils" },
    "/api/client-errors": { message: "boom", stack: "at x", url: "/dashboard", requestId: "r" },
    "/api/user/profile": { firstName: "Grace", lastName: "Hopper" },
    "/api/user/theme": { theme: "dark" },
    "/api/user/timezone": { timezone: "Europe/Paris" },
    "/api/migrate-guest-data": {
      guestMeals: [
        {
          id: "guest_1",
          mealType: "lunch",
          totalProtein: "12",
          imageUrl: null,
          createdAt: "2026-11-20T12:00:00.000Z",
          foodItems: [{ name: "Egg", proteinContent: 12 }],
          isGuest: true,
        },
      ],
    },
    "/api/meals/parse": { text: "200 g chicken breast and 2 eggs" },
    "/api/meals/manual": {
      mealType: "lunch",
      title: "Fuzz",
      totalProtein: 20,
      imageUrl: null,
      foodItems: [{ name: "Egg", grams: 50, proteinContent: 6, confidence: 1, foodId: null }],
    },
    "/api/meals/:id/protein": { totalProtein: 25, mealName: "Edited" },
    "/api/meals/:id/food-items": { foodItems: [{ id: ids.foodItemId, name: "Egg", originalName: "Egg", grams: 60 }] },
    "/api/protein-goals": { dailyGoal: 120, weeklyGoal: 840, monthlyGoal: 3600 },
    "/api/uploads/s3/multipart": { filename: "a.jpg", type: "image/jpeg", metadata: {} },
    "/api/uploads/s3/multipart/:uploadId/complete": { parts: [{ ETag: "x", PartNumber: 1 }] },
    "/api/analyze-meal": { imageUrl: ids.objectURL, mealType: "lunch" },
    "/api/meal-prep/favorites": { recipeId: RECIPES[0]?.id },
    "/api/create-setup-intent": { plan: "monthly", priceId: null },
    "/api/confirm-setup": { setupIntentId: "seti_local_x" },
  };
}

function fillPath(path: string, rng: () => number, realIds: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    if (rng() < 0.2 && realIds[name]) return encodeURIComponent(realIds[name]);
    if (name === "partNumber" && rng() < 0.5) return String(pick(rng, [0, 1, 2, -1, 10_001, 1.5]));
    if (rng() < 0.2) return crypto.randomUUID();
    return pathSegment(rng);
  });
}

describe("generated requests to every API route", () => {
  it.each(ROUTES.map((r, i) => ({ ...r, seed: 9_000 + i })))(
    "$method $path: never a 5xx, 4xx in the error shape, nothing written on rejection (seed $seed)",
    async ({ method, path, seed }) => {
      const rng = mulberry32(seed);
      const a = await signUp();
      // A real meal and photo, so some generated ids reach the handlers rather than the validators.
      const meal = (await (
        await logMeal(a.cookie, { title: "Seed", totalProtein: 30, foodItems: [{ name: "Egg", proteinContent: 6 }] })
      ).json()) as { id: string; foodItems: { id: string }[] };
      const slot = (await (
        await call("/api/objects/upload", { method: "POST", headers: { Cookie: a.cookie } })
      ).json()) as { objectURL: string };
      const realIds = { id: meal.id, photoId: slot.objectURL.split("/").pop() ?? "", uploadId: "x" };
      const valid = validBodies({ foodItemId: meal.foodItems[0]?.id ?? "", objectURL: slot.objectURL })[path];

      for (let n = 0; n < CASES; n++) {
        const label = `seed ${seed} case ${n}`;
        const generated = body(rng);
        const mutated = valid !== undefined && rng() < 0.5;
        const payload = mutated ? JSON.stringify(mutate(rng, valid)) : generated.body;
        const contentType = mutated ? "application/json" : generated.contentType;
        const h: Record<string, string> = headers(rng);
        if (contentType) h["Content-Type"] = contentType;
        const auth = rng();
        if (auth < 0.8) h.Cookie = a.cookie;
        else if (auth < 0.9) h.Cookie = `proteo_session=${pathSegment(rng)}`;
        const url = `${fillPath(path, rng, realIds)}${queryString(rng)}`;
        const sendsBody = !["GET", "HEAD"].includes(method) && payload !== undefined;

        const countsBefore = await tableCounts();
        const snapshotBefore = await userSnapshot(a.id);
        const res = await call(url, {
          method,
          headers: h,
          body: sendsBody ? payload : undefined,
          redirect: "manual",
        });
        expect(res.status, `${label}: ${method} ${url}`).toBeLessThan(500);
        if (res.status >= 400) {
          await errorBody(res).catch((e: Error) => {
            throw new Error(`${label}: ${method} ${url}: ${e.message}`);
          });
          expect(await tableCounts(), `${label}: counts after ${res.status}`).toEqual(countsBefore);
          expect(await userSnapshot(a.id), `${label}: rows after ${res.status}`).toBe(snapshotBefore);
        } else {
          await res.body?.cancel();
        }
        // Logout is a GET that ends the session; start another so later cases stay signed in.
        if (path === "/api/logout" && h.Cookie === a.cookie) {
          const again = await call("/api/auth/login", {
            json: { email: a.email, password: a.password },
            headers: { "CF-Connecting-IP": `10.200.${int(rng, 0, 255)}.${int(rng, 0, 255)}` },
          });
          a.cookie = (again.headers.get("Set-Cookie") ?? "").match(/(proteo_session=[^;]+)/)?.[1] ?? a.cookie;
        }
      }
    },
    60_000,
  );
});
