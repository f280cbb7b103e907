import type { z } from "@domain/zod";

/**
 * What a form shows next to its fields: the first message of each field, keyed by the
 * field's path as the server names it in `issues` ("dailyGoal", "foodItems.0.grams"); the
 * key "" holds a message about the whole form.
 */
export type FieldErrors = Partial<Record<string, string>>;

export type FormCheck<Output> = { ok: true; data: Output } | { ok: false; errors: FieldErrors };

/**
 * A form's values checked with the zod schema its route validates with (the one
 * `worker/features/<feature>/routes.ts` passes to `validate`), so the browser refuses bad
 * input before sending, in the server's own words. Values are what the
 * person typed, converted only as far as the form must (a number field's text to a number),
 * which is why each value is `unknown`: the schema, not the form, decides what is valid.
 *
 * Only the type comes from zod here: the schema module a form imports brings the library,
 * and forms on the first page load it on demand (`import()`), so it stays out of the entry.
 */
export function checkForm<S extends z.ZodType>(
  schema: S,
  values: { [K in keyof z.input<S>]?: unknown },
): FormCheck<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: fieldErrors(result.error.issues) };
}

/** The first message per field path, as the server's error body lists them (worker/lib/validate.ts). */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join(".");
    errors[path] ??= issue.message;
  }
  return errors;
}

/** A number field's text as a schema reads it: blank is "not given", anything else a number (maybe NaN). */
export const numberOrBlank = (text: string): number | undefined =>
  text.trim() === "" ? undefined : Number(text.trim().replace(",", "."));
