import fc from "fast-check";
import { JPEG } from "../fixtures";
import type { BodyCase } from "./bodies";
import { hostileString, nastyString } from "./strings";

const encoder = new TextEncoder();

/**
 * A multipart/form-data body. Text while every field is text, so a counterexample reads
 * plainly; bytes once a file part carries binary data.
 */
function multipart(fields: [string, string | Uint8Array][]): BodyCase {
  const contentType = "multipart/form-data; boundary=x";
  const head = (name: string, file: boolean) =>
    `--x\r\nContent-Disposition: form-data; name="${name}"${file ? '; filename="meal.jpg"\r\nContent-Type: image/jpeg' : ""}\r\n\r\n`;
  if (fields.every((field): field is [string, string] => typeof field[1] === "string")) {
    return {
      contentType,
      body: `${fields.map(([name, value]) => `${head(name, false)}${value}\r\n`).join("")}--x--\r\n`,
    };
  }
  const chunks = fields.flatMap(([name, value]) => [
    encoder.encode(head(name, typeof value !== "string")),
    typeof value === "string" ? encoder.encode(value) : value,
    encoder.encode("\r\n"),
  ]);
  chunks.push(encoder.encode("--x--\r\n"));
  const body = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return { contentType, body };
}

/** Photo bytes: a real JPEG, a JPEG head with junk after it, or junk. */
export const photoBytes: fc.Arbitrary<Uint8Array> = fc.oneof(
  { withCrossShrink: true },
  { weight: 2, arbitrary: fc.constant(JPEG) },
  fc.uint8Array({ maxLength: 64 }).map((tail) => new Uint8Array([...JPEG.subarray(0, 4), ...tail])),
  fc.uint8Array({ maxLength: 64 }),
);

/**
 * Form bodies (url-encoded and multipart) whose fields are `fields` (kept or made hostile)
 * plus junk fields; for the upload form and Apple's form_post callback.
 */
export function formBody(fields: Record<string, string | Uint8Array>): fc.Arbitrary<BodyCase> {
  const fieldCase = Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [
      name,
      typeof value === "string"
        ? fc.oneof({ withCrossShrink: true }, { weight: 3, arbitrary: fc.constant(value) }, hostileString)
        : fc.oneof({ withCrossShrink: true }, { weight: 3, arbitrary: photoBytes }, hostileString),
    ]),
  );
  const pairs = fc
    .tuple(fc.record(fieldCase, { requiredKeys: [] }), fc.array(fc.tuple(nastyString, nastyString), { maxLength: 2 }))
    .map(([known, extra]) => [...Object.entries(known), ...extra] as [string, string | Uint8Array][]);
  return fc.oneof(
    pairs.map(multipart),
    pairs.map((p) => ({
      contentType: "application/x-www-form-urlencoded",
      body: new URLSearchParams(p.map(([k, v]) => [k, typeof v === "string" ? v : "binary"])).toString(),
    })),
  );
}
