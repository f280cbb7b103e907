import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { DASHBOARD_PRELOAD, hintDashboard } from "./preload";

// The app shell as the catch-all route serves it, without the static assets.
const shell = new Hono().all("*", (c) => hintDashboard(c, new Response("<!doctype html>")));
const open = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  shell.request(`http://localhost${path}`, { method, headers });

describe("dashboard preload on the app shell", () => {
  it("asks a visitor with a session cookie to fetch the dashboard's reads with the page", async () => {
    const res = await open("/", { Cookie: "proteo_session=abc" });
    expect(res.headers.get("Link")).toBe(DASHBOARD_PRELOAD);
    expect(DASHBOARD_PRELOAD).toBe(
      "</api/dashboard>; rel=preload; as=fetch; crossorigin=use-credentials, " +
        "</api/gamification/badges>; rel=preload; as=fetch; crossorigin=use-credentials",
    );
  });

  it("hints nothing without a session, on other paths, or for other methods", async () => {
    const signedOut = await open("/");
    expect(signedOut.headers.get("Link")).toBeNull();
    expect((await open("/", { Cookie: "other=1" })).headers.get("Link")).toBeNull();
    expect((await open("/history", { Cookie: "proteo_session=abc" })).headers.get("Link")).toBeNull();
    expect((await open("/", { Cookie: "proteo_session=abc" }, "POST")).headers.get("Link")).toBeNull();
  });

  it("looks for the __Host- cookie over https", async () => {
    const res = await shell.request("https://proteo.example/", { headers: { Cookie: "__Host-proteo_session=abc" } });
    expect(res.headers.get("Link")).toBe(DASHBOARD_PRELOAD);
  });
});
