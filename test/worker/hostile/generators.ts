/**
 * A small seeded generator for the hostile-input properties. fast-check is not installed in
 * this checkout, so the cases come from a deterministic PRNG (mulberry32): every run sends
 * the same requests, and a failure names the seed and case that produced it.
 */
export type Rng = () => number;

export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;

/** Strings that have broken parsers, queries or renderers somewhere. */
export const NASTY_STRINGS: readonly string[] = [
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
  "%00",
  "\u0000",
  "\u202e\u0301\ufeff",
  "😀🥩🍗",
  "null",
  "undefined",
  "NaN",
  "-1",
  "0",
  "1e309",
  "9999999999999999999999",
  "true",
  "__proto__",
  "constructor",
  "{}",
  "[]",
  "a".repeat(1000),
  "2026-13-45",
  "00000000-0000-0000-0000-000000000000",
  "x.y.z",
];

export function nastyString(rng: Rng): string {
  if (rng() < 0.7) return pick(rng, NASTY_STRINGS);
  const length = int(rng, 0, 40);
  let out = "";
  for (let i = 0; i < length; i++) out += String.fromCodePoint(int(rng, 0, rng() < 0.8 ? 0x7f : 0x2fff));
  return out;
}

const NUMBERS = [0, -1, 1, 0.5, -0.0001, 1e308, -1e308, 2 ** 53, 5000, 5001, 10_000, 99_999_999];

/** Any JSON value, depth-limited, biased towards edge cases. */
export function jsonValue(rng: Rng, depth = 0): unknown {
  const r = rng();
  if (depth > 3 || r < 0.35) {
    const leaf = int(rng, 0, 4);
    if (leaf === 0) return null;
    if (leaf === 1) return rng() < 0.5;
    if (leaf === 2) return pick(rng, NUMBERS);
    return nastyString(rng);
  }
  if (r < 0.55) return Array.from({ length: int(rng, 0, 4) }, () => jsonValue(rng, depth + 1));
  return jsonObject(rng, depth + 1);
}

/** Field names the routes actually read, mixed with junk, so some cases get past the outer shape. */
export const FIELD_NAMES: readonly string[] = [
  "email",
  "password",
  "firstName",
  "lastName",
  "mealType",
  "title",
  "totalProtein",
  "mealName",
  "foodItems",
  "name",
  "grams",
  "proteinContent",
  "imageUrl",
  "text",
  "timezone",
  "theme",
  "dailyGoal",
  "recipeId",
  "guestMeals",
  "parts",
  "filename",
  "type",
  "plan",
  "setupIntentId",
  "__proto__",
  "constructor",
  "id",
];

export function jsonObject(rng: Rng, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const n = int(rng, 0, 5);
  for (let i = 0; i < n; i++) {
    const key = rng() < 0.8 ? pick(rng, FIELD_NAMES) : nastyString(rng);
    Object.defineProperty(out, key, { value: jsonValue(rng, depth), enumerable: true, writable: true });
  }
  return out;
}

/** A path segment: hostile text, percent-encoded so it stays one segment. */
export const pathSegment = (rng: Rng) => encodeURIComponent(nastyString(rng)) || "x";

export function queryString(rng: Rng): string {
  const n = int(rng, 0, 4);
  const q = new URLSearchParams();
  for (let i = 0; i < n; i++) {
    const key =
      rng() < 0.7
        ? pick(rng, [
            "limit",
            "cursor",
            "q",
            "from",
            "to",
            "period",
            "key",
            "token",
            "mealType",
            "favorites",
            "date",
            "filename",
            "type",
          ])
        : nastyString(rng);
    q.append(key, nastyString(rng));
  }
  const s = q.toString();
  return s ? `?${s}` : "";
}

/** A request body and its Content-Type: mostly JSON, sometimes malformed or mislabelled. */
export function body(rng: Rng): { body: string | undefined; contentType: string | undefined } {
  const r = rng();
  if (r < 0.55)
    return { body: JSON.stringify(rng() < 0.8 ? jsonObject(rng) : jsonValue(rng)), contentType: "application/json" };
  if (r < 0.65)
    return {
      body: pick(rng, ["{", '{"a":', "[1,", "nul", '"', '{"a":1}}', "\u0000"]),
      contentType: "application/json",
    };
  if (r < 0.75)
    return {
      body: JSON.stringify(jsonObject(rng)),
      contentType: pick(rng, [
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "application/json; charset=utf-16",
      ]),
    };
  if (r < 0.85) return { body: nastyString(rng), contentType: undefined };
  return { body: undefined, contentType: rng() < 0.5 ? "application/json" : undefined };
}

/** Extra request headers a client could send; never Origin or Cookie (the tests own those). */
export function headers(rng: Rng): Record<string, string> {
  const out: Record<string, string> = {};
  // Header values must be ByteStrings without CR/LF; keep them printable ASCII.
  const ascii = (s: string) => s.replace(/[^\x20-\x7e]/g, "?").slice(0, 200);
  if (rng() < 0.3) out["Idempotency-Key"] = ascii(nastyString(rng));
  if (rng() < 0.2) out.Accept = pick(rng, ["*/*", "text/html", "application/xml", "garbage"]);
  if (rng() < 0.2) out["X-Forwarded-For"] = ascii(nastyString(rng));
  if (rng() < 0.2) out["CF-Connecting-IP"] = `10.9.${int(rng, 0, 255)}.${int(rng, 0, 255)}`;
  return out;
}

/**
 * A valid body with one hostile change: a field replaced by a generated value, removed, or
 * joined by an unknown one (at the top or inside a nested object or array). These cases get
 * past the outer shape and probe the handlers, not only the validators.
 */
export function mutate(rng: Rng, valid: unknown): unknown {
  const copy = structuredClone(valid);
  const containers: Record<string, unknown>[] = [];
  const walk = (v: unknown) => {
    if (v && typeof v === "object") {
      if (!Array.isArray(v)) containers.push(v as Record<string, unknown>);
      for (const child of Object.values(v)) walk(child);
    }
  };
  walk(copy);
  const target = containers.length ? pick(rng, containers) : null;
  if (!target) return jsonValue(rng);
  const keys = Object.keys(target);
  const r = rng();
  if (r < 0.65 && keys.length) target[pick(rng, keys)] = jsonValue(rng, 2);
  else if (r < 0.85 && keys.length) delete target[pick(rng, keys)];
  else
    Object.defineProperty(target, rng() < 0.5 ? "__proto__" : nastyString(rng), {
      value: jsonValue(rng, 2),
      enumerable: true,
    });
  return copy;
}
