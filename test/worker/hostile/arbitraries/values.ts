import fc from "fast-check";
import { hostileString, nastyString } from "./strings";

/** Field names the routes actually read, mixed into generated objects so some get past the outer shape. */
export const FIELD_NAMES = [
  "email",
  "password",
  "firstName",
  "lastName",
  "timezone",
  "theme",
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
  "dailyGoal",
  "weeklyGoal",
  "monthlyGoal",
  "recipeId",
  "guestMeals",
  "createdAt",
  "parts",
  "ETag",
  "PartNumber",
  "filename",
  "type",
  "plan",
  "priceId",
  "setupIntentId",
  "id",
  "__proto__",
  "constructor",
  "prototype",
] as const;

const fieldName: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FIELD_NAMES) },
  { weight: 1, arbitrary: nastyString },
);

/** Numbers at and past the bounds the schemas use (protein 1000, grams 3000/5000, goals, parts 10,000). */
const edgeNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 0.5, 1e-7, 1000.01, 1001, 3001, 5001, 7001, 10_001, 31_001, 2 ** 31, 2 ** 53 + 2),
  fc.constantFrom(1e308, -1e308, Number.MAX_VALUE, Number.MIN_VALUE),
  fc.integer(),
  // NaN and ±Infinity serialize as null; the rest are doubles of every magnitude.
  fc.double(),
);

/** A JSON value of a different type than expected, or a troublesome one of any type. */
export const wrongTyped: fc.Arbitrary<unknown> = fc.oneof(
  { withCrossShrink: true },
  fc.constant(null),
  fc.boolean(),
  edgeNumber,
  hostileString,
  fc.constantFrom([], {}, [null], { "": null }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** In a route's valid body or query: a field any of `values` fills validly, such as an enum. */
export class AnyOf {
  constructor(readonly values: readonly [unknown, ...unknown[]]) {}
}

export const anyOf = (...values: [unknown, ...unknown[]]) => new AnyOf(values);

/** `valid` as plain JSON, each choice at its first value (a fresh copy on every call). */
export function example(valid: unknown): unknown {
  if (valid instanceof AnyOf) return example(valid.values[0]);
  if (Array.isArray(valid)) return valid.map(example);
  if (valid !== null && typeof valid === "object") {
    return Object.fromEntries(Object.entries(valid).map(([key, value]) => [key, example(value)]));
  }
  return valid;
}

/**
 * A hostile replacement for one valid value: wrong-typed, out of range, or nasty, and for
 * arrays and objects also variants whose elements or fields are themselves hostile.
 */
function hostileFor(valid: unknown, depth: number): fc.Arbitrary<unknown> {
  if (typeof valid === "number") return fc.oneof(edgeNumber, wrongTyped);
  if (typeof valid === "string") {
    // Numbers sent as text, and text where a number or an enum member was expected.
    return fc.oneof(hostileString, edgeNumber.map(String), wrongTyped);
  }
  if (Array.isArray(valid)) {
    const [first] = valid;
    return fc.oneof(
      fc.constant([]),
      fc.array(first === undefined ? wrongTyped : near(first, depth + 1), { maxLength: 3 }),
      // Lists just past the caps the schemas set (30 foods, 50 foods, 500 guest meals).
      fc.constantFrom(31, 51, 501).map((n) => Array.from({ length: n }, () => example(first ?? null))),
      wrongTyped,
    );
  }
  if (valid !== null && typeof valid === "object") return fc.oneof(near(valid, depth + 1), wrongTyped);
  return wrongTyped;
}

/** Adds `extra` to `target` as own properties, `__proto__` included, as JSON.parse would make them. */
function withExtraFields(target: Record<string, unknown>, extra: [string, unknown][]): Record<string, unknown> {
  for (const [key, value] of extra) {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return target;
}

/** Marks a field left out; removed before the value is used. */
const ABSENT = Symbol("absent");

/**
 * Values shaped like `valid`: each field is mostly kept, otherwise turned hostile or left
 * out, and unknown fields may join. Most cases differ from `valid` in a field or two, so they
 * get past the outer shape and probe the handlers, not only the validators. Shrinking leads
 * back towards `valid`, so a counterexample names the fields that matter.
 */
export function near(valid: unknown, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 3) return fc.constant(example(valid));
  if (valid instanceof AnyOf) {
    return fc.oneof(
      { withCrossShrink: true },
      { weight: 4, arbitrary: fc.constantFrom(...valid.values.map(example)) },
      { weight: 1, arbitrary: hostileFor(example(valid), depth) },
    );
  }
  if (valid === null || typeof valid !== "object" || Array.isArray(valid)) {
    return fc.oneof(
      { withCrossShrink: true },
      { weight: 4, arbitrary: fc.constant(example(valid)) },
      { weight: 1, arbitrary: hostileFor(valid, depth) },
    );
  }
  const fields = Object.fromEntries(
    Object.entries(valid).map(([key, value]) => [
      key,
      fc.oneof(
        { withCrossShrink: true },
        { weight: 10, arbitrary: near(value, depth + 1) },
        { weight: 1, arbitrary: fc.constant(ABSENT) },
      ),
    ]),
  );
  const extras = fc.array(fc.tuple(fieldName, wrongTyped), { maxLength: 2 });
  return fc
    .tuple(fc.record(fields), extras)
    .map(([record, extra]) =>
      withExtraFields(Object.fromEntries(Object.entries(record).filter(([, v]) => v !== ABSENT)), extra),
    );
}

/** Any JSON object whose keys are mostly ones the routes read. */
export const jsonObject: fc.Arbitrary<Record<string, unknown>> = fc
  .array(fc.tuple(fieldName, fc.oneof(wrongTyped, fc.jsonValue({ maxDepth: 3 }))), { maxLength: 5 })
  .map((entries) => withExtraFields({}, entries));

/**
 * Whatever JavaScript value fast-check can dream up (maps, sets, dates, typed arrays, sparse
 * arrays, null-prototype objects, boxed values), as the JSON text a careless client would
 * send. `undefined` has no JSON text and becomes "null".
 */
export const anythingAsJson: fc.Arbitrary<string> = fc
  .anything({
    key: fieldName,
    maxDepth: 3,
    withBoxedValues: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withNullPrototype: true,
    withSparseArray: true,
    withTypedArray: true,
    withUnicodeString: true,
  })
  .map((value) => JSON.stringify(value) ?? "null");
