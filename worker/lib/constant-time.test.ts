import { afterEach, describe, expect, it, vi } from "vitest";
import { secretsEqual } from "./constant-time";

afterEach(() => vi.restoreAllMocks());

describe("secretsEqual", () => {
  it("compares strings and bytes by content", () => {
    expect(secretsEqual("a1b2c3", "a1b2c3")).toBe(true);
    expect(secretsEqual("a1b2c3", "a1b2c4")).toBe(false);
    expect(secretsEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(secretsEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
  });

  it("answers false for different lengths instead of throwing", () => {
    expect(secretsEqual("abc", "abcd")).toBe(false);
    expect(secretsEqual("", "a")).toBe(false);
  });

  it("compares UTF-8 bytes, so look-alike strings of other lengths differ", () => {
    expect(secretsEqual("é", "e\u0301")).toBe(false);
  });

  it("leaves the comparison to the runtime's crypto.subtle.timingSafeEqual", () => {
    const spy = vi.spyOn(crypto.subtle, "timingSafeEqual");
    secretsEqual("same-token", "same-token");
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
