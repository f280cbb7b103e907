/**
 * Structured log lines (one JSON object per line) so Workers Logs can filter them.
 * Every line carries the request id that the response also carries.
 */
export function log(
  level: "info" | "warn" | "error",
  requestId: string | undefined,
  message: string,
  data: Record<string, unknown> = {},
): void {
  const line = JSON.stringify({ level, requestId, message, ...data });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}
