import type { Recipe } from "./recipe";

// A recipe's ingredients, instructions and tags may arrive as JSON strings or
// arrays; an ingredient is a string or {amount, item or name, protein}; an instruction is a
// string or {step}. The recipe screens read every recipe through here, so one odd row never
// breaks a page.

/** An ingredient ready to show; amount and protein are null when the source has none. */
export interface IngredientView {
  amount: string | null;
  item: string;
  protein: number | null;
}

/** A recipe as the screens use it: the lists always arrays of clean values. */
export interface RecipeView extends Omit<Recipe, "ingredients" | "instructions" | "tags"> {
  ingredients: IngredientView[];
  instructions: string[];
  tags: string[];
}

/** A recipe as the API may send it: list fields as JSON strings or arrays. */
export type RecipeInput = Omit<Recipe, "ingredients" | "instructions" | "tags"> & {
  ingredients: unknown;
  instructions: unknown;
  tags: unknown;
};

/**
 * A recipe in the list (GET /api/meal-prep/recipes): what a card shows, without the ingredients
 * and steps, which only the recipe's own page reads (ADR 034).
 */
export type RecipeSummaryInput = Omit<RecipeInput, "ingredients" | "instructions">;
export type RecipeSummaryView = Omit<RecipeView, "ingredients" | "instructions">;

/**
 * A list field as an array: an array as is; a string holding a JSON array parsed (twice, for
 * a value that was encoded twice); any other text split on `separator` so "a, b" stays usable.
 */
export function toList(value: unknown, separator: RegExp = /\r?\n/): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== "string") return [];
  const trimmed = value.trim();
  if (trimmed === "") return [];
  try {
    const parsed: unknown = JSON.parse(trimmed);
    if (Array.isArray(parsed)) return parsed;
    if (typeof parsed === "string") return toList(parsed, separator);
  } catch {
    // Not JSON: plain text, split below.
  }
  return trimmed.split(separator);
}

const cleanText = (value: unknown): string | null => {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string") return null;
  const text = value.trim();
  return text === "" ? null : text;
};

/** Protein as a number of grams: 12, "12" and "12g" all read 12; anything else is unknown. */
function proteinOf(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value !== "string") return null;
  const match = value.trim().match(/^(\d+(?:\.\d+)?)\s*g?$/i);
  return match?.[1] ? Number(match[1]) : null;
}

export function normalizeIngredients(value: unknown): IngredientView[] {
  return toList(value).flatMap((entry): IngredientView[] => {
    const plain = cleanText(entry);
    if (plain !== null) return [{ amount: null, item: plain, protein: null }];
    if (!entry || typeof entry !== "object") return [];
    const record = entry as Record<string, unknown>;
    const item = cleanText(record.item) ?? cleanText(record.name);
    if (item === null) return [];
    return [{ amount: cleanText(record.amount), item, protein: proteinOf(record.protein) }];
  });
}

/** "1. Heat the oven" and "Step 2: Mix" lose their numbers: the page numbers the list itself. */
const LEADING_NUMBER = /^(?:step\s*)?\d+\s*[.):-]\s*/i;

export function normalizeInstructions(value: unknown): string[] {
  return toList(value).flatMap((entry) => {
    const source =
      entry && typeof entry === "object" && !Array.isArray(entry) ? (entry as Record<string, unknown>).step : entry;
    const text = typeof source === "string" ? cleanText(source.replace(LEADING_NUMBER, "")) : null;
    return text === null ? [] : [text];
  });
}

export function normalizeTags(value: unknown): string[] {
  const tags = toList(value, /,|\r?\n/).flatMap((entry) => {
    const text = typeof entry === "string" ? cleanText(entry) : null;
    return text === null ? [] : [text];
  });
  return [...new Set(tags)];
}

export function normalizeRecipe(recipe: RecipeInput): RecipeView {
  return {
    ...recipe,
    ingredients: normalizeIngredients(recipe.ingredients),
    instructions: normalizeInstructions(recipe.instructions),
    tags: normalizeTags(recipe.tags),
  };
}

export function normalizeRecipeSummary(recipe: RecipeSummaryInput): RecipeSummaryView {
  return { ...recipe, tags: normalizeTags(recipe.tags) };
}

/** Total recipe time is prep plus cook minutes. */
export function totalMinutes(recipe: { prepTimeMinutes: number; cookTimeMinutes: number }): number {
  return recipe.prepTimeMinutes + recipe.cookTimeMinutes;
}

/** A duration for people: "25 min", "1 h", "4 h 15 min". */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
