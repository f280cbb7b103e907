import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { normalizeRecoveryCode } from "../../domain/auth/two-factor-rules";
import { createApp } from "../../worker/app";
import { getDb } from "../../worker/db/client";
import { KEYED_PREFIX, newRecoveryCodes } from "../../worker/features/auth/two-factor/recovery-codes";
import { D1_MAX_BOUND_PARAMETERS } from "../../worker/lib/bounded-params";
import { sha256Hex } from "../../worker/lib/ids";
import { countRows, signUp } from "./accounts";
import { challengeFor, enrol, verify } from "./two-factor-helpers";

// ADR 014: recovery codes are 50 bits, so a plain SHA-256 of each can be searched in full
// from a database dump. They are stored as an HMAC under a subkey of the Worker secret
// AUTH_SECRET; codes stored the old way keep working until used or replaced.

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");

/** The documented derivation, written out independently: HKDF-SHA-256, then HMAC-SHA-256. */
async function expectedStored(userId: string, code: string): Promise<string> {
  const master = await crypto.subtle.importKey(
    "raw",
    Uint8Array.from(atob(env.AUTH_SECRET.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0)),
    "HKDF",
    false,
    ["deriveKey"],
  );
  const key = await crypto.subtle.deriveKey(
    {
      name: "HKDF",
      hash: "SHA-256",
      salt: new TextEncoder().encode("proteo/auth-secret/v1"),
      info: new TextEncoder().encode("recovery-codes"),
    },
    master,
    { name: "HMAC", hash: "SHA-256", length: 256 },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign(
    "HMAC",
    key,
    new TextEncoder().encode(`${userId}:${normalizeRecoveryCode(code)}`),
  );
  return `hmac:${hex(mac)}`;
}

const storedHashes = async (userId: string) =>
  (
    await env.DB.prepare("select code_hash from recovery_codes where user_id = ?")
      .bind(userId)
      .all<{ code_hash: string }>()
  ).results.map((r) => r.code_hash);

describe("recovery codes at rest", () => {
  it("stores a new code as an HMAC under AUTH_SECRET, never as its SHA-256, and it signs in once", async () => {
    const a = await signUp();
    const { recoveryCodes } = await enrol(a);
    const stored = await storedHashes(a.id);
    expect(stored).toHaveLength(10);
    for (const value of stored) expect(value.startsWith(KEYED_PREFIX)).toBe(true);
    for (const code of recoveryCodes) {
      expect(stored).not.toContain(await sha256Hex(normalizeRecoveryCode(code)));
      expect(stored).toContain(await expectedStored(a.id, code));
    }

    const code = recoveryCodes[0] as string;
    expect((await verify({ challenge: await challengeFor(a), code })).status).toBe(200);
    expect(await countRows("recovery_codes", "user_id = ?", a.id)).toBe(9);
    expect((await verify({ challenge: await challengeFor(a), code })).status).toBe(400);
  });

  it("still accepts, once, a code stored before ADR 014 as a bare SHA-256", async () => {
    const a = await signUp();
    await enrol(a);
    const legacy = "abcde-23456";
    await env.DB.prepare("insert into recovery_codes (user_id, code_hash) values (?, ?)")
      .bind(a.id, await sha256Hex(normalizeRecoveryCode(legacy)))
      .run();

    expect((await verify({ challenge: await challengeFor(a), code: "ABCDE 23456" })).status).toBe(200);
    expect(await countRows("recovery_codes", "user_id = ?", a.id)).toBe(10);
    expect((await verify({ challenge: await challengeFor(a), code: legacy })).status).toBe(400);
  });

  it("a code does not work for another account, even with the same code text", async () => {
    const a = await signUp();
    const b = await signUp();
    const { recoveryCodes } = await enrol(a);
    await enrol(b);
    expect((await verify({ challenge: await challengeFor(b), code: recoveryCodes[0] as string })).status).toBe(400);
    expect(await countRows("recovery_codes", "user_id = ?", a.id)).toBe(10);
  });

  it("inserts any number of codes in statements within D1's parameter limit", async () => {
    const a = await signUp();
    const db = getDb(env.DB);
    const { codes, inserts } = await newRecoveryCodes(env, db, a.id, 250);
    expect(inserts.length).toBeGreaterThan(1);
    for (const insert of inserts) expect(insert.toSQL().params.length).toBeLessThanOrEqual(D1_MAX_BOUND_PARAMETERS);
    const [first, ...rest] = inserts;
    if (!first) throw new Error("no insert");
    await db.batch([first, ...rest]);
    expect(await countRows("recovery_codes", "user_id = ?", a.id)).toBe(codes.length);
  });
});

describe("a Worker without a usable AUTH_SECRET", () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ["missing", undefined, "AUTH_SECRET is not set"],
    ["too short", "c2hvcnQ", "shorter than 32 bytes"],
    ["not base64url", "not base64url! not base64url! not base64url! x", "not base64url"],
  ])(
    "is %s: every API request, health included, fails with 500 and a log line saying what to set",
    async (_l, secret, problem) => {
      const logged: string[] = [];
      vi.spyOn(console, "error").mockImplementation((line: unknown) => {
        logged.push(String(line));
      });
      const app = createApp();
      const broken = { ...env, AUTH_SECRET: secret };
      const health = await app.request("/api/health", {}, broken);
      expect(health.status).toBe(500);
      expect(await health.json()).toEqual({
        message: "Proteo is not set up correctly on the server. Please try again later.",
        code: "MISCONFIGURED",
      });
      const email = `no-secret-${crypto.randomUUID().slice(0, 8)}@example.com`;
      const register = await app.request(
        "/api/auth/register",
        {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: "http://localhost" },
          body: JSON.stringify({ email, password: "Tr1cky-Lentils", firstName: "Ada", lastName: "L" }),
        },
        broken,
      );
      expect(register.status).toBe(500);
      expect(await countRows("users", "email = ?", email)).toBe(0);
      expect(logged.some((line) => line.includes(problem) && line.includes("wrangler secret put AUTH_SECRET"))).toBe(
        true,
      );
    },
  );
});
