/**
 * Dates of the subscription screens as 'MMMM dd, yyyy' (spec section 9), e.g.
 * "November 05, 2026", in the viewer's time zone unless one is given.
 */
export function formatBillingDate(value: Date | string, timeZone?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  const parts = new Intl.DateTimeFormat("en-US", {
    month: "long",
    day: "2-digit",
    year: "numeric",
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("month")} ${part("day")}, ${part("year")}`;
}
