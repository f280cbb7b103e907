import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { RECIPES } from "../../domain/recipes/catalog";
import { fakeOpenFoodFacts } from "./fake-open-food-facts";
import { seedFoods } from "./foods-seed";
import { as, ownerWithData } from "./hostile/fixtures";
import { ROUTES } from "./hostile/routes";

beforeAll(seedFoods, 120_000);

// Every authenticated read takes at most one D1 round trip (ADR 010, 021) and at most one call
// to the user's own object (ADR 068). This sweeps every GET route of the hostile route table
// (which fuzz.test.ts keeps equal to what the API serves) as a signed-in user with data, so a
// new read that looks its session up apart from its queries, or asks the object twice, fails here.

/** The D1 round trips a response took (worker/db/round-trips.ts; the worker tests switch it on). */
const trips = (res: Response) => Number(res.headers.get("X-D1-Round-Trips"));
/** The calls to the user's own object a response took, counted the same way. */
const objectCalls = (res: Response) => Number(res.headers.get("X-Object-Calls"));

/**
 * GET routes that are not an authenticated read of account data in D1, each with the reason.
 * They are still requested (and must not fail), but their round trips are not held to one.
 */
const EXCEPTIONS: Record<string, string> = {
  "GET /api/auth/google": "starts a sign-in at the provider; reads no account data",
  "GET /api/auth/apple": "starts a sign-in at the provider; reads no account data",
  "GET /api/auth/google/callback": "a sign-in (stores a session), not a read",
  "GET /api/logout": "ends the session (a delete), not a read",
  "GET /api/uploads/s3/params": "a write: creates the upload slot (Uppy's GET protocol); within the write budget of 3",
  "GET /api/dev/emails": "the local development inbox; never served in production",
};

/** Routes that answer an error by design here (not configured locally). */
const EXPECTED_ERRORS: Record<string, number> = {
  "GET /api/uploads/s3/sts": 404,
};

/** A URL for each GET route, with the owner's real ids and a valid query where one is needed. */
function urlFor(path: string, owned: Awaited<ReturnType<typeof ownerWithData>>): string {
  const key = `key=${encodeURIComponent(owned.multipart.key)}`;
  const urls: Record<string, string> = {
    "/api/foods": "/api/foods?q=chicken",
    "/api/foods/usda/:ndb": "/api/foods/usda/01123",
    "/api/tracking/days": "/api/tracking/days?from=2026-01-01&to=2026-03-01",
    "/api/stats/period": "/api/stats/period?period=year",
    "/api/objects/:id": `/api/objects/${owned.photoId}`,
    "/api/uploads/s3/params": "/api/uploads/s3/params?filename=a.jpg&type=image/jpeg",
    "/api/uploads/s3/multipart/:uploadId": `/api/uploads/s3/multipart/${owned.multipart.uploadId}?${key}`,
    "/api/uploads/s3/multipart/:uploadId/:partNumber": `/api/uploads/s3/multipart/${owned.multipart.uploadId}/2?${key}`,
    "/api/planner/meals": "/api/planner/meals?healthGoal=maintain&mealType=lunch",
    "/api/meal-prep/recipes/:id": `/api/meal-prep/recipes/${owned.recipeId}`,
    "/api/foods/barcode/:code": "/api/foods/barcode/3017620422003",
    "/api/foods/custom/:id": `/api/foods/custom/${owned.customFoodId}`,
    "/api/dev/emails": `/api/dev/emails?to=${encodeURIComponent(owned.account.email)}`,
  };
  return urls[path] ?? path;
}

describe("D1 round trips and object calls of every authenticated read", () => {
  it("answers every GET route of the route table in at most one of each", async () => {
    // The barcode is the owner's own food; any lookup past it would reach this fake, not the internet.
    const { restore } = fakeOpenFoodFacts({});
    try {
      const owned = await ownerWithData(RECIPES[0]?.id ?? "");
      // Pro, so the Pro-only reads (month and year stats) answer with their data, not 403.
      await env.DB.prepare("update users set subscription_status = 'active' where id = ?").bind(owned.account.id).run();
      // An isolate's first food search reads the word list for typo correction, once.
      await (await as(owned.account.cookie, "/api/foods?q=egg")).arrayBuffer();
      const measured: Record<string, { status: number; trips: number; calls: number }> = {};
      for (const route of ROUTES.filter((r) => r.method === "GET")) {
        const name = `GET ${route.path}`;
        const res = await as(owned.account.cookie, urlFor(route.path, owned));
        await res.arrayBuffer();
        measured[name] = { status: res.status, trips: trips(res), calls: objectCalls(res) };
      }
      const failed = Object.entries(measured).filter(
        ([name, m]) => m.status >= 400 && m.status !== EXPECTED_ERRORS[name] && !(name in EXCEPTIONS),
      );
      expect(failed, "every read answered with its data").toEqual([]);
      const reads = Object.entries(measured).filter(([name]) => !(name in EXCEPTIONS));
      const over = reads.filter(([, m]) => m.trips > 1);
      expect(over, "reads over one round trip").toEqual([]);
      const twice = reads.filter(([, m]) => m.calls > 1).map(([name, m]) => [name, m.calls]);
      expect(twice, "reads that call the user's object more than once").toEqual([]);
    } finally {
      restore();
    }
  });
});
