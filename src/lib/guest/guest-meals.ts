import { DEFAULT_DAILY_GOAL } from "@domain/goals/formula";
import { GOAL_LIMITS, goalsFromDaily, type ProteinGoals } from "@domain/goals/goal-limits";
import type { MealType } from "@domain/meals/guest-meal";
import type { FoodItem, Meal } from "@domain/meals/meal";
import { MAX_MEAL_PROTEIN } from "@domain/meals/protein-text";
import { localDate } from "@domain/time/local-day";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { deleteGuestPhoto, readGuestPhoto, saveGuestPhoto } from "./guest-photos";
import { addGuestMeal, type GuestMealRecord, readGuestMeals, readGuestProfile, writeGuestMeals } from "./guest-records";

/**
 * A guest's meals as the rest of the app sees meals (ADR 018): read from local storage, with
 * their photos from IndexedDB, so the dashboard and history render them with the same parts
 * as an account's meals. Nothing here talks to the server.
 */
export const GUEST_MEALS_KEY = ["guest", "meals"] as const;

const MEAL_TYPE_SET = new Set<string>(["breakfast", "lunch", "dinner", "snack"]);

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** A stored record, or null when local storage holds something this app did not write. */
function asRecord(value: unknown): GuestMealRecord | null {
  if (!value || typeof value !== "object") return null;
  const r = value as Partial<GuestMealRecord>;
  if (typeof r.id !== "string" || !MEAL_TYPE_SET.has(String(r.mealType))) return null;
  if (typeof r.createdAt !== "string" || Number.isNaN(Date.parse(r.createdAt))) return null;
  return {
    id: r.id,
    mealType: r.mealType as MealType,
    totalProtein: String(r.totalProtein ?? "0"),
    title: typeof r.title === "string" ? r.title : undefined,
    imageUrl: null,
    hasLocalPhoto: r.hasLocalPhoto === true,
    createdAt: r.createdAt,
    foodItems: Array.isArray(r.foodItems) ? r.foodItems.filter((f) => f && typeof f.name === "string") : [],
    isGuest: true,
  };
}

/** Protein of a record: a photo alone stores "0" and counts 0. */
function proteinOf(record: GuestMealRecord): number {
  const n = Number(record.totalProtein);
  return Number.isFinite(n) && n > 0 ? Math.round(n * 10) / 10 : 0;
}

const numberOrNull = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : null;

/** One stored record as a Meal, on the browser's own calendar day. */
export function toLocalMeal(record: GuestMealRecord, timeZone: string, photoUrl: string | null = null): Meal {
  const foodItems: FoodItem[] = record.foodItems.map((f, i) => ({
    id: `${record.id}_${i}`,
    name: f.name,
    originalName: null,
    proteinContent: typeof f.proteinContent === "number" ? f.proteinContent : 0,
    grams: null,
    portionSize: f.portionSize ?? null,
    confidence: null,
    source: "manual",
    foodId: null,
    // What describe gave, if anything; anything else local storage holds is not a number shown.
    kcal: numberOrNull(f.kcal),
    fat: numberOrNull(f.fat),
    carbs: numberOrNull(f.carbs),
  }));
  return {
    id: record.id,
    userId: "guest",
    mealType: record.mealType,
    title: record.title?.trim() ? record.title.trim() : null,
    totalProtein: proteinOf(record),
    imageUrl: photoUrl,
    source: record.title ? "manual" : "guest",
    localDate: localDate(new Date(record.createdAt), timeZone),
    createdAt: record.createdAt,
    updatedAt: record.createdAt,
    foodItems,
  };
}

/** Newest first, as the server lists meals. */
export function readGuestRecords(): GuestMealRecord[] {
  return readGuestMeals()
    .map(asRecord)
    .filter((r): r is GuestMealRecord => r !== null)
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** The guest's goals: the onboarding goal kept locally, else the defaults (100 g a day, 700 a week, 3000 a month). */
export function guestGoals(): ProteinGoals {
  const goal = readGuestProfile()?.dailyGoal;
  const { min, max } = GOAL_LIMITS.dailyGoal;
  const daily = typeof goal === "number" && Number.isInteger(goal) && goal >= min && goal <= max ? goal : null;
  return daily === null ? goalsFromDaily(DEFAULT_DAILY_GOAL) : goalsFromDaily(daily);
}

// Object URLs of photos already read, so a re-render does not read IndexedDB again.
const photoUrls = new Map<string, string>();

async function photoUrlOf(record: GuestMealRecord): Promise<string | null> {
  if (!record.hasLocalPhoto) return null;
  const known = photoUrls.get(record.id);
  if (known) return known;
  const blob = await readGuestPhoto(record.id).catch(() => undefined);
  if (!blob) return null;
  const url = URL.createObjectURL(blob);
  photoUrls.set(record.id, url);
  return url;
}

export async function loadGuestMeals(timeZone = browserTimeZone()): Promise<Meal[]> {
  const records = readGuestRecords();
  return Promise.all(records.map(async (r) => toLocalMeal(r, timeZone, await photoUrlOf(r))));
}

export function useGuestMeals(enabled = true) {
  return useQuery<Meal[]>({ queryKey: GUEST_MEALS_KEY, queryFn: () => loadGuestMeals(), enabled });
}

export const refreshGuestMeals = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: GUEST_MEALS_KEY });

export function newGuestMealId(now = Date.now()): string {
  return `guest_meal_${now}_${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * A meal typed by hand: its title and protein count, like an account's manual meal; the
 * optional photo stays in IndexedDB until sign-up uploads it with the migration.
 */
export async function saveGuestManualMeal(input: {
  title: string;
  totalProtein: number;
  mealType: MealType;
  photo: Blob | null;
  foodItems?: GuestMealRecord["foodItems"];
}): Promise<GuestMealRecord> {
  const id = newGuestMealId();
  let hasLocalPhoto = false;
  if (input.photo) {
    await saveGuestPhoto(id, input.photo);
    hasLocalPhoto = true;
  }
  const record: GuestMealRecord = {
    id,
    mealType: input.mealType,
    totalProtein: String(input.totalProtein),
    title: input.title,
    imageUrl: null,
    hasLocalPhoto,
    createdAt: new Date().toISOString(),
    // A hand-logged meal has no foods on the server either; describe-your-meal sends its own.
    foodItems: input.foodItems ?? [],
    isGuest: true,
  };
  addGuestMeal(record);
  return record;
}

/** The dashboard's meal edit on a local meal: new name and protein. */
export function updateGuestMeal(
  id: string,
  change: { title: string; totalProtein: number; mealType?: MealType },
): void {
  const protein = Math.min(MAX_MEAL_PROTEIN, Math.max(0, change.totalProtein));
  const meals = readGuestMeals().map((m) => {
    const r = asRecord(m);
    if (!r || r.id !== id) return m;
    // Name, total and meal type, foods untouched: what PATCH /api/meals/{id}/protein does.
    const mealType = change.mealType ? { mealType: change.mealType } : {};
    return { ...(m as object), title: change.title, totalProtein: String(protein), ...mealType };
  });
  writeGuestMeals(meals);
}

/**
 * Deletes a guest meal and its photo from this browser. The answer puts both back where they
 * were (the toast's Undo); it does nothing if the meal is back already.
 */
export async function deleteGuestMeal(id: string): Promise<() => Promise<void>> {
  const records = readGuestMeals();
  const at = records.findIndex((m) => asRecord(m)?.id === id);
  const record = records[at];
  const photo = await readGuestPhoto(id).catch(() => undefined);
  writeGuestMeals(records.filter((m) => asRecord(m)?.id !== id));
  await deleteGuestPhoto(id).catch(() => undefined);
  const url = photoUrls.get(id);
  if (url) {
    URL.revokeObjectURL(url);
    photoUrls.delete(id);
  }
  return async () => {
    const now = readGuestMeals();
    if (record === undefined || now.some((m) => asRecord(m)?.id === id)) return;
    writeGuestMeals([...now.slice(0, at), record, ...now.slice(at)]);
    if (photo) await saveGuestPhoto(id, photo);
  };
}
