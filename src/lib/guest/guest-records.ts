import { GUEST_KEYS, guestStore } from "./guest-storage";

/**
 * What a guest saved in local storage: meals and profile. Apart from ./guest-storage.ts, whose
 * markers every page reads at start, so that only guest screens and the migration load them.
 */
const { read, write } = guestStore;

export function readGuestMeals(): unknown[] {
  try {
    const value: unknown = JSON.parse(read(GUEST_KEYS.guestMeals) ?? "[]");
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

export function readGuestProfile(): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(read(GUEST_KEYS.guestProfile) ?? "null");
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * A meal a guest saved. A photo alone is saved as protein "0" and one
 * food named Meal. A meal typed by hand keeps its title and protein (ADR 018).
 */
export interface GuestMealRecord {
  id: string;
  mealType: "breakfast" | "lunch" | "dinner" | "snack";
  totalProtein: string;
  title?: string;
  imageUrl: null;
  /** The photo waits in IndexedDB under this meal's id until sign-up uploads it. */
  hasLocalPhoto: boolean;
  createdAt: string;
  /** kcal, fat and carbs as describe gave them, if it did. */
  foodItems: {
    name: string;
    proteinContent?: number;
    portionSize?: string | null;
    kcal?: number | null;
    fat?: number | null;
    carbs?: number | null;
  }[];
  isGuest: true;
}

export function addGuestMeal(meal: GuestMealRecord): void {
  const meals = readGuestMeals();
  write(GUEST_KEYS.guestMeals, JSON.stringify([meal, ...meals]));
}

export function writeGuestMeals(meals: unknown[]): void {
  write(GUEST_KEYS.guestMeals, meals.length > 0 ? JSON.stringify(meals) : null);
}
