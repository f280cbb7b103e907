import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { signUp } from "../accounts";
import { ORIGIN } from "../client";
import { errorBody, ORIGIN_EXEMPT_PATHS, STATE_CHANGING, tableCounts, userSnapshot } from "./routes";

const FOREIGN = [
  undefined,
  "https://evil.example",
  "null",
  "http://localhost.evil.example",
  "http://localhost:8787",
  "https://localhost",
  "http://LOCALHOST",
  `${ORIGIN}/`,
  "",
];

/** Plausible bodies, so a missing check would have something to write. */
const BODIES: Record<string, unknown> = {
  "/api/meals/manual": { mealType: "lunch", title: "csrf", totalProtein: 50 },
  "/api/user/profile": { firstName: "CSRF", lastName: "Victim" },
  "/api/user/theme": { theme: "dark" },
  "/api/user/timezone": { timezone: "Asia/Tokyo" },
  "/api/protein-goals": { dailyGoal: 999 },
  "/api/meal-prep/favorites": { recipeId: "x" },
  "/api/auth/register": { email: "csrf@example.com", password: "Tr1cky-Lentils", firstName: "A", lastName: "B" },
  "/api/auth/password": { currentPassword: "Tr1cky-Lentils", newPassword: "Quinoa-Bowl-77" },
  "/api/auth/2fa/setup": { password: "Tr1cky-Lentils" },
  "/api/auth/2fa/enable": { code: "123456" },
  "/api/auth/2fa/disable": { password: "Tr1cky-Lentils", code: "123456" },
  "/api/auth/2fa/verify": { challenge: "x".repeat(43), code: "123456" },
  "/api/auth/connections/:provider": { password: "Tr1cky-Lentils" },
  "/api/auth/password-reset/request": { email: "csrf@example.com" },
  "/api/auth/password-reset/confirm": { token: "x".repeat(43), password: "Quinoa-Bowl-77" },
  "/api/account": { password: "Tr1cky-Lentils" },
  "/api/account/import": {
    source: "myfitnesspal",
    meals: [{ date: "2026-01-05", mealType: "lunch", group: "Lunch", minutes: 750, protein: 30, foods: [] }],
  },
};

describe("Origin check on every state-changing route", () => {
  const guarded = STATE_CHANGING.filter((r) => !ORIGIN_EXEMPT_PATHS.includes(r.path));

  it.each(guarded)(
    "$method $path refuses a missing or foreign Origin with 403 and writes nothing",
    async ({ method, path }) => {
      const a = await signUp();
      const url = path.replace(/:[A-Za-z]+/g, "00000000-0000-4000-8000-000000000000");
      for (const origin of FOREIGN) {
        const headers = new Headers({ Cookie: a.cookie, "Content-Type": "application/json" });
        if (origin !== undefined) headers.set("Origin", origin);
        // A same-site Referer is no substitute for Origin.
        if (origin === undefined) headers.set("Referer", `${ORIGIN}/dashboard`);
        const counts = await tableCounts();
        const snapshot = await userSnapshot(a.id);
        const res = await SELF.fetch(`${ORIGIN}${url}`, {
          method,
          headers,
          body: JSON.stringify(BODIES[path] ?? {}),
          redirect: "manual",
        });
        expect(res.status, `Origin ${origin}`).toBe(403);
        expect((await errorBody(res)).code).toBe("BAD_ORIGIN");
        expect(await tableCounts()).toEqual(counts);
        expect(await userSnapshot(a.id)).toBe(snapshot);
      }
    },
  );

  it("covers every state-changing route but the two documented exemptions", () => {
    expect(guarded.length).toBe(STATE_CHANGING.length - 2);
    expect(guarded.length).toBeGreaterThanOrEqual(30);
  });

  it.each(ORIGIN_EXEMPT_PATHS)("%s is exempt: a foreign Origin reaches its own authentication", async (path) => {
    const res = await SELF.fetch(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { Origin: "https://appleid.apple.com", "Content-Type": "application/x-www-form-urlencoded" },
      body: "state=forged&code=forged",
      redirect: "manual",
    });
    expect(res.status).not.toBe(403);
    expect(res.status).toBeLessThan(500);
  });
});
