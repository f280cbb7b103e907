/**
 * The manual-entry rules both the form and the server apply, with no
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

/** The most protein one meal may hold, in grams (a typing slip above it). */
export const MAX_MEAL_PROTEIN = 1000;

/** The longest meal name the server keeps, in characters (mealEditSchema, a guest meal's title). */
export const MAX_MEAL_NAME = 200;

export type EntryCheck =
  | { ok: true; title: string; protein: number }
  | { ok: false; problem: "Missing Information" | "Invalid Protein Value"; message: string };

/**
 * Manual entry: title and protein both required, protein cleaned and more
 * than 0 (and at most MAX_MEAL_PROTEIN), rounded to the tenth. The form, a guest's local
 * meal and the server's manualMealSchema all decide with this one function.
 */
export function checkManualEntry(title: string | undefined, protein: string | number | undefined): EntryCheck {
  const name = title?.trim() ?? "";
  if (!name || protein === undefined || String(protein).trim() === "") {
    return { ok: false, problem: "Missing Information", message: MISSING_INFORMATION };
  }
  const value = cleanProtein(protein);
  if (!Number.isFinite(value) || value <= 0 || value > MAX_MEAL_PROTEIN) {
    return { ok: false, problem: "Invalid Protein Value", message: INVALID_PROTEIN };
  }
  return { ok: true, title: name, protein: Math.round(value * 10) / 10 };
}

export type EditCheck =
  | { ok: true; name: string; protein: number }
  | { ok: false; problem: "Invalid Value" | "Invalid Meal Name"; message: string };

/**
 * Meal edit: protein a number not below 0 (at most MAX_MEAL_PROTEIN), name
 * non-empty after trimming; the same rule as the server's mealEditSchema.
 */
export function checkMealEdit(name: string, protein: string | number): EditCheck {
  const n = typeof protein === "number" ? protein : protein.trim() === "" ? Number.NaN : Number(protein);
  if (!Number.isFinite(n) || n < 0 || n > MAX_MEAL_PROTEIN) {
    return { ok: false, problem: "Invalid Value", message: INVALID_EDIT_PROTEIN };
  }
  if (!name.trim()) return { ok: false, problem: "Invalid Meal Name", message: INVALID_MEAL_NAME };
  return { ok: true, name: name.trim(), protein: Math.round(n * 10) / 10 };
}

/** A quick add's optional values besides protein: what each is called and the most one meal may hold. */
export const MACRO_FIELDS = {
  calories: { label: "Calories", unit: "kcal", max: 20000, example: "450" },
  carbs: { label: "Carbs", unit: "g", max: 2000, example: "30" },
  fat: { label: "Fat", unit: "g", max: 2000, example: "12" },
} as const;

export type MacroField = keyof typeof MACRO_FIELDS;

/** The message for a value of `field` that is not a number from 0 to its maximum. */
export const invalidMacro = (field: MacroField) => {
  const { label, unit, max, example } = MACRO_FIELDS[field];
  return `Please enter ${label.toLowerCase()} as a number from 0 to ${max} ${unit} (e.g., ${example}), or leave it empty.`;
};

/**
 * A quick add's calories, carbs or fat, parsed like protein ("450", "450 kcal", "30g"): null when
 * left empty, a number from 0 to the field's maximum (whole kcal, grams to the tenth), or NaN
 * when it is not one. The form and the server decide with this one function.
 */
export function parseMacro(field: MacroField, value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || String(value).trim() === "") return null;
  const n = cleanProtein(value);
  if (!Number.isFinite(n) || n < 0 || n > MACRO_FIELDS[field].max) return Number.NaN;
  return field === "calories" ? Math.round(n) : Math.round(n * 10) / 10;
}
