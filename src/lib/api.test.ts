import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError, api, nullOn401, param, read, serverMessage } from "./api";

/** Every call answers a fresh copy of `response` (a body is read once). */
function mockFetch(response: Response) {
  const fn = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response.clone());
  vi.stubGlobal("fetch", fn);
  return fn;
}

describe("api client", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends credentials and a JSON body with a JSON content type to the route's path", async () => {
    const fetch = mockFetch(Response.json({ recipeId: "r1" }, { status: 201 }));
    await read(api["meal-prep"].favorites.$post({ json: { recipeId: "r1" } }));
    const [path, init] = fetch.mock.calls[0] ?? [];
    expect(String(path)).toBe("/api/meal-prep/favorites");
    expect(init?.method).toBe("POST");
    expect(init?.credentials).toBe("include");
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
    expect(init?.body).toBe('{"recipeId":"r1"}');
  });

  it("puts path parameters and the query into the URL", async () => {
    const fetch = mockFetch(Response.json([]));
    await read(api["meal-prep"].recipes.$get({ query: { mealType: "lunch" } }));
    await read(api.meals[":id"].$delete({ param: { id: param("a/b") } })).catch(() => {});
    expect(String(fetch.mock.calls[0]?.[0])).toBe("/api/meal-prep/recipes?mealType=lunch");
    expect(String(fetch.mock.calls[1]?.[0])).toBe("/api/meals/a%2Fb");
  });

  it("turns a failure into '{status}: {body text}' and keeps the server message", async () => {
    mockFetch(new Response('{"message":"Email already registered"}', { status: 409 }));
    const error = await read(api.auth.register.$post({ json: {} as never })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as Error).message).toBe('409: {"message":"Email already registered"}');
    expect(serverMessage(error)).toBe("Email already registered");
  });

  it("uses the status text when the body is empty", async () => {
    mockFetch(new Response("", { status: 503, statusText: "Service Unavailable" }));
    const error = await read(api.health.$get()).catch((e: unknown) => e);
    expect((error as Error).message).toBe("503: Service Unavailable");
    expect(serverMessage(error)).toBeUndefined();
  });

  it("sends a request again while the account's data is moving, and stops after three tries", async () => {
    vi.useFakeTimers();
    try {
      const moving = () =>
        new Response('{"message":"Your data is moving.","code":"DATA_MOVING"}', {
          status: 503,
          headers: { "Retry-After": "1" },
        });
      const answers = [moving(), moving(), Response.json({ recipeId: "r1" }, { status: 201 })];
      const fetch = vi.fn(async () => answers.shift() ?? moving());
      vi.stubGlobal("fetch", fetch);
      const done = read(api["meal-prep"].favorites.$post({ json: { recipeId: "r1" } }));
      await vi.advanceTimersByTimeAsync(2_000);
      await expect(done).resolves.toEqual({ recipeId: "r1" });
      expect(fetch).toHaveBeenCalledTimes(3);

      fetch.mockClear();
      const refused = read(api["meal-prep"].favorites.$post({ json: { recipeId: "r1" } })).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(4_000);
      expect(((await refused) as ApiRequestError).status).toBe(503);
      expect(fetch).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it("does not send another 503 again", async () => {
    const fetch = mockFetch(new Response('{"message":"Down"}', { status: 503, headers: { "Retry-After": "1" } }));
    const error = await read(api.health.$get()).catch((e: unknown) => e);
    expect((error as ApiRequestError).status).toBe(503);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("turns a 401 into null only where asked", async () => {
    mockFetch(new Response("", { status: 401, statusText: "Unauthorized" }));
    await expect(nullOn401(read(api.auth.user.$get()))).resolves.toBeNull();
    await expect(read(api.auth.user.$get())).rejects.toThrow("401: Unauthorized");
    mockFetch(new Response("", { status: 500, statusText: "Boom" }));
    await expect(nullOn401(read(api.auth.user.$get()))).rejects.toThrow("500: Boom");
  });
});
