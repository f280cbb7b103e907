import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "../../worker/db/client";
import { users } from "../../worker/db/schema";
import { errorDetails } from "../../worker/lib/error-details";
import { freshIp, signUp, uniqueEmail } from "./accounts";
import { api, headers } from "./api";
import { proveMailbox } from "./email-helpers";
import { setup } from "./two-factor-helpers";

// A D1 failure the app does not expect reaches the error handler, which logs it. Drizzle's
// error message ends with every value the query bound, so a careless log line would carry
// emails, password hashes and TOTP secrets into Workers Logs. The failures are forced with
// a trigger (as test/worker/faults/d1-batch.test.ts does), and every console line is read.

const triggers: string[] = [];
let lines: string[] = [];

async function failWrites(event: string, when: string) {
  const name = `log_fault_${crypto.randomUUID().slice(0, 8)}`;
  await env.DB.prepare(
    `create trigger ${name} before ${event} when ${when} begin select raise(abort, 'injected fault'); end`,
  ).run();
  triggers.push(name);
}

beforeEach(() => {
  lines = [];
  for (const level of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push(args.map((a) => (typeof a === "string" ? a : JSON.stringify(a))).join(" "));
    });
  }
});

afterEach(async () => {
  vi.restoreAllMocks();
  for (const name of triggers.splice(0)) await env.DB.prepare(`drop trigger if exists ${name}`).run();
});

/** The one "unhandled error" line, parsed. */
function unhandled(): { requestId: string; error: { kind: string; sql?: string; cause?: { code?: string } } } {
  const found = lines.filter((l) => l.includes('"unhandled error"'));
  expect(found).toHaveLength(1);
  return JSON.parse(found[0] as string);
}

describe("logs of a failed query hold its SQL, never its values", () => {
  it("sign-up: no email, name or password in any line", async () => {
    const email = uniqueEmail("leak-probe");
    // The per-email throttle's row names the email (`register:email:<email>`).
    await failWrites("insert on rate_limits", `new.key = 'register:email:${email}'`);
    const res = await api.auth.register.$post(
      { json: { email, password: "Tr1cky-Lentils", firstName: "Zebediah", lastName: "Quillfeather" } },
      headers(undefined, freshIp()),
    );
    expect(res.status).toBe(500);
    const all = lines.join("\n");
    for (const value of [email, "leak-probe", "Zebediah", "Quillfeather", "Tr1cky-Lentils", "scrypt$", "params:"]) {
      expect(all).not.toContain(value);
    }
    const line = unhandled();
    // The limits are counted in one D1 batch (ADR 012), whose failure drizzle passes on
    // unwrapped: D1's own error, kept with its SQLite code and nothing else.
    expect(line.error.kind).toBe("Error");
    expect(line.error.cause?.code).toBe("SQLITE_CONSTRAINT");
  });

  it("two-factor setup: no TOTP secret in any line", async () => {
    const a = await signUp();
    // Two-factor needs a proven mailbox: the owner opens the verification link first.
    await proveMailbox(a);
    await failWrites("update of totp_secret on users", `new.id = '${a.id}'`);
    const res = await setup(a.cookie, { password: a.password });
    expect(res.status).toBe(500);
    // The secret is 32 base32 characters; nothing of that shape may appear.
    expect(lines.join("\n")).not.toMatch(/[A-Z2-7]{32}/);
    expect(unhandled().error.sql).toMatch(/^update "users" set .*"totp_secret" = \?/);
  });

  it("errorDetails keeps the SQL and the kind, and scrubs the values out of the driver's message", async () => {
    const a = await signUp();
    await failWrites("update of password_hash on users", `new.id = '${a.id}'`);
    const hash = "scrypt$16384$16$1$c2FsdHNhbHQ=$aGFzaGhhc2hoYXNo";
    const error = await getDb(env.DB)
      .update(users)
      .set({ passwordHash: hash, email: "someone@example.com" })
      .where(eq(users.id, a.id))
      .then(
        () => null,
        (e: unknown) => e,
      );
    // Drizzle's own message names the values: this is what must never be logged.
    expect(String(error)).toContain(hash);
    const details = JSON.stringify(errorDetails(error));
    expect(details).toContain('update \\"users\\" set');
    for (const value of [hash, "someone@example.com", a.id, "params"]) expect(details).not.toContain(value);
    // Anything thrown that is not an Error is named by its type only.
    expect(errorDetails("secret-token-value")).toEqual({ kind: "string" });
    expect(JSON.stringify(errorDetails(new Error("no account for ada@example.com")))).not.toContain("ada@example.com");
  });
});

describe("client error reports", () => {
  it("are logged without the values of URL query parameters", async () => {
    const secret = "seti_1AbC_secret_XyZ123456";
    const res = await api["client-errors"].$post({
      json: {
        message: `Failed to fetch /api/objects/upload/abc?token=${secret}`,
        url: `https://proteo.example.com/checkout?setup_intent_client_secret=${secret}&redirect_status=succeeded`,
        stack: `at upload (https://proteo.example.com/assets/app.js?token=${secret}:1:2)`,
      },
    });
    expect(res.status).toBe(204);
    const all = lines.join("\n");
    expect(all).toContain("setup_intent_client_secret=[value]");
    expect(all).not.toContain(secret);
  });
});
