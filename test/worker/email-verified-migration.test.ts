import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { signUp, uniqueEmail } from "./accounts";

/**
 * Migration 0008's backfill (ADR 013): accounts a provider created with a vouched email are
 * verified; password accounts are not, even when a provider identity joined them before.
 */
describe("migration 0008: email_verified for existing accounts", () => {
  it("marks provider-created accounts with an email, and only those", async () => {
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0008_"));
    // Queries keep the breakpoint comment before them; the backfill is the one UPDATE.
    const backfill = migration?.queries.find((q) => /^\s*(--[^\n]*\n\s*)*UPDATE /i.test(q));
    expect(backfill).toBeDefined();

    const provider = crypto.randomUUID();
    const providerNoEmail = crypto.randomUUID();
    const password = await signUp();
    await env.DB.batch([
      env.DB.prepare("insert into users (id, email) values (?, ?)").bind(provider, uniqueEmail("g")),
      env.DB.prepare("insert into users (id) values (?)").bind(providerNoEmail),
      ...[provider, providerNoEmail, password.id].map((id) =>
        env.DB.prepare("insert into oauth_accounts (provider, subject, user_id) values ('google', ?, ?)").bind(
          crypto.randomUUID(),
          id,
        ),
      ),
    ]);
    await env.DB.prepare(backfill as string).run();
    const flag = (id: string) =>
      env.DB.prepare("select email_verified as v from users where id = ?")
        .bind(id)
        .first<{ v: number }>()
        .then((r) => r?.v);
    expect(await flag(provider)).toBe(1);
    expect(await flag(providerNoEmail)).toBe(0);
    // A password account that a Google identity joined under the old rule stays unverified.
    expect(await flag(password.id)).toBe(0);
  });
});
