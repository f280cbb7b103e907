import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError, apiRequest, getQueryFn, serverMessage } from "./api";

function mockFetch(response: Response) {
  const fn = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response);
  vi.stubGlobal("fetch", fn);
  return fn;
}

describe("api client", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends credentials and a JSON body with a JSON content type", async () => {
    const fetch = mockFetch(new Response("{}", { status: 200 }));
    await apiRequest("POST", "/api/thing", { a: 1 });
    const [path, init] = fetch.mock.calls[0] ?? [];
    expect(path).toBe("/api/thing");
    expect(init?.credentials).toBe("include");
    expect(init?.headers).toEqual({ "Content-Type": "application/json" });
    expect(init?.body).toBe('{"a":1}');
  });

  it("turns a failure into '{status}: {body text}' and keeps the server message", async () => {
    mockFetch(new Response('{"message":"Email already registered"}', { status: 409 }));
    const error = await apiRequest("POST", "/api/x", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as Error).message).toBe('409: {"message":"Email already registered"}');
    expect(serverMessage(error)).toBe("Email already registered");
  });

  it("uses the status text when the body is empty", async () => {
    mockFetch(new Response("", { status: 503, statusText: "Service Unavailable" }));
    const error = await apiRequest("GET", "/api/x").catch((e: unknown) => e);
    expect((error as Error).message).toBe("503: Service Unavailable");
    expect(serverMessage(error)).toBeUndefined();
  });

  it("reads the path from the query key, and can turn a 401 into null", async () => {
    const fetch = mockFetch(new Response("", { status: 401, statusText: "Unauthorized" }));
    const read = getQueryFn({ on401: "returnNull" });
    const result = await read({ queryKey: ["/api/auth", "user"] } as never);
    expect(result).toBeNull();
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/auth/user");
    const strict = getQueryFn({ on401: "throw" });
    await expect(strict({ queryKey: ["/api/auth/user"] } as never)).rejects.toThrow("401: Unauthorized");
  });
});
