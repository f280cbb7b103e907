import { describe, expect, it } from "vitest";
import { sha256Hex } from "./ids";

describe("sha256Hex", () => {
  it("gives the lowercase hex SHA-256 of the UTF-8 text (FIPS 180-2 vectors)", async () => {
    expect(await sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(await sha256Hex("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    // Non-ASCII text is hashed as UTF-8.
    expect(await sha256Hex("é")).toBe(await reference("é"));
  });

  it("agrees with WebCrypto's digest written out byte by byte, for many tokens", async () => {
    for (let i = 0; i < 200; i++) {
      const token = `token-${i}-${"x".repeat(i % 50)}`;
      expect(await sha256Hex(token)).toBe(await reference(token));
    }
  });
});

async function reference(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
