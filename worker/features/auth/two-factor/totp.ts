/**
 * TOTP (RFC 6238) over HOTP (RFC 4226): HMAC-SHA-1, 6 digits, 30-second steps, the
 * parameters every authenticator app assumes when the otpauth URL names no others.
 * Pure WebCrypto, so the Worker, its tests and the browser tests (Node) share it.
 */

export const STEP_SECONDS = 30;
export const DIGITS = 6;

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 without padding: what authenticator apps expect in `secret=`. */
export function base32Encode(bytes: Uint8Array): string {
  let out = "";
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Lenient on case, spaces and padding, as people type secrets by hand. */
export function base32Decode(text: string): Uint8Array {
  const clean = text.toUpperCase().replace(/[\s=-]/g, "");
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error("not base32");
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return new Uint8Array(out);
}

/** The 30-second time step a moment falls in. */
export const timeStep = (nowMs: number) => Math.floor(nowMs / 1000 / STEP_SECONDS);

/** The HOTP value of one counter (RFC 4226 section 5.3), as a zero-padded string. */
export async function hotp(secret: Uint8Array, counter: number, digits = DIGITS): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new Uint8Array(secret), { name: "HMAC", hash: "SHA-1" }, false, [
    "sign",
  ]);
  const message = new DataView(new ArrayBuffer(8));
  // Counters fit in 53 bits: split into the high and low 32-bit halves of the 8-byte value.
  message.setUint32(0, Math.floor(counter / 2 ** 32));
  message.setUint32(4, counter >>> 0);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, message.buffer));
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary =
    (((mac[offset] ?? 0) & 0x7f) << 24) |
    ((mac[offset + 1] ?? 0) << 16) |
    ((mac[offset + 2] ?? 0) << 8) |
    (mac[offset + 3] ?? 0);
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/** The code an authenticator shows at a moment. */
export const totpAt = (secret: Uint8Array, nowMs: number, digits = DIGITS) => hotp(secret, timeStep(nowMs), digits);

/**
 * The time step whose code matches, looking one step back and one ahead (clock drift and
 * a code typed as it rolled over), or null. Steps at or before `lastStep` are never
 * matched: each code is accepted once. Every candidate is computed, so the time taken does
 * not say which one matched.
 */
export async function matchTotp(
  secret: Uint8Array,
  code: string,
  nowMs: number,
  lastStep: number | null,
): Promise<number | null> {
  const current = timeStep(nowMs);
  let matched: number | null = null;
  for (const step of [current - 1, current, current + 1]) {
    const expected = await hotp(secret, step);
    if (constantTimeEqual(expected, code) && (lastStep === null || step > lastStep) && matched === null) {
      matched = step;
    }
  }
  return matched;
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The otpauth URL authenticator apps read from the QR code (Key Uri Format). */
export function otpauthUrl(secretBase32: string, account: string, issuer = "Proteo"): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({
    secret: secretBase32,
    issuer,
    algorithm: "SHA1",
    digits: String(DIGITS),
    period: String(STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${params}`;
}
