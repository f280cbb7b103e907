/**
 * TOTP (RFC 6238) over HOTP (RFC 4226): HMAC-SHA-1, 6 digits, 30-second steps, the
 * parameters every authenticator app assumes when the otpauth URL names no others.
 * The one-time passwords and base32 come from Oslo (@oslojs/otp, @oslojs/encoding: pure
 * JavaScript, no runtime APIs), so the Worker, its tests and the browser tests (Node) share
 * them; what is ours is the window of steps accepted and the replay rule.
 */
import { decodeBase32IgnorePadding, encodeBase32UpperCaseNoPadding } from "@oslojs/encoding";
import { createTOTPKeyURI, generateHOTP, verifyHOTP } from "@oslojs/otp";

export const STEP_SECONDS = 30;
export const DIGITS = 6;

/** RFC 4648 base32 without padding: what authenticator apps expect in `secret=`. */
export const base32Encode = (bytes: Uint8Array): string => encodeBase32UpperCaseNoPadding(bytes);

/** Lenient on case, spaces, dashes and padding, as people type secrets by hand; throws on other characters. */
export function base32Decode(text: string): Uint8Array {
  return decodeBase32IgnorePadding(text.toUpperCase().replace(/[\s=-]/g, ""));
}

/** The 30-second time step a moment falls in. */
export const timeStep = (nowMs: number) => Math.floor(nowMs / 1000 / STEP_SECONDS);

/** The HOTP value of one counter (RFC 4226 section 5.3), as a zero-padded string of 6 to 8 digits. */
export const hotp = (secret: Uint8Array, counter: number, digits = DIGITS): string =>
  generateHOTP(secret, BigInt(counter), digits);

/** The code an authenticator shows at a moment. */
export const totpAt = (secret: Uint8Array, nowMs: number, digits = DIGITS) => hotp(secret, timeStep(nowMs), digits);

/**
 * The time step whose code matches, looking one step back and one ahead (clock drift and
 * a code typed as it rolled over), or null. Steps at or before `lastStep` are never
 * matched: each code is accepted once. Every candidate is checked, each with Oslo's
 * constant-time comparison, so the time taken does not say which one matched.
 */
export function matchTotp(secret: Uint8Array, code: string, nowMs: number, lastStep: number | null): number | null {
  const current = timeStep(nowMs);
  let matched: number | null = null;
  for (const step of [current - 1, current, current + 1]) {
    const valid = verifyHOTP(secret, BigInt(step), DIGITS, code);
    if (valid && (lastStep === null || step > lastStep) && matched === null) matched = step;
  }
  return matched;
}

/** The otpauth URL authenticator apps read from the QR code (Key Uri Format), issuer Proteo. */
export const otpauthUrl = (secret: Uint8Array, account: string): string =>
  createTOTPKeyURI("Proteo", account, secret, STEP_SECONDS, DIGITS);
