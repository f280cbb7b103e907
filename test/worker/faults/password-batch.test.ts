import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { signUp } from "../accounts";
import { change, expectUnchanged, login, NEW_PASSWORD, secondDevice, storedHash } from "../password-helpers";

describe("a password change that fails half-way", () => {
  const triggers: string[] = [];
  afterEach(async () => {
    for (const name of triggers.splice(0)) await env.DB.prepare(`drop trigger if exists ${name}`).run();
  });

  it("keeps the old password and every session when the new session cannot be stored", async () => {
    const a = await signUp();
    const phone = await secondDevice(a);
    const hash = await storedHash(a.id);
    // The insert of the new session is the batch's third statement, after the hash update
    // and the deletion of every session: D1 runs a batch as one transaction, so both undo.
    const name = `fault_sessions_${crypto.randomUUID().slice(0, 8)}`;
    await env.DB.prepare(
      `create trigger ${name} before insert on sessions when new.user_id = '${a.id}' begin select raise(abort, 'injected fault'); end`,
    ).run();
    triggers.push(name);

    const res = await change(a.cookie, { currentPassword: a.password, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(500);
    await expectUnchanged(a, [a.cookie, phone], hash, res);

    for (const t of triggers.splice(0)) await env.DB.prepare(`drop trigger ${t}`).run();
    expect((await login(a.email, a.password)).status).toBe(200);
  });
});
