/**
 * A number with its thousands grouped by commas, as "en-US" writes it: 1500 → "1,500".
 * Used where validation messages are built as modules load: the first use of Intl (or of
 * toLocaleString) loads the ICU data, which cost the Worker about 20 ms of startup CPU,
 * and these messages only need commas.
 */
export function withThousands(n: number): string {
  const [whole = "", fraction] = String(Math.abs(n)).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ",");
  return `${n < 0 ? "-" : ""}${grouped}${fraction === undefined ? "" : `.${fraction}`}`;
}
