import fc from "fast-check";

/** Strings that have broken parsers, queries or renderers somewhere. */
export const NASTY_STRINGS = [
  "",
  " ",
  "'); DROP TABLE meals;--",
  '" OR 1=1 --',
  "1; select * from users",
  "<img src=x onerror=alert(1)>",
  "<script>alert('x')</script>",
  "javascript:alert(1)",
  "../../../etc/passwd",
  "..%2F..%2Fsecret",
  "%",
  "%E0%A4%A",
  "%00",
  "\u0000",
  "\r\n",
  "\ud800",
  "\u202e\u0301\ufeff",
  "😀🥩🍗",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-1",
  "0",
  "1e309",
  "9999999999999999999999",
  "0x1F",
  "true",
  "__proto__",
  "constructor",
  "hasOwnProperty",
  "{}",
  "[]",
  "2026-13-45",
  "2026-02-30T25:61:00Z",
  "00000000-0000-0000-0000-000000000000",
  "x.y.z",
] as const;

/**
 * Hostile text: a known troublemaker most of the time, otherwise generated text of every
 * kind (ASCII with control characters, any code point including lone surrogates, whole
 * graphemes). Shrinks towards the first listed troublemakers and towards short strings.
 */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { withCrossShrink: true },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: "binary-ascii", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
);

/** Text just past the lengths the schemas allow (100, 200, 256, 2000, ...), and far past. */
export const longString: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(101, 201, 255, 257, 301, 1001, 2001, 8001), fc.constantFrom("a", "é", "😀", "%", "'"))
  .map(([length, unit]) => unit.repeat(length));

/** Any hostile text, short or long. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { withCrossShrink: true },
  { weight: 4, arbitrary: nastyString },
  { weight: 1, arbitrary: longString },
);

/**
 * A header value: fetch refuses NUL, CR and LF, browsers anything beyond ASCII, and blanks
 * around it are trimmed, so hostile text is squeezed into what a client can really send.
 */
export const headerValue: fc.Arbitrary<string> = hostileString.map((s) =>
  s
    .replace(/[^\t\x20-\x7e]/g, "?")
    .trim()
    .slice(0, 2000),
);
