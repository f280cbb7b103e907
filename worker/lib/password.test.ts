import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password";
// By its own path: the worker tests swap `./password-cost` for a cheap cost (vitest.config.ts),
// and this file holds production to its real one.
import { PASSWORD_COST as PRODUCTION_COST } from "./password-cost.ts";

/** "correct horse battery" hashed by Node's scrypt at N=16384, r=16, p=1. */
const PRODUCTION_HASH = "scrypt$16384$16$1$ikDLPXBP4rpIRS+3kS2pQQ==$6LrfCcU9Mr7l1KkhQ/EsNjddO2Du85yyKLZvEE6X408=";

describe("password hashing (scrypt in workerd)", () => {
  it("hashes new passwords in production at N=16384, r=16, p=1", () => {
    expect(PRODUCTION_COST).toEqual({ N: 16384, r: 16, p: 1 });
  });

  it("verifies a hash stored at production's cost, and refuses a wrong password against it", async () => {
    const started = performance.now();
    expect(await verifyPassword("correct horse battery", PRODUCTION_HASH)).toBe(true);
    console.info(`scrypt N=16384 r=16 p=1: ${(performance.now() - started).toFixed(0)} ms (reported, not asserted)`);
    expect(await verifyPassword("correct horse batterY", PRODUCTION_HASH)).toBe(false);
  });

  it("verifies the right password and refuses a wrong one, naming its parameters in the hash", async () => {
    const stored = await hashPassword("correct horse battery");
    expect(stored).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword("correct horse battery", stored)).toBe(true);
    expect(await verifyPassword("correct horse batterY", stored)).toBe(false);
  });

  it("salts every hash and never truncates long passwords", async () => {
    const long = "a".repeat(200);
    const a = await hashPassword(long);
    const b = await hashPassword(long);
    expect(a).not.toBe(b);
    expect(await verifyPassword(`${long}b`, a)).toBe(false);
  });

  it("refuses a malformed stored hash", async () => {
    expect(await verifyPassword("x", "plain$text")).toBe(false);
  });
});
