import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password";

describe("password hashing (scrypt in workerd)", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("correct horse battery");
    expect(stored).toMatch(/^scrypt\$16384\$16\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
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

  it("measures the cost of one hash (reported, not asserted)", async () => {
    const started = performance.now();
    await hashPassword("measure me please");
    console.info(`scrypt N=16384 r=16 p=1: ${(performance.now() - started).toFixed(0)} ms`);
  });
});
