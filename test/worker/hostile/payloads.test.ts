import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ownMealSql, signUp } from "../accounts";
import { logMeal } from "../meals-helpers";
import { as } from "./fixtures";

/**
 * SQL, HTML and script text is data: stored verbatim and returned verbatim by the API.
 * Escaping is the renderer's job (React escapes text; the UI never uses raw HTML for it),
 * so the API must neither strip nor encode it, and D1 must bind it, never run it.
 */
const PAYLOADS = [
  "'); DROP TABLE meals;--",
  "Robert'); DELETE FROM users WHERE ('1'='1",
  '" OR "1"="1',
  "50% off_ \\ %_%",
  "<img src=x onerror=alert(1)>",
  "<script>alert(document.cookie)</script>",
  '"><svg/onload=alert(1)>',
  "javascript:alert(1)",
  "{{constructor.constructor('alert(1)')()}}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload, on purpose.
  "${7*7} #{7*7}",
  "&lt;b&gt; &amp; &#x3C;",
  "Çà 😀 \u202eevil",
];

describe("SQL, HTML and script text is stored and returned verbatim", () => {
  it("through meal titles and food names (create, read, search, edit)", async () => {
    const a = await signUp();
    for (const text of PAYLOADS) {
      const created = await logMeal(a.cookie, {
        title: text,
        totalProtein: 10,
        foodItems: [{ name: text, grams: 100, proteinContent: 10 }],
      });
      expect(created.status, text).toBe(201);
      const meal = (await created.json()) as { id: string; title: string; foodItems: { id: string; name: string }[] };
      expect(meal.title).toBe(text);
      expect(meal.foodItems[0]?.name).toBe(text);

      // Searching for the text finds exactly this meal: the LIKE pattern is bound and escaped.
      const found = (await (await as(a.cookie, `/api/meals?q=${encodeURIComponent(text.trim())}`)).json()) as {
        id: string;
      }[];
      expect(
        found.map((m) => m.id),
        `search ${text}`,
      ).toContain(meal.id);

      const edited = await as(a.cookie, `/api/meals/${meal.id}/protein`, {
        method: "PATCH",
        json: { totalProtein: 11, mealName: text },
      });
      expect(edited.status).toBe(200);
      expect(((await edited.json()) as { title: string }).title).toBe(text.trim());

      const foods = await as(a.cookie, `/api/meals/${meal.id}/food-items`, {
        method: "PUT",
        json: { foodItems: [{ id: meal.foodItems[0]?.id, name: `${text} 2`, grams: 50 }] },
      });
      expect(foods.status, text).toBe(200);
      const names = ((await foods.json()) as { foodItems: { name: string }[] }).foodItems.map((f) => f.name);
      expect(names).toContain(`${text} 2`);
    }

    const listed = (await (await as(a.cookie, "/api/meals?limit=50")).json()) as {
      title: string;
      foodItems: { name: string }[];
    }[];
    expect(listed.map((m) => m.title).sort()).toEqual(PAYLOADS.map((p) => p.trim()).sort());
    const raw = await ownMealSql<{ title: string }>(a.id, "select title from meals");
    expect(raw.map((r) => r.title).sort()).toEqual(PAYLOADS.map((p) => p.trim()).sort());
    // The tables are all still there.
    const tables = await env.DB.prepare(
      "select name from sqlite_master where type = 'table' and name in ('meals','users')",
    ).all();
    expect(tables.results).toHaveLength(2);
  });

  it("through profile names, at registration and in settings", async () => {
    for (const text of PAYLOADS) {
      const a = await signUp({ firstName: text });
      const me = (await (await as(a.cookie, "/api/auth/user")).json()) as { firstName: string };
      expect(me.firstName).toBe(text.trim());
      const saved = await as(a.cookie, "/api/user/profile", { json: { firstName: text, lastName: text } });
      expect(saved.status).toBe(200);
      const after = (await (await as(a.cookie, "/api/auth/user")).json()) as { firstName: string; lastName: string };
      expect([after.firstName, after.lastName]).toEqual([text.trim(), text.trim()]);
    }
  });

  it("answers with JSON, so a payload is never served as HTML", async () => {
    const a = await signUp();
    await logMeal(a.cookie, { title: "<script>alert(1)</script>", totalProtein: 5 });
    const res = await as(a.cookie, "/api/meals");
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    // Refusals that echo input stay JSON too.
    const bad = await as(a.cookie, `/api/meals/${encodeURIComponent("<script>alert(1)</script>")}`, {
      method: "DELETE",
    });
    expect(bad.status).toBe(404);
    expect(bad.headers.get("Content-Type")).toMatch(/^application\/json/);
  });
});
