import { describe, expect, it } from "vitest";
import { countRows, signUp } from "./accounts";
import { api, errorBody, headers as options } from "./api";
import { call, ORIGIN } from "./client";

const signedIn = async (cookie: string) => (await api.auth.user.$get(undefined, options(cookie))).status;

const getLogout = (cookie: string | undefined, headers: Record<string, string> = {}) =>
  api.logout.$get(undefined, { ...options(cookie, undefined, headers), init: { redirect: "manual" } });

describe("GET /api/logout (cross-site logout)", () => {
  it.each([
    ["the app's Logout (same-origin navigation)", { "Sec-Fetch-Site": "same-origin" }],
    ["the address bar or a bookmark", { "Sec-Fetch-Site": "none" }],
    ["an old browser following the app's link (no Fetch Metadata, our Referer)", { Referer: `${ORIGIN}/settings` }],
  ])("signs out at once for %s", async (_label, headers) => {
    const account = await signUp();
    const res = await getLogout(account.cookie, headers);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/");
    expect(res.headers.get("Set-Cookie")).toMatch(/proteo_session=;.*Max-Age=0/);
    expect(await countRows("sessions", "user_id = ?", account.id)).toBe(0);
    expect(await signedIn(account.cookie)).toBe(401);
  });

  it.each([
    ["a link on another site", { "Sec-Fetch-Site": "cross-site", Referer: "https://evil.example/page" }],
    ["a sibling subdomain", { "Sec-Fetch-Site": "same-site" }],
    ["an old browser sent from another site", { Referer: "https://evil.example/page" }],
    ["an old browser with no Referer", {}],
    ["a forged Referer next to cross-site Fetch Metadata", { "Sec-Fetch-Site": "cross-site", Referer: `${ORIGIN}/` }],
  ])("asks first, and keeps the session, for %s", async (_label, headers) => {
    const account = await signUp();
    const res = await getLogout(account.cookie, headers);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("Set-Cookie")).toBeNull();
    expect(res.headers.get("Content-Security-Policy")).toMatch(/script-src 'self'/);
    const html = await res.text();
    expect(html).toContain("<title>Sign out of Proteo?</title>");
    expect(html).toMatch(/<form method="post" action="\/api\/logout"/);
    expect(html).toContain('<button type="submit">Sign out</button>');
    expect(html).toContain('<a href="/">Stay signed in</a>');
    expect(html).not.toMatch(/<script|\son[a-z]+\s*=/i);
    expect(await countRows("sessions", "user_id = ?", account.id)).toBe(1);
    expect(await signedIn(account.cookie)).toBe(200);
  });

  it("sends a signed-out visitor from another site home without a page", async () => {
    const res = await getLogout(undefined, { "Sec-Fetch-Site": "cross-site" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/");
  });
});

describe("POST /api/logout (the confirmation page's button)", () => {
  it("signs out when the form is sent from the app's origin", async () => {
    const account = await signUp();
    const res = await call("/api/logout", {
      method: "POST",
      headers: { Cookie: account.cookie, Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
      redirect: "manual",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/");
    expect(res.headers.get("Set-Cookie")).toMatch(/proteo_session=;.*Max-Age=0/);
    expect(await signedIn(account.cookie)).toBe(401);
  });

  it.each([
    ["another site's form", "https://evil.example"],
    ["no Origin at all", null],
  ])("refuses %s and keeps the session", async (_label, origin) => {
    const account = await signUp();
    const headers = new Headers({ Cookie: account.cookie, "Content-Type": "application/x-www-form-urlencoded" });
    // call() adds the app's Origin to a POST unless one is given: a blank one is then removed.
    headers.set("Origin", origin ?? "");
    const res = await call("/api/logout", { method: "POST", headers, body: "", redirect: "manual" });
    expect(res.status).toBe(403);
    expect((await errorBody(res)).code).toBe("BAD_ORIGIN");
    expect(await signedIn(account.cookie)).toBe(200);
  });
});
