import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "../../worker/db/client";
import { ApiError } from "../../worker/lib/api-error";
import { takeAttempt } from "../../worker/lib/rate-limit";
import { countRows, freshIp, signUp, uniqueEmail } from "./accounts";
import { call } from "./client";
import { change, NEW_PASSWORD } from "./password-helpers";
import { challengeFor, codeNow, enrol, freezeClock, verify } from "./two-factor-helpers";

/**
 * Every limiter counts and decides in one atomic D1 statement, so requests
 * sent at once cannot all read the old count. Each test fires real concurrent requests at the
 * Worker and counts how many were actually evaluated (anything but a 429).
 */

afterEach(() => vi.useRealTimers());

// Up to 30 of these requests run scrypt (ADR 004) at once: more than 5 s on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const statuses = (responses: { status: number }[]) => responses.map((r) => r.status);
const evaluated = (responses: { status: number }[]) => responses.filter((r) => r.status !== 429).length;
const refused = (responses: { status: number }[]) => responses.filter((r) => r.status === 429).length;

describe("rate limits under concurrency", () => {
  it("evaluates at most 10 of 40 simultaneous wrong passwords for one email, each from its own IP", async () => {
    const a = await signUp();
    const responses = await Promise.all(
      Array.from({ length: 40 }, () =>
        call("/api/auth/login", {
          json: { email: a.email, password: "wrong-guess" },
          headers: { "CF-Connecting-IP": freshIp() },
        }),
      ),
    );
    expect(statuses(responses).every((s) => s === 401 || s === 429)).toBe(true);
    expect(evaluated(responses)).toBeLessThanOrEqual(10);
    expect(refused(responses)).toBeGreaterThanOrEqual(30);
    // The email is blocked now: even the right password waits.
    const after = await call("/api/auth/login", {
      json: { email: a.email, password: a.password },
      headers: { "CF-Connecting-IP": freshIp() },
    });
    expect(after.status).toBe(429);
    expect(Number(after.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("evaluates at most 30 of 60 simultaneous sign-ins from one IP (per-IP limit)", async () => {
    const ip = freshIp();
    const responses = await Promise.all(
      Array.from({ length: 60 }, () =>
        call("/api/auth/login", {
          json: { email: uniqueEmail("nobody"), password: "wrong-guess" },
          headers: { "CF-Connecting-IP": ip },
        }),
      ),
    );
    expect(evaluated(responses)).toBeLessThanOrEqual(30);
    expect(refused(responses)).toBeGreaterThanOrEqual(30);
  });

  it("evaluates at most 5 of 150 simultaneous wrong two-factor codes on one challenge", async () => {
    const clock = freezeClock();
    const a = await signUp();
    const { secret } = await enrol(a);
    clock.tick();
    const challenge = await challengeFor(a);
    const right = codeNow(secret);
    const wrong = right === "000000" ? "111111" : "000000";
    // Each from its own IP, so only the per-account code limit can stop them.
    const responses = await Promise.all(Array.from({ length: 150 }, () => verify({ challenge, code: wrong })));
    expect(statuses(responses).every((s) => s === 400 || s === 429)).toBe(true);
    expect(evaluated(responses)).toBeLessThanOrEqual(5);
    expect(refused(responses)).toBeGreaterThanOrEqual(145);
  });

  it("creates at most 10 of 40 simultaneous sign-ups from one IP", async () => {
    const ip = freshIp();
    const before = await countRows("users");
    const responses = await Promise.all(
      Array.from({ length: 40 }, () =>
        call("/api/auth/register", {
          json: { email: uniqueEmail("burst"), password: "Tr1cky-Lentils", firstName: "A", lastName: "B" },
          headers: { "CF-Connecting-IP": ip },
        }),
      ),
    );
    expect(statuses(responses).every((s) => s === 201 || s === 429)).toBe(true);
    expect(evaluated(responses)).toBeLessThanOrEqual(10);
    expect(await countRows("users")).toBe(before + evaluated(responses));
  });

  it("evaluates at most 5 of 40 simultaneous sign-ups for one email from 40 IPs", async () => {
    const email = uniqueEmail("same");
    const responses = await Promise.all(
      Array.from({ length: 40 }, () =>
        call("/api/auth/register", {
          json: { email, password: "Tr1cky-Lentils", firstName: "A", lastName: "B" },
          headers: { "CF-Connecting-IP": freshIp() },
        }),
      ),
    );
    expect(statuses(responses).every((s) => s === 201 || s === 409 || s === 429)).toBe(true);
    expect(evaluated(responses)).toBeLessThanOrEqual(5);
    expect(await countRows("users", "email = ?", email)).toBe(1);
  });

  it("evaluates at most 5 of 40 simultaneous wrong current passwords on a password change", async () => {
    const a = await signUp();
    const responses = await Promise.all(
      Array.from({ length: 40 }, () =>
        change(
          a.cookie,
          { currentPassword: "guess-guess", newPassword: NEW_PASSWORD },
          { "CF-Connecting-IP": freshIp() },
        ),
      ),
    );
    expect(statuses(responses).every((s) => s === 400 || s === 429)).toBe(true);
    expect(evaluated(responses)).toBeLessThanOrEqual(5);
    expect(refused(responses)).toBeGreaterThanOrEqual(35);
  });
});

describe("takeAttempt back-off", () => {
  it("doubles each block hit right after the last, up to a day, and a calm window forgets", async () => {
    const db = getDb(env.DB);
    const limit = { key: `test:backoff:${crypto.randomUUID()}`, max: 2, windowMs: 15 * 60_000 };
    const waits: string[] = [];
    let now = Date.now();
    // Each round: fill the window, then one more is refused; the next round starts as the block ends.
    for (let round = 0; round < 9; round++) {
      await takeAttempt(db, [limit], now);
      await takeAttempt(db, [limit], now);
      const refusal = await takeAttempt(db, [limit], now).catch((e: ApiError) => e);
      expect(refusal).toBeInstanceOf(ApiError);
      waits.push((refusal as ApiError).message);
      // Still blocked a moment before the end, with the time left.
      const during = await takeAttempt(db, [limit], now + 60_000).catch((e: ApiError) => e);
      expect((during as ApiError).status).toBe(429);
      const row = await env.DB.prepare("select blocked_until from rate_limits where key = ?")
        .bind(limit.key)
        .first<{ blocked_until: number }>();
      now = (row?.blocked_until ?? 0) + 1;
    }
    const minutes = [15, 30, 60, 120, 240, 480, 960, 1440, 1440];
    expect(waits).toEqual(minutes.map((m) => `Too many attempts. Please try again in ${m} minutes.`));
    // A full calm window after the block: strikes are forgotten, the next block is one window again.
    now += limit.windowMs;
    await takeAttempt(db, [limit], now);
    await takeAttempt(db, [limit], now);
    const fresh = await takeAttempt(db, [limit], now).catch((e: ApiError) => e);
    expect((fresh as ApiError).message).toBe("Too many attempts. Please try again in 15 minutes.");
    expect((fresh as ApiError).headers).toEqual({ "Retry-After": String(15 * 60) });
  });
});
