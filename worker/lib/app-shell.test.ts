import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { appShell } from "./app-shell";

/** The assets binding as the app shell uses it: answers with the path it was asked for. */
const assets = {
  fetch: async (input: RequestInfo | URL) =>
    new Response(new URL(input instanceof Request ? input.url : input).pathname),
} as unknown as Fetcher;

const app = new Hono().all("*", (c) => appShell(c, assets));
const open = async (path: string, headers: Record<string, string> = {}, method = "GET") => {
  const res = await app.request(`http://localhost${path}`, { method, headers });
  return { served: method === "GET" ? await res.text() : "", vary: res.headers.get("Vary") };
};
const pageLoad = { "Sec-Fetch-Dest": "document" };

describe("the app shell (ADR 031)", () => {
  it("serves the prerendered landing page for a page load of / without a session cookie", async () => {
    expect(await open("/", pageLoad)).toEqual({ served: "/landing", vary: "Cookie, Sec-Fetch-Dest" });
    expect((await open("/", { ...pageLoad, Cookie: "other=1" })).served).toBe("/landing");
  });

  it("serves the plain shell with a session cookie, to other destinations, on other paths and methods", async () => {
    expect(await open("/", { ...pageLoad, Cookie: "proteo_session=abc" })).toEqual({
      served: "/",
      vary: "Cookie, Sec-Fetch-Dest",
    });
    // The service worker's copy of the shell is fetched without Sec-Fetch-Dest: document.
    expect((await open("/")).served).toBe("/");
    expect((await open("/", { "Sec-Fetch-Dest": "empty" })).served).toBe("/");
    expect(await open("/history", pageLoad)).toEqual({ served: "/history", vary: null });
    expect((await open("/", pageLoad, "HEAD")).vary).toBeNull();
  });

  it("serves the plain shell, not the dashboard's template, at the template's path (ADR 043)", async () => {
    expect((await open("/dashboard-shell", pageLoad)).served).toBe("/");
    expect((await open("/dashboard-shell", { ...pageLoad, Cookie: "proteo_session=abc" })).served).toBe("/");
  });
});
