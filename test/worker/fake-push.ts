import { vi } from "vitest";

/**
 * A browser's side of Web Push, for the tests: its P-256 key pair and auth secret, as
 * PushManager.subscribe() makes them, so the fake push service below can decrypt what the
 * Worker sends exactly as the browser would (RFC 8291).
 */
export interface FakeBrowser {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  privateKey: CryptoKey;
  publicRaw: Uint8Array;
  authSecret: Uint8Array;
}

const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
const fromB64url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (ch) => ch.charCodeAt(0));

/**
 * Where the fake push service answers: a real push service's host, since the Worker sends
 * only to those (worker/features/push/endpoint.ts); fetches there never leave the test.
 */
export const FAKE_PUSH_ORIGIN = "https://fcm.googleapis.com";
const FAKE_PUSH_BASE = `${FAKE_PUSH_ORIGIN}/fcm/send/`;

export async function fakeBrowser(): Promise<FakeBrowser> {
  const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, [
    "deriveBits",
  ])) as CryptoKeyPair;
  const publicRaw = new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
  const authSecret = crypto.getRandomValues(new Uint8Array(16));
  return {
    endpoint: `${FAKE_PUSH_BASE}${crypto.randomUUID()}`,
    keys: { p256dh: b64url(publicRaw), auth: b64url(authSecret) },
    privateKey: pair.privateKey,
    publicRaw,
    authSecret,
  };
}

export interface PushDelivery {
  endpoint: string;
  headers: Record<string, string>;
  /** The VAPID JWT's claims, after its ES256 signature was checked against `k`. */
  claims: { aud: string; exp: number; sub: string };
  vapidKey: string;
  /** The plaintext, decrypted with the browser's keys. */
  payload: { kind: string; title: string; body: string; url: string };
}

async function hmac(key: Uint8Array, data: Uint8Array): Promise<Uint8Array> {
  const k = await crypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", k, data));
}

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
};
const text = (s: string) => new TextEncoder().encode(s);

/** RFC 8291 section 3.4 and RFC 8188: the browser's decryption of an aes128gcm push message. */
export async function decrypt(browser: FakeBrowser, body: Uint8Array): Promise<string> {
  const salt = body.slice(0, 16);
  const recordSize = new DataView(body.buffer, body.byteOffset + 16, 4).getUint32(0);
  const idLength = body[20] ?? 0;
  const serverPublic = body.slice(21, 21 + idLength);
  const ciphertext = body.slice(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error("more than one record");
  const serverKey = await crypto.subtle.importKey(
    "raw",
    serverPublic,
    { name: "ECDH", namedCurve: "P-256" },
    false,
    [],
  );
  const shared = new Uint8Array(
    // workerd reads the peer key from `public`; its type declaration names the field `$public`.
    await crypto.subtle.deriveBits(
      { name: "ECDH", public: serverKey } as unknown as SubtleCryptoDeriveKeyAlgorithm,
      browser.privateKey,
      256,
    ),
  );
  const prkKey = await hmac(browser.authSecret, shared);
  const keyInfo = concat(text("WebPush: info\0"), browser.publicRaw, serverPublic, new Uint8Array([1]));
  const ikm = await hmac(prkKey, keyInfo);
  const prk = await hmac(salt, ikm);
  const cek = (await hmac(prk, concat(text("Content-Encoding: aes128gcm\0"), new Uint8Array([1])))).slice(0, 16);
  const nonce = (await hmac(prk, concat(text("Content-Encoding: nonce\0"), new Uint8Array([1])))).slice(0, 12);
  const aes = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["decrypt"]);
  const padded = new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv: nonce }, aes, ciphertext));
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("no final-record delimiter");
  return new TextDecoder().decode(padded.slice(0, end));
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`; the JWT's ES256 signature must verify with k. */
async function verifyVapid(authorization: string): Promise<{ claims: PushDelivery["claims"]; key: string }> {
  const match = authorization.match(/^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/);
  if (!match?.[1] || !match[2]) throw new Error(`not a vapid Authorization header: ${authorization}`);
  const [header, claims, signature] = match[1].split(".") as [string, string, string];
  const raw = fromB64url(match[2]);
  const key = await crypto.subtle.importKey("raw", raw, { name: "ECDSA", namedCurve: "P-256" }, false, ["verify"]);
  const ok = await crypto.subtle.verify(
    { name: "ECDSA", hash: "SHA-256" },
    key,
    fromB64url(signature),
    text(`${header}.${claims}`),
  );
  if (!ok) throw new Error("VAPID signature does not verify");
  const alg = JSON.parse(new TextDecoder().decode(fromB64url(header))) as { alg: string };
  if (alg.alg !== "ES256") throw new Error(`VAPID alg ${alg.alg}`);
  return { claims: JSON.parse(new TextDecoder().decode(fromB64url(claims))), key: match[2] };
}

/** What the fake push service does with a push: answer with a status, or never answer. */
export type PushReply = number | "hang";

/**
 * A push service at FAKE_PUSH_ORIGIN, faked at the fetch boundary: it checks each request
 * as a real one would (RFC 8030 TTL, RFC 8291 Content-Encoding, RFC 8292 Authorization),
 * decrypts it for the subscribed browser and answers `reply(endpoint)` (201 by default),
 * after `delayMs`. "hang" never answers: the request ends only when its signal aborts, as a
 * real fetch does. `maxInFlight` is the most pushes it was handling at once.
 */
export function fakePushService(
  browsers: FakeBrowser[],
  reply: (endpoint: string) => PushReply = () => 201,
  { delayMs = 0 }: { delayMs?: number } = {},
) {
  const deliveries: PushDelivery[] = [];
  const stats = { inFlight: 0, maxInFlight: 0, hung: 0 };
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(FAKE_PUSH_BASE)) return realFetch(input, init);
    stats.inFlight += 1;
    stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
    try {
      const browser = browsers.find((b) => b.endpoint === request.url);
      if (!browser) return new Response("unknown subscription", { status: 404 });
      if (request.method !== "POST") throw new Error(`push sent with ${request.method}`);
      const headers = Object.fromEntries(request.headers);
      const vapid = await verifyVapid(headers.authorization ?? "");
      const body = new Uint8Array(await request.arrayBuffer());
      const answer = reply(request.url);
      if (answer === "hang") {
        stats.hung += 1;
        const signal = init?.signal ?? request.signal;
        return await new Promise<Response>((_, reject) => {
          signal?.addEventListener("abort", () => reject(signal.reason), { once: true });
        });
      }
      if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
      deliveries.push({
        endpoint: request.url,
        headers,
        claims: vapid.claims,
        vapidKey: vapid.key,
        payload: JSON.parse(await decrypt(browser, body)),
      });
      return new Response(null, { status: answer });
    } finally {
      stats.inFlight -= 1;
    }
  });
  return { deliveries, stats, restore: () => spy.mockRestore() };
}
