const encoder = new TextEncoder();

/**
 * Whether two secrets (tokens, token hashes, keys) are equal, in time that does not depend on
 * where they first differ: the Workers runtime's `crypto.subtle.timingSafeEqual`. It requires
 * equal lengths, so a length mismatch answers false at once; that only reveals the length,
 * which for our hashes and tokens is public anyway.
 */
export function secretsEqual(a: string | Uint8Array, b: string | Uint8Array): boolean {
  const left = typeof a === "string" ? encoder.encode(a) : a;
  const right = typeof b === "string" ? encoder.encode(b) : b;
  return left.byteLength === right.byteLength && crypto.subtle.timingSafeEqual(left, right);
}
