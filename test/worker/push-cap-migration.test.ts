import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { signUp } from "./accounts";

/** Migration 0019: accounts that stored more than ten push subscriptions before the limit keep their newest ten. */
describe("migration 0019: at most ten push subscriptions per account", () => {
  it("forgets the oldest beyond ten, and nothing of an account within the limit", async () => {
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0019_"));
    const trim = migration?.queries.find((q) => /^\s*(--[^\n]*\n\s*)*DELETE /i.test(q));
    expect(trim).toBeDefined();

    const many = await signUp();
    const few = await signUp();
    const insert = (userId: string, n: number) =>
      env.DB.prepare(
        "insert into push_subscriptions (endpoint, user_id, p256dh, auth, created_at) values (?, ?, 'k', 'a', ?)",
      ).bind(`https://fcm.googleapis.com/fcm/send/${userId}-${n}`, userId, 1_700_000_000_000 + n * 1000);
    await env.DB.batch([
      ...Array.from({ length: 14 }, (_, n) => insert(many.id, n)),
      ...Array.from({ length: 3 }, (_, n) => insert(few.id, n)),
    ]);
    await env.DB.prepare(trim as string).run();

    const left = (userId: string) =>
      env.DB.prepare("select endpoint from push_subscriptions where user_id = ? order by created_at")
        .bind(userId)
        .all<{ endpoint: string }>()
        .then((r) => r.results.map((row) => row.endpoint.split("-").pop()));
    expect(await left(many.id)).toEqual(["4", "5", "6", "7", "8", "9", "10", "11", "12", "13"]);
    expect(await left(few.id)).toEqual(["0", "1", "2"]);
  });
});
