/**
 * The manual-entry rules both the form and the server apply (spec section 5), with no
 * dependencies so the browser bundle stays small.
 */
export const MISSING_INFORMATION = "Please fill in meal title and protein content.";
export const INVALID_PROTEIN = "Please enter a valid protein amount (e.g., 25).";
export const INVALID_EDIT_PROTEIN = "Please enter a valid protein amount.";
export const INVALID_MEAL_NAME = "Please enter a meal name.";

/**
 * Every character but digits and dots is removed ("25g" → 25), then the rest is parsed.
 * NaN when nothing numeric is left.
 */
export function cleanProtein(value: string | number): number {
  if (typeof value === "number") return value;
  const cleaned = value.replace(/[^\d.]/g, "");
  return cleaned ? Number.parseFloat(cleaned) : Number.NaN;
}
