/** A local day (YYYY-MM-DD) as "Monday, November 23, 2026", read at noon so no zone shifts it. */
export function formatDay(date: string): string {
  return new Date(`${date}T12:00:00`).toLocaleDateString(undefined, {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
  });
}
