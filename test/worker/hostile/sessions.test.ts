import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { countRows, signUp } from "../accounts";
import { as } from "./fixtures";
import { errorBody, tableCounts, userSnapshot } from "./routes";

/** One read and one write, both needing a session. */
async function expectSignedOut(cookie: string, label: string) {
  const me = await as(cookie, "/api/auth/user");
  expect(me.status, `${label}: read`).toBe(401);
  expect((await errorBody(me)).code).toBe("UNAUTHENTICATED");
  const counts = await tableCounts();
  const write = await as(cookie, "/api/meals/manual", { json: { mealType: "lunch", title: "x", totalProtein: 5 } });
  expect(write.status, `${label}: write`).toBe(401);
  await errorBody(write);
  expect(await tableCounts(), `${label}: nothing written`).toEqual(counts);
}

const tokenOf = (cookie: string) => cookie.slice("proteo_session=".length);

describe("session attacks", () => {
  it("refuses forged tokens", async () => {
    await signUp();
    const forged = [
      "",
      "x",
      crypto.randomUUID(),
      "A".repeat(43),
      "A".repeat(101),
      "' OR 1=1 --",
      "%00",
      "..%2F..",
      "null",
    ];
    for (const token of forged) await expectSignedOut(`proteo_session=${token}`, `forged ${token.slice(0, 12)}`);
    // The token hash is the session id; sending a stored id as a token must not work either.
    const row = await env.DB.prepare("select id from sessions limit 1").first<{ id: string }>();
    await expectSignedOut(`proteo_session=${row?.id}`, "session id as token");
  });

  it("refuses the right token with tampered characters", async () => {
    const a = await signUp();
    const token = tokenOf(a.cookie);
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === "A" ? "B" : "A") + s.slice(i + 1);
    const tampered = [
      flip(token, 0),
      flip(token, Math.floor(token.length / 2)),
      flip(token, token.length - 1),
      token.slice(0, -1),
      `${token}A`,
      token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase(),
      encodeURIComponent(`${token}\u0000`),
      token.split("").reverse().join(""),
    ].filter((t) => t !== token);
    for (const t of tampered) await expectSignedOut(`proteo_session=${t}`, `tampered ${t.slice(0, 12)}`);
    // Under the https-only name over http, or as a bearer token, the real token is not a session.
    await expectSignedOut(`__Host-proteo_session=${token}`, "wrong cookie name");
    const bearer = await as("", "/api/auth/user", { headers: { Authorization: `Bearer ${token}` } });
    expect(bearer.status).toBe(401);
    // The untouched token still works.
    expect((await as(a.cookie, "/api/auth/user")).status).toBe(200);
  });

  it("refuses an expired session and deletes it", async () => {
    const a = await signUp();
    await env.DB.prepare("update sessions set expires_at = ? where user_id = ?")
      .bind(Date.now() - 1000, a.id)
      .run();
    await expectSignedOut(a.cookie, "expired");
    expect(await countRows("sessions", "user_id = ?", a.id)).toBe(0);
  });

  it("refuses a session revoked by logout, even when replayed", async () => {
    const a = await signUp();
    const copied = a.cookie;
    // The app's own Logout: a same-origin navigation.
    const out = await as(a.cookie, "/api/logout", { headers: { "Sec-Fetch-Site": "same-origin" } });
    expect(out.status).toBeLessThan(400);
    expect(await countRows("sessions", "user_id = ?", a.id)).toBe(0);
    await expectSignedOut(copied, "revoked");
    // Logging in again issues a new token; the old one stays dead.
    const again = await as(copied, "/api/auth/login", {
      json: { email: a.email, password: a.password },
      headers: { "CF-Connecting-IP": "10.250.0.1" },
    });
    expect(again.status).toBe(200);
    expect(again.headers.get("Set-Cookie")).not.toContain(tokenOf(copied));
    await expectSignedOut(copied, "revoked after a new login");
  });

  it("another user's cookie acts as that user only, never as the first", async () => {
    const a = await signUp({ firstName: "Alice" });
    const b = await signUp({ firstName: "Bob" });
    const aBefore = await userSnapshot(a.id);
    const me = (await (await as(b.cookie, "/api/auth/user")).json()) as { id: string };
    expect(me.id).toBe(b.id);
    // Two session cookies in one header: whichever is read, the answer is one user's, whole.
    const both = await as(`${b.cookie}; ${a.cookie}`, "/api/auth/user");
    const who = ((await both.json()) as { id: string }).id;
    expect([a.id, b.id]).toContain(who);
    await as(b.cookie, "/api/user/profile", { json: { firstName: "Mallory", lastName: "X" } });
    expect(await userSnapshot(a.id)).toBe(aBefore);
  });
});
