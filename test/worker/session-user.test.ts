import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getDb } from "../../worker/db/client";
import { batchParts, preparedPart } from "../../worker/db/prepared";
import { sha256Hex } from "../../worker/lib/ids";
import { sessionLookup, sessionValues } from "../../worker/lib/session";
import { passwordHashOf, secretsOf } from "../../worker/lib/session-user";
import { signUp } from "./accounts";
import { api, headers } from "./api";

/**
 * The session's user carries no secrets (worker/lib/session-user.ts): the lookup that every
 * authenticated request makes, alone or in a D1 batch with the route's reads (ADR 010), reads
 * neither the password hash nor the TOTP secret, and says only whether a password exists.
 */

const SECRET_KEYS = ["passwordHash", "totpSecret", "totpLastStep"];

/** The session row's id for a `name=token` cookie, as sessionIdOf hashes it. */
const sessionIdOf = (cookie: string) => sha256Hex(cookie.slice(cookie.indexOf("=") + 1));

/** An account with a pending TOTP secret stored, so a lookup that read every column would carry it. */
async function accountWithSecrets() {
  const account = await signUp();
  await env.DB.prepare("update users set totp_secret = ?, totp_last_step = ? where id = ?")
    .bind("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", 42, account.id)
    .run();
  return account;
}

describe("the session's user", () => {
  it("leaves the secrets out of the lookup on its own, and says the account has a password", async () => {
    const account = await accountWithSecrets();
    const row = await sessionLookup(getDb(env.DB)).get(sessionValues(await sessionIdOf(account.cookie), Date.now()));
    expect(row?.user.id).toBe(account.id);
    expect(row?.user.email).toBe(account.email);
    expect(row?.user.hasPassword).toBe(true);
    for (const key of SECRET_KEYS) expect(Object.keys(row?.user ?? {})).not.toContain(key);
    expect(JSON.stringify(row)).not.toContain("scrypt$");
    expect(JSON.stringify(row)).not.toContain("JBSWY3DP");
  });

  it("leaves them out in a D1 batch with a route's reads, where rows are keyed by column name", async () => {
    const account = await accountWithSecrets();
    const db = getDb(env.DB);
    const [rows] = await batchParts(env.DB, [
      preparedPart(env.DB, sessionLookup(db), sessionValues(await sessionIdOf(account.cookie), Date.now())),
    ] as const);
    const found = rows[0];
    expect(found?.session.id).toBe(await sessionIdOf(account.cookie));
    expect(found?.user.id).toBe(account.id);
    expect(found?.user.hasPassword).toBe(true);
    expect(found?.user.xpTotal).toBe(0);
    for (const key of SECRET_KEYS) expect(Object.keys(found?.user ?? {})).not.toContain(key);
  });

  it("says an account without a password has none (a Google or Apple sign-in)", async () => {
    const account = await signUp();
    await env.DB.prepare("update users set password_hash = null where id = ?").bind(account.id).run();
    const row = await sessionLookup(getDb(env.DB)).get(sessionValues(await sessionIdOf(account.cookie), Date.now()));
    expect(row?.user.hasPassword).toBe(false);
    const res = await api.auth.user.$get(undefined, headers(account.cookie));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: account.id, hasPassword: false });
    // The routes that check a password find none to check.
    expect(await passwordHashOf(getDb(env.DB), { id: account.id, hasPassword: false })).toBeNull();
  });

  it("gives the secrets to the routes that check them, read for the one user", async () => {
    const account = await accountWithSecrets();
    const other = await signUp();
    const db = getDb(env.DB);
    const secrets = await secretsOf(db, account.id);
    expect(secrets?.passwordHash).toMatch(/^scrypt\$/);
    expect(secrets).toMatchObject({ totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", totpLastStep: 42 });
    expect(await passwordHashOf(db, { id: account.id, hasPassword: true })).toBe(secrets?.passwordHash);
    expect(await passwordHashOf(db, { id: other.id, hasPassword: true })).not.toBe(secrets?.passwordHash);
    expect(await secretsOf(db, "no-such-user")).toBeUndefined();
  });
});
