import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { RECIPES } from "../../domain/recipes/catalog";
import { userData } from "../../worker/lib/user-data";
import { countOwnMealRows, freshIp, objectSql, signUp } from "./accounts";
import { api, headers } from "./api";
import { billingOf, callStripe, setupIntentIdOf, startStripeTrial, stripeObject } from "./billing";
import { call } from "./client";
import { outbox } from "./email-helpers";
import { as, ownerWithData } from "./hostile/fixtures";
import { logMeal } from "./meals-helpers";

const RECIPE = RECIPES[0]?.id ?? "";
const deleteAccount = (cookie: string, json: unknown) =>
  call("/api/account", { method: "DELETE", json, headers: { Cookie: cookie } });

/** Every table of the database (sqlite_master), not a list someone has to keep up to date. */
async function allTables(): Promise<string[]> {
  const rows = await env.DB.prepare(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' and name != 'd1_migrations'",
  ).all<{ name: string }>();
  return rows.results.map((r) => r.name);
}

/** Rows of any table with any text cell holding one of `needles` (the user id, their email). */
async function rowsMentioning(needles: string[]): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const table of await allTables()) {
    const columns = (await env.DB.prepare(`pragma table_info(${table})`).all<{ name: string }>()).results.map(
      (c) => c.name,
    );
    const where = columns.flatMap((c) => needles.map(() => `instr(lower(cast("${c}" as text)), ?) > 0`)).join(" or ");
    const params = columns.flatMap(() => needles.map((n) => n.toLowerCase()));
    const row = await env.DB.prepare(`select count(*) as n from "${table}" where ${where}`)
      .bind(...params)
      .first<{ n: number }>();
    if (row?.n) found[table] = row.n;
  }
  return found;
}

/** How many rows each table holds. */
async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await allTables()) {
    const row = await env.DB.prepare(`select count(*) as n from "${table}"`).first<{ n: number }>();
    counts[table] = row?.n ?? 0;
  }
  return counts;
}

describe("export for everyone", () => {
  it("downloads one JSON document with the user's data, their own only, never a secret or hash", async () => {
    const owner = await ownerWithData(RECIPE);
    const other = await ownerWithData(RECIPE);
    const res = await as(owner.account.cookie, "/api/account/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="proteo-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await res.text();
    const doc = JSON.parse(text);
    expect(doc.profile).toMatchObject({ id: owner.account.id, email: owner.account.email, emailVerified: false });
    expect(doc.goals).toEqual({
      dailyGoal: 100,
      weeklyGoal: 700,
      monthlyGoal: 3000,
      gramsPerKg: null,
      goalWeightKg: null,
    });
    expect(doc.weights).toEqual([]);
    expect(doc.meals).toHaveLength(1);
    expect(doc.meals[0]).toMatchObject({ title: owner.title, totalProtein: 42 });
    expect(doc.meals[0].foodItems.map((f: { name: string }) => f.name)).toEqual([
      `${owner.title}-chicken`,
      `${owner.title}-rice`,
    ]);
    expect(doc.photos).toEqual([
      expect.objectContaining({ id: owner.photoId, url: `http://localhost/api/objects/${owner.photoId}` }),
    ]);
    expect(doc.favorites).toEqual([expect.objectContaining({ recipeId: RECIPE })]);
    // The own food, from the user's own object, as it was typed.
    expect(doc.ownFoods).toEqual([
      expect.objectContaining({ id: owner.customFoodId, name: `${owner.title}-shake`, barcode: "3017620422003" }),
    ]);
    expect(doc.badges.map((b: { id: string }) => b.id)).toContain("first_meal");
    expect(doc.xpEvents.length).toBeGreaterThan(0);
    expect(doc.subscription).toMatchObject({ status: "none", provider: null });
    // The photo link works for its owner, and only for them.
    expect((await as(owner.account.cookie, new URL(doc.photos[0].url).pathname)).status).toBe(200);
    expect((await as(other.account.cookie, new URL(doc.photos[0].url).pathname)).status).toBe(404);

    const secrets = await env.DB.prepare("select password_hash from users where id = ?")
      .bind(owner.account.id)
      .first<{ password_hash: string }>();
    const session = await env.DB.prepare("select id from sessions where user_id = ?")
      .bind(owner.account.id)
      .first<{ id: string }>();
    const token = await env.DB.prepare("select id from email_tokens where user_id = ?")
      .bind(owner.account.id)
      .first<{ id: string }>();
    for (const secret of [secrets?.password_hash, session?.id, token?.id, owner.account.password]) {
      expect(secret).toBeTruthy();
      expect(text).not.toContain(secret as string);
    }
    expect(text).not.toMatch(/passwordHash|totpSecret|codeHash|password_hash/);
    expect(text).not.toContain(other.title);
    expect(text).not.toContain(other.account.email);
  });

  it("reads the whole account in one D1 round trip, each meal with its own foods in order", async () => {
    const a = await signUp();
    const b = await signUp();
    const foods = (prefix: string) =>
      ["one", "two", "three"].map((n, i) => ({ name: `${prefix} ${n}`, proteinContent: i + 1, grams: 10 }));
    for (const [cookie, title] of [
      [a.cookie, "First"],
      [a.cookie, "Second"],
      [b.cookie, "Theirs"],
    ] as const) {
      const res = await logMeal(cookie, { title, totalProtein: 6, source: "describe", foodItems: foods(title) });
      expect(res.status).toBe(201);
    }
    const res = await as(a.cookie, "/api/account/export");
    expect(res.headers.get("X-D1-Round-Trips")).toBe("1");
    const doc = (await res.json()) as { meals: { title: string; foodItems: { name: string }[] }[] };
    expect(doc.meals.map((m) => [m.title, m.foodItems.map((f) => f.name)])).toEqual([
      ["First", ["First one", "First two", "First three"]],
      ["Second", ["Second one", "Second two", "Second three"]],
    ]);
  });

  it("needs a session", async () => {
    expect((await call("/api/account/export")).status).toBe(401);
  });

  it("the meals CSV is free now: a free account downloads it", async () => {
    const a = await signUp();
    await logMeal(a.cookie, { title: "Free export", totalProtein: 20 });
    const res = await as(a.cookie, "/api/meals/export.csv");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Free export");
  });
});

describe("delete the account", () => {
  it("leaves no row of the user in any table and no photo in R2; the same email signs up afresh", async () => {
    const owner = await ownerWithData(RECIPE);
    const other = await ownerWithData(RECIPE);
    const { id, email, cookie, password } = owner.account;
    // Throttling counters named after the account go too.
    await deleteAccount(cookie, { password: "Wrong-Password-1" });
    // The photos' rows live in the account's own object (ADR 067).
    const keys = (await objectSql<{ key: string }>(id, "select key from photos")).map((r) => r.key);
    expect(keys.length).toBeGreaterThan(0);
    const before = await rowsMentioning([id]);
    expect(Object.keys(before)).toEqual(expect.arrayContaining(["users", "sessions", "email_tokens", "rate_limits"]));
    // The meals and their XP live in the account's own object (ADR 068).
    expect(await countOwnMealRows(id, "meals")).toBeGreaterThan(0);
    expect(await countOwnMealRows(id, "xp_events")).toBeGreaterThan(0);

    // The owner had a free trial (local simulator), so the deletion keeps its fingerprint.
    const setup = await api["create-setup-intent"].$post({ json: { plan: "monthly" } }, headers(cookie));
    const setupIntentId = setupIntentIdOf((await setup.json()).clientSecret);
    expect((await api["confirm-setup"].$post({ json: { setupIntentId } }, headers(cookie))).status).toBe(200);
    const countsBefore = await rowCounts();

    // The favourite and the own food live in the account's own object (ADR 067).
    expect(await userData(env, id).favorites()).toHaveLength(1);
    expect(await userData(env, id).ownFoods()).toHaveLength(1);
    const res = await deleteAccount(cookie, { password });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, message: "Your account and all its data have been deleted." });
    expect(await userData(env, id).exportData()).toEqual({
      weights: [],
      favorites: [],
      ownFoods: [],
      savedMeals: [],
      photos: [],
      uploadUsage: [],
      aiUsage: [],
      meals: [],
      xpEvents: [],
      badges: [],
      progress: { xpTotal: 0, streakEndDate: null, streakLength: 0, longestStreak: 0 },
    });
    expect(res.headers.get("Set-Cookie")).toMatch(/proteo_session=;/);

    // Every table, every text column: nothing holds the user's id or email, but the goodbye in
    // the local outbox (the development stand-in for a mail server, ADR 026).
    const after = await rowsMentioning([id, email]);
    expect(after).toEqual({ sent_emails: (await outbox(email)).length });
    // No table gains a row but the outbox (the goodbye). The one deliberate exception to "no
    // row of the user": trial_fingerprints keeps the keyed hash of the address that had the
    // trial, with no user id in it, so signing up again gets no second trial
    // (billing-one-trial-per-person.test.ts).
    const countsAfter = await rowCounts();
    const grown = Object.keys(countsAfter).filter((t) => (countsAfter[t] ?? 0) > (countsBefore[t] ?? 0));
    expect(grown).toEqual(["sent_emails"]);
    expect(countsBefore.trial_fingerprints).toBeGreaterThan(0);
    expect(countsAfter.trial_fingerprints).toBe(countsBefore.trial_fingerprints);
    const fingerprintColumns = await env.DB.prepare("pragma table_info(trial_fingerprints)").all<{ name: string }>();
    expect(fingerprintColumns.results.map((c) => c.name)).toEqual(["hash", "created_at"]);
    for (const key of keys) expect(await env.PHOTOS.head(key)).toBeNull();
    expect((await as(other.account.cookie, `/api/objects/${other.photoId}`)).status).toBe(200);
    expect((await call("/api/auth/user", { headers: { Cookie: cookie } })).status).toBe(401);
    expect((await outbox(email))[0]?.subject).toBe("Your Proteo account is deleted");

    const again = await call("/api/auth/register", {
      json: { email, password: "Fresh-Start-Lentils-2", firstName: "Ada", lastName: "Again" },
      headers: { "CF-Connecting-IP": freshIp() },
    });
    expect(again.status).toBe(201);
    const fresh = (await again.json()) as { user: { id: string; emailVerified: boolean } };
    expect(fresh.user.id).not.toBe(id);
    expect(fresh.user.emailVerified).toBe(false);
  });

  it("refuses a wrong or missing password and deletes nothing", async () => {
    const a = await signUp();
    const wrong = await deleteAccount(a.cookie, { password: "Not-My-Password-9" });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: "WRONG_PASSWORD" });
    expect((await deleteAccount(a.cookie, {})).status).toBe(400);
    expect((await call("/api/auth/user", { headers: { Cookie: a.cookie } })).status).toBe(200);
  });

  it("a Google/Apple-only account confirms by typing its email", async () => {
    const a = await signUp();
    await env.DB.prepare("update users set password_hash = null where id = ?").bind(a.id).run();
    const wrong = await deleteAccount(a.cookie, { confirmation: "someone@example.com" });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: "CONFIRMATION_MISMATCH" });
    expect((await deleteAccount(a.cookie, { confirmation: ` ${a.email.toUpperCase()} ` })).status).toBe(200);
    expect(await rowsMentioning([a.id])).toEqual({});
  });

  it("a Google/Apple-only account needs a sign-in within the last 10 minutes, as well as its typed email", async () => {
    const a = await signUp();
    await env.DB.prepare("update users set password_hash = null where id = ?").bind(a.id).run();
    await env.DB.prepare("update sessions set created_at = ? where user_id = ?")
      .bind(Date.now() - 11 * 60_000, a.id)
      .run();
    const stale = await deleteAccount(a.cookie, { confirmation: a.email });
    expect(stale.status).toBe(403);
    expect(await stale.json()).toEqual({
      code: "REAUTHENTICATION_REQUIRED",
      message:
        "For your security, sign out and sign in again with Google or Apple, then delete your account within 10 minutes.",
    });
    expect((await call("/api/auth/user", { headers: { Cookie: a.cookie } })).status).toBe(200);
    // Signed in again just now: the typed email is still asked for.
    await env.DB.prepare("update sessions set created_at = ? where user_id = ?").bind(Date.now(), a.id).run();
    expect((await deleteAccount(a.cookie, { confirmation: "someone@example.com" })).status).toBe(400);
    expect((await deleteAccount(a.cookie, { confirmation: a.email })).status).toBe(200);
  });

  it("cancels a Stripe subscription at once, before the rows go", async () => {
    const a = await signUp();
    await startStripeTrial(a.cookie);
    const { subscription_id } = await billingOf(a.id);
    const res = await callStripe("/api/account", {
      method: "DELETE",
      cookie: a.cookie,
      json: { password: a.password },
    });
    expect(res.status).toBe(200);
    const sub = await stripeObject<{ status: string; ended_at: number | null }>(`/v1/subscriptions/${subscription_id}`);
    expect(sub.status).toBe("canceled");
    expect(sub.ended_at).not.toBeNull();
    expect(await rowsMentioning([a.id])).toEqual({});
  });

  it("keeps the account when its Stripe subscription cannot be canceled", async () => {
    const a = await signUp();
    await startStripeTrial(a.cookie);
    // This server lost its Stripe key: the subscription would go on billing a deleted account.
    const res = await call("/api/account", {
      method: "DELETE",
      json: { password: a.password },
      headers: { Cookie: a.cookie },
    });
    expect(res.status).toBe(503);
    expect((await billingOf(a.id)).subscription_status).toBe("trialing");
  });
});
