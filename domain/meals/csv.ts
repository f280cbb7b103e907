/**
 * Text a spreadsheet would read as a formula (CSV injection): a cell that starts with `=`, `+`,
 * `-` or `@` (or their full-width forms, which some spreadsheets accept as the same), also
 * after leading spaces, which some trim on import; or that starts with a tab or a carriage
 * return.
 */
const FORMULA_START = /^(?:[\t\r]|[ \u00a0\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20])/;

/** One CSV field per RFC 4180, and never a formula a spreadsheet would run: such text is kept as text with a leading `'`. */
export function csvField(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The export's columns. kcal, carbs and fat come last (added after the others, so a sheet that
 * reads the first seven by position still does): the meal's own values from a quick add, else the
 * sum over its foods where every food has that value, else empty.
 */
export const MEAL_CSV_HEADER = [
  "date",
  "time",
  "meal_type",
  "meal",
  "protein_g",
  "foods",
  "source",
  "kcal",
  "carbs_g",
  "fat_g",
];

export function csvLine(fields: (string | number | null)[]): string {
  return `${fields.map(csvField).join(",")}\r\n`;
}
