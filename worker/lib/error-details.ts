import { DrizzleQueryError } from "drizzle-orm";

/** What a log line says about an error: enough to find the bug, nothing a user typed or owns. */
export interface ErrorDetails {
  /** The error's class, such as `DrizzleQueryError`, `TypeError`, `Error`. */
  kind: string;
  /** A failed query's SQL text: placeholders only, never the values bound to them. */
  sql?: string;
  /** SQLite's result code when D1 names one, such as `SQLITE_CONSTRAINT`. */
  code?: string;
  /** The message, with every bound value and email address cut out. A failed query has none. */
  message?: string;
  /** Stack frames only: an error's stack starts with its message, which is not repeated. */
  stack?: string;
  cause?: ErrorDetails;
}

const MAX_FRAMES = 12;
const MAX_CAUSES = 3;
const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[A-Za-z]{2,}/g;
const SQLITE_CODE = /\bSQLITE_[A-Z_]+\b/;

/**
 * Cuts the values a query bound out of a text that may repeat them (a driver's message),
 * and any email address. Short values (a number, "lunch") are left: they reveal nothing and
 * cutting them would shred the text.
 */
function scrub(text: string, params: readonly unknown[]): string {
  let out = text;
  for (const value of params) {
    const s = typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
    if (s.length >= 6) out = out.split(s).join("[value]");
  }
  return out.replace(EMAIL, "[email]");
}

const framesOf = (stack: string | undefined) =>
  stack
    ?.split("\n")
    .filter((line) => /^\s+at /.test(line))
    .slice(0, MAX_FRAMES)
    .join("\n") || undefined;

/**
 * An error as a log line may show it. Drizzle wraps a failed query in `DrizzleQueryError`,
 * whose message ends with every bound parameter (`params: <email>,<password hash>,...`):
 * of that error only the SQL text is kept, and its cause (D1's own error) is scrubbed of
 * those parameters. Anything thrown that is not an Error is named by its type only.
 */
export function errorDetails(error: unknown, params: readonly unknown[] = [], depth = 0): ErrorDetails {
  if (!(error instanceof Error)) return { kind: error === null ? "null" : typeof error };
  const details: ErrorDetails = { kind: error.name || "Error" };
  let known = params;
  if (error instanceof DrizzleQueryError) {
    details.kind = "DrizzleQueryError";
    details.sql = error.query;
    known = [...params, ...(error.params ?? [])];
  } else {
    details.message = scrub(error.message, known);
    const code = error.message.match(SQLITE_CODE)?.[0];
    if (code) details.code = code;
  }
  const frames = framesOf(error.stack);
  if (frames) details.stack = frames;
  if (error.cause !== undefined && depth < MAX_CAUSES) details.cause = errorDetails(error.cause, known, depth + 1);
  return details;
}
