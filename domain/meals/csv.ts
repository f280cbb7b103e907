/** One CSV field per RFC 4180, and never a formula a spreadsheet would run (CSV injection). */
export function csvField(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const MEAL_CSV_HEADER = ["date", "time", "meal_type", "meal", "protein_g", "foods", "source"];

export function csvLine(fields: (string | number | null)[]): string {
  return `${fields.map(csvField).join(",")}\r\n`;
}
