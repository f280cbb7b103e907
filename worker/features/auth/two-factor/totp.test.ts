import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUrl, timeStep, totpAt } from "./totp";

/** RFC 6238 appendix B: the SHA-1 seed is the ASCII string "12345678901234567890". */
const SEED = new TextEncoder().encode("12345678901234567890");
const VECTORS: [number, string][] = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

describe("TOTP (RFC 6238)", () => {
  it.each(VECTORS)("gives the RFC's 8-digit SHA-1 code at %i s", (seconds, code) => {
    expect(totpAt(SEED, seconds * 1000, 8)).toBe(code);
  });

  it("gives the last six digits for 6-digit codes", () => {
    expect(totpAt(SEED, 59_000)).toBe("287082");
  });

  it("matches HOTP's RFC 4226 test values", () => {
    const expected = ["755224", "287082", "359152", "969429", "338314"];
    for (const [counter, code] of expected.entries()) expect(hotp(SEED, counter)).toBe(code);
  });

  it("accepts one step back and one ahead, not two", () => {
    const now = 1_700_000_000_000;
    const step = timeStep(now);
    for (const delta of [-1, 0, 1]) {
      expect(matchTotp(SEED, hotp(SEED, step + delta), now, null)).toBe(step + delta);
    }
    for (const delta of [-2, 2]) expect(matchTotp(SEED, hotp(SEED, step + delta), now, null)).toBeNull();
  });

  it("refuses a step at or before the last accepted one (replay)", () => {
    const now = 1_700_000_000_000;
    const step = timeStep(now);
    const code = hotp(SEED, step);
    expect(matchTotp(SEED, code, now, step)).toBeNull();
    expect(matchTotp(SEED, code, now, step - 1)).toBe(step);
  });

  it("round-trips base32 (RFC 4648 test vector) and forgives case and spaces", () => {
    expect(base32Encode(new TextEncoder().encode("foobar"))).toBe("MZXW6YTBOI");
    expect(new TextDecoder().decode(base32Decode("mzxw 6ytb oi"))).toBe("foobar");
    const bytes = crypto.getRandomValues(new Uint8Array(20));
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
  });

  it("refuses a code of the wrong length or with other characters", () => {
    const now = 1_700_000_000_000;
    const code = totpAt(SEED, now);
    expect(matchTotp(SEED, `${code}0`, now, null)).toBeNull();
    expect(matchTotp(SEED, code.slice(1), now, null)).toBeNull();
    expect(matchTotp(SEED, "abcdef", now, null)).toBeNull();
  });

  it("refuses characters outside base32 in a typed secret", () => {
    expect(() => base32Decode("MZXW6YTB01")).toThrow();
  });

  it("builds the otpauth URL with issuer Proteo, the email as label and the default parameters", () => {
    const url = new URL(otpauthUrl(base32Decode("JBSWY3DPEHPK3PXP"), "ada@example.com"));
    expect(`${url.protocol}//${url.host}${url.pathname}`).toBe("otpauth://totp/Proteo:ada%40example.com");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      secret: "JBSWY3DPEHPK3PXP",
      issuer: "Proteo",
      algorithm: "SHA1",
      digits: "6",
      period: "30",
    });
  });
});
