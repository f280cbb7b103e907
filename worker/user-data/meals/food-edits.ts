import { mealFoodName } from "../../../domain/foods/picker";
import { isNdb } from "../../../domain/nutrition/ndb";
import { roundTo, roundToTenth } from "../../../domain/nutrition/round";
import { fullTableNdbs, type Per100g, storedNutrients } from "../../../domain/nutrition/stored-nutrients";
import { findFood, proteinFor } from "../../../domain/nutrition/table";
import { type OwnFoodRow, ownFoodsByIds } from "../own-foods";
import { inTransaction } from "../transaction";
import type { Db } from "../types";
import type { FoodItemRow, FoodToStore, MealWithFoods, Writer } from "./rows";
import { changeStoredMeal, foodUpdates, mealWithFoods } from "./write";

/**
 * PUT /api/meals/{id}/food-items in the user's object: foods renamed, re-weighed or swapped for a
 * food of the USDA table or of the user's own, worked out from the foods as stored when the
 * write runs and written in the same transaction, with the meal's total summed from its foods.
 * The Worker sends the USDA foods the edit picks, read from D1 with the session; the kcal, fat
 * and carbs of a full-table food the edit keeps (a re-weigh) are asked of it only when needed.
 */

/** One food's edit, as the request sends it. */
export interface ItemEdit {
  id: string;
  name: string;
  grams?: number | null;
  /** The id of a picked food (an NDB number, or "custom:{id}" for one's own): it replaces the food (a swap). */
  foodId?: string;
  portionSize?: string | null;
}

/** A food of the USDA table an edit picks: its name, protein and other values per 100 g, from D1. */
export type PickedTableFood = { ndb: string; name: string; proteinPer100g: number } & Per100g;

/**
 * Why an edit wrote nothing: no such meal of the user's, a food not of this meal, a picked food
 * no table holds, or full-table values the Worker is to read first (each NDB number, null for one
 * D1 does not hold, then goes in `known`).
 */
export type FoodEditRefusal = { missing: "meal" } | { missing: "food" } | { noFood: string } | { needValues: string[] };

type TableFood = Pick<PickedTableFood, "ndb" | "name" | "proteinPer100g">;

const CUSTOM = "custom:";

/** The picked food ids of the edits, split into NDB numbers and one's own foods' ids. */
export function pickedIds(edits: readonly ItemEdit[]) {
  const ids = [...new Set(edits.flatMap((e) => (e.foodId ? [e.foodId] : [])))];
  return {
    ids,
    ndbs: ids.filter((id) => !id.startsWith(CUSTOM)),
    own: ids.filter((id) => id.startsWith(CUSTOM)).map((id) => id.slice(CUSTOM.length)),
  };
}

/** The picked foods by food id; the first id neither the table nor the user's own foods hold, if any. */
function pickedFoods(
  edits: readonly ItemEdit[],
  tableRows: readonly TableFood[],
  ownRows: readonly OwnFoodRow[],
): Map<string, TableFood> | { noFood: string } {
  const byId = new Map<string, TableFood>(tableRows.map((r) => [r.ndb, r]));
  for (const r of ownRows) {
    byId.set(`${CUSTOM}${r.id}`, { ndb: `${CUSTOM}${r.id}`, name: mealFoodName(r), proteinPer100g: r.proteinPer100g });
  }
  const missing = pickedIds(edits).ids.find((id) => !byId.has(id));
  return missing ? { noFood: missing } : byId;
}

/**
 * A swap to a food of the USDA table or of the user's own: its name and protein come from the
 * stored row, for the grams sent (or the food's present grams, else 100 g), never from the request.
 */
function swapped(item: FoodItemRow, edit: ItemEdit, food: TableFood) {
  const grams = edit.grams ?? item.grams ?? 100;
  return {
    name: food.name,
    proteinContent: roundTo((food.proteinPer100g * grams) / 100, 1),
    grams,
    portionSize: edit.portionSize ?? `${grams} g`,
    foodId: food.ndb,
    source: "table" as const,
    confidence: 1,
  };
}

/**
 * A food's protein after an edit: a name the table knows is computed from the table; an
 * unknown one keeps its estimate, scaled when the grams change.
 */
function recompute(item: FoodItemRow, edit: ItemEdit) {
  const grams = edit.grams ?? item.grams;
  // Grams the user typed are no estimate: the food is as sure as a hand-logged one, and its
  // protein shows no range (domain/analysis/estimate-range.ts).
  const weighed = edit.grams != null && edit.grams !== item.grams;
  const scaled =
    item.grams && grams !== null && item.grams > 0
      ? roundToTenth((item.proteinContent * grams) / item.grams)
      : item.proteinContent;
  // An SR28 food only re-weighed (same name, e.g. one picked in the picker) stays that food; its
  // name would otherwise be read against the everyday table and become another food.
  if (edit.name === item.name && item.source === "table" && isNdb(item.foodId) && grams !== null) {
    return {
      proteinContent: scaled,
      grams,
      foodId: item.foodId,
      source: "table" as const,
      confidence: weighed ? 1 : item.confidence,
    };
  }
  const food = findFood(edit.name);
  if (food && grams !== null) {
    return {
      proteinContent: proteinFor(food, grams),
      grams,
      foodId: food.id,
      source: "table" as const,
      confidence: weighed ? 1 : Math.max(item.confidence ?? 0, 0.8),
    };
  }
  return {
    proteinContent: scaled,
    grams,
    foodId: null,
    source: item.source === "table" ? ("model" as const) : item.source,
    confidence: weighed ? 1 : item.confidence,
  };
}

/** One food's new values, before its kcal, fat and carbs are worked out. */
type PlannedFood = { id: string; foodId: string | null; grams: number | null } & Partial<
  Omit<FoodToStore, "kcal" | "fatG" | "carbsG">
>;

/** Each edit's new values, from the foods as stored; a food named twice is edited from its first edit on. */
function planned(
  stored: MealWithFoods,
  edits: readonly ItemEdit[],
  picked: Map<string, TableFood>,
): PlannedFood[] | { missing: "food" } {
  const byId = new Map(stored.foods.map((i) => [i.id, i]));
  const out: PlannedFood[] = [];
  for (const edit of edits) {
    const item = byId.get(edit.id);
    if (!item) return { missing: "food" };
    const food = edit.foodId ? picked.get(edit.foodId) : undefined;
    const next = food ? swapped(item, edit, food) : { ...recompute(item, edit), name: edit.name };
    const renamed = next.name !== item.name;
    byId.set(item.id, { ...item, ...next });
    out.push({ id: item.id, ...next, originalName: renamed ? (item.originalName ?? item.name) : item.originalName });
  }
  return out;
}

/**
 * The edit, in one transaction: the meal and its foods as stored, the picked foods, the new
 * values with their kcal, fat and carbs (from `tableFoods`, `known` and the bundle's everyday
 * foods), the write and the progress it moves. A refusal writes nothing.
 */
export function editFoods(
  db: Db,
  writer: Writer,
  mealId: string,
  edits: readonly ItemEdit[],
  tableFoods: readonly PickedTableFood[],
  known: Readonly<Record<string, Per100g | null>>,
  now: number,
): MealWithFoods | FoodEditRefusal {
  return inTransaction(db, () => {
    const stored = mealWithFoods(db, mealId);
    if (!stored) return { missing: "meal" };
    const picked = pickedFoods(edits, tableFoods, ownFoodsByIds(db, pickedIds(edits).own));
    if (!(picked instanceof Map)) return picked;
    const plan = planned(stored, edits, picked);
    if (!Array.isArray(plan)) return plan;
    const values = new Map<string, Per100g>(tableFoods.map((f) => [f.ndb, f]));
    for (const [ndb, value] of Object.entries(known)) if (value) values.set(ndb, value);
    const needed = fullTableNdbs(plan.map((p) => p.foodId)).filter((ndb) => !values.has(ndb) && !(ndb in known));
    if (needed.length > 0) return { needValues: needed };
    const nutrients = storedNutrients(values);
    const updates = plan.map((p) => ({ ...p, ...nutrients(p.foodId, p.grams) }));
    return changeStoredMeal(db, writer, stored.meal, now, foodUpdates(db, updates, now));
  });
}
