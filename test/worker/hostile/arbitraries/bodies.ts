import fc from "fast-check";
import { formBody, photoBytes } from "./forms";
import { headerValue, hostileString } from "./strings";
import { anythingAsJson, example, jsonObject, near } from "./values";

/** A request body and the Content-Type it is labelled with; either may be missing. */
export interface BodyCase {
  contentType?: string;
  body?: string | Uint8Array;
}

/** Mostly the right label; otherwise variants a lenient or a strict parser could trip over. */
const contentType: fc.Arbitrary<string | undefined> = fc.oneof(
  { withCrossShrink: true },
  { weight: 6, arbitrary: fc.constant("application/json") },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "application/json; charset=utf-8",
      "APPLICATION/JSON",
      "application/merge-patch+json",
      "application/json; charset=utf-16",
      "application/jsonx",
      "application/json, text/plain",
      "text/json",
      "text/plain",
      "text/html",
      "application/x-www-form-urlencoded",
      "multipart/form-data",
      "multipart/form-data; boundary=x",
      "image/jpeg",
      "application/octet-stream",
      "",
    ),
  },
  { weight: 1, arbitrary: headerValue },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

/** JSON text broken in the ways hand-written or truncated clients break it. */
function malformedJson(validText: string): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      "{",
      '{"a":',
      "[1,",
      "nul",
      '"',
      '{"a":1}}',
      "{'a':1}",
      '{"a":1,}',
      "NaN",
      "\ufeff{}",
      "\u0000",
      '{"__proto__":',
      "",
    ),
    // A valid body cut short, or with one character replaced by junk.
    fc.nat({ max: Math.max(validText.length - 1, 0) }).map((at) => validText.slice(0, at)),
    fc
      .tuple(fc.nat({ max: validText.length }), fc.constantFrom("\u0000", "\\", '"', "}", "\ud800", ","))
      .map(([at, junk]) => validText.slice(0, at) + junk + validText.slice(at + 1)),
  );
}

export interface BodyShape {
  /**
   * A valid JSON body for the route (`anyOf` where several values are valid); generated
   * bodies keep its shape with hostile values.
   */
  json?: unknown;
  /** Form fields the route reads (a string, or bytes for a file). */
  form?: Record<string, string | Uint8Array>;
  /** The route takes raw photo bytes. */
  photo?: boolean;
}

/**
 * Bodies for one route: mostly shaped like what it expects, and otherwise any JSON, any
 * JavaScript value as JSON, malformed JSON, raw hostile text or bytes, or nothing at all.
 */
export function bodyFor(shape: BodyShape): fc.Arbitrary<BodyCase> {
  const validText = JSON.stringify(example(shape.json ?? {}));
  const labelled = (text: fc.Arbitrary<string>) =>
    fc.record({ contentType, body: text }, { requiredKeys: ["body"] }) as fc.Arbitrary<BodyCase>;
  const cases: fc.WeightedArbitrary<BodyCase>[] = [
    { weight: 6, arbitrary: labelled(near(shape.json ?? {}).map((v) => JSON.stringify(v) ?? "null")) },
    { weight: 1, arbitrary: labelled(fc.json({ maxDepth: 3 })) },
    { weight: 1, arbitrary: labelled(jsonObject.map((v) => JSON.stringify(v))) },
    { weight: 1, arbitrary: labelled(anythingAsJson) },
    { weight: 2, arbitrary: labelled(malformedJson(validText)) },
    { weight: 1, arbitrary: labelled(hostileString) },
    { weight: 1, arbitrary: fc.record({ contentType }, { requiredKeys: [] }) },
  ];
  if (shape.form) cases.push({ weight: 6, arbitrary: formBody(shape.form) });
  if (shape.photo) {
    const photo = fc.record({ contentType, body: photoBytes }, { requiredKeys: ["body"] }) as fc.Arbitrary<BodyCase>;
    cases.push({ weight: 6, arbitrary: photo });
  }
  // Cross-shrinking leads a counterexample back towards the well-shaped body where it can.
  return fc.oneof({ withCrossShrink: true }, ...cases);
}

/**
 * The body the app itself would send, labelled right, with hostile values only inside it:
 * JSON shaped like the route's, its form, or photo bytes.
 */
export function wellFormedBody(shape: BodyShape): fc.Arbitrary<BodyCase> {
  if (shape.form) return formBody(shape.form);
  if (shape.photo) return photoBytes.map((body) => ({ contentType: "image/jpeg", body }));
  return near(shape.json ?? {}).map((value) => ({ contentType: "application/json", body: JSON.stringify(value) }));
}
