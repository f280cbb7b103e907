import fc from "fast-check";
import { headerValue } from "./strings";

/** Replaced, when the request is sent, by the signed-in account's current session token. */
export const SESSION = "{session}";

/** Session cookies: mostly the account's own, otherwise none, forged, doubled or mangled. */
const cookie: fc.Arbitrary<string | undefined> = fc.oneof(
  { withCrossShrink: true },
  { weight: 8, arbitrary: fc.constant(`proteo_session=${SESSION}`) },
  { weight: 1, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: headerValue.map((v) => `proteo_session=${v}`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      `proteo_session=${SESSION}; proteo_session=forged`,
      `proteo_session=forged; proteo_session=${SESSION}`,
      `__Host-proteo_session=${SESSION}`,
      `proteo_session="${SESSION}"`,
      ` proteo_session = ${SESSION} ;;`,
      `proteo_session=${SESSION}%00`,
      `proteo_session=${SESSION}; proteo_oauth_state=s; proteo_oauth_verifier=v`,
      "proteo_oauth_state=s; proteo_oauth_verifier=v",
      "proteo_session=%",
      "proteo_session=%E0%A4%A",
    ),
  },
  { weight: 1, arbitrary: headerValue },
);

const idempotencyKey: fc.Arbitrary<string> = fc.oneof(
  fc.uuid(),
  fc.constantFrom("a".repeat(7), "a".repeat(8), "a".repeat(100), "a".repeat(101), "retry:1", "../x"),
  headerValue,
);

/** `arbitrary` one time in `1 + rarity`, otherwise absent; shrinks towards absent. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, rarity = 5): fc.Arbitrary<T | undefined> =>
  fc.oneof({ withCrossShrink: true }, { weight: rarity, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });

/** Headers a client could add. Origin is left to the client helper: origin.test.ts owns that. */
export const hostileHeaders: fc.Arbitrary<Record<string, string | undefined>> = fc.record({
  Cookie: cookie,
  "Idempotency-Key": sometimes(idempotencyKey, 3),
  "CF-Connecting-IP": sometimes(fc.oneof(fc.ipV4(), fc.ipV6(), headerValue)),
  "X-Forwarded-For": sometimes(headerValue),
  Accept: sometimes(fc.constantFrom("*/*", "text/html", "application/xml", "garbage", "")),
  "Accept-Encoding": sometimes(fc.constantFrom("gzip", "br", "identity;q=0", "*")),
  "Content-Encoding": sometimes(fc.constantFrom("gzip", "br", "identity", "x-junk"), 10),
  Range: sometimes(fc.constantFrom("bytes=0-1", "bytes=5-1", "bytes=-1", "bytes=99999999-", "items=0-1")),
  "If-None-Match": sometimes(headerValue),
  Authorization: sometimes(headerValue.map((v) => `Bearer ${v}`)),
  "Stripe-Signature": sometimes(fc.oneof(fc.constant("t=1,v1=00"), headerValue)),
  Referer: sometimes(headerValue),
});
