import fc from "fast-check";
import { hostileString, nastyString } from "./strings";
import { AnyOf } from "./values";

/** Lone surrogates cannot be percent-encoded; they become U+FFFD, as a browser would send them. */
const withoutLoneSurrogates = (s: string) =>
  s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");

/** A path segment: encoded so it stays one segment, or raw so that `..`, `/` and `%` act on the path. */
const segment: fc.Arbitrary<string> = fc.oneof(
  { withCrossShrink: true },
  { weight: 3, arbitrary: hostileString.map((s) => encodeURIComponent(withoutLoneSurrogates(s)) || "%20") },
  { weight: 2, arbitrary: fc.uuid() },
  {
    weight: 1,
    arbitrary: fc.constantFrom("..", ".", "%2e%2e", "..%2f..%2fapi", "../../api/auth/user", "a/b", "%", "%2F", "%00"),
  },
  { weight: 1, arbitrary: fc.webSegment() },
  { weight: 1, arbitrary: fc.constantFrom(0, 1, 2, -1, 1.5, 10_000, 10_001, 1e21).map(String) },
);

/**
 * The route's path with each `:param` filled: in a well-formed request one of the account's
 * real ids, otherwise a real id or a hostile segment.
 */
export function pathFor(pattern: string, params: Record<string, string[]>, wellFormed: boolean): fc.Arbitrary<string> {
  const names = [...pattern.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string);
  const values = names.map((name) => {
    const real = params[name] ?? [];
    if (!real.length) return segment;
    const own = fc.constantFrom(...real.map(encodeURIComponent));
    return wellFormed ? own : fc.oneof({ withCrossShrink: true }, own, segment);
  });
  return fc.tuple(...values).map((filled) => {
    let i = 0;
    return pattern.replace(/:[A-Za-z]+/g, () => filled[i++] ?? "");
  });
}

const queryKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("limit", "cursor", "q", "from", "to", "period", "key", "token", "mealType", "favorites", "type"),
  nastyString,
);

/**
 * A query string: the route's own parameters mostly kept, otherwise spoiled or dropped; in
 * a request that is not well-formed also junk parameters, repeats and broken encodings.
 */
export function queryFor(valid: Record<string, string | AnyOf>, wellFormed: boolean): fc.Arbitrary<string> {
  const known = fc.record(
    Object.fromEntries(
      Object.entries(valid).map(([key, value]) => [
        key,
        fc.oneof(
          { withCrossShrink: true },
          {
            weight: 8,
            arbitrary: value instanceof AnyOf ? fc.constantFrom(...value.values.map(String)) : fc.constant(value),
          },
          { weight: 2, arbitrary: hostileString },
          { weight: 1, arbitrary: fc.constant(undefined) },
        ),
      ]),
    ),
  );
  const extra = wellFormed ? fc.constant([]) : fc.array(fc.tuple(queryKey, hostileString), { maxLength: 3 });
  const encoded = fc.tuple(known, extra).map(([kept, junk]) => {
    const pairs = [...Object.entries(kept), ...junk].filter((p): p is [string, string] => p[1] !== undefined);
    return new URLSearchParams(pairs).toString();
  });
  const raw = fc.constantFrom("%", "a=%E0%A4%A", "&&=&", "=", "limit", "q=%00", "key=a%2Eb&key=c");
  const query = wellFormed
    ? encoded
    : fc.oneof({ withCrossShrink: true }, { weight: 6, arbitrary: encoded }, { weight: 1, arbitrary: raw });
  return query.map((q) => (q ? `?${q}` : ""));
}
