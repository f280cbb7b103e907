import { sql } from "drizzle-orm";
import { mealFoodName } from "../../../domain/foods/picker";
import { isNdb } from "../../../domain/nutrition/ndb";
import { roundTo, roundToTenth } from "../../../domain/nutrition/round";
import { findFood, proteinFor } from "../../../domain/nutrition/table";
import type { Db } from "../../db/client";
import { builtOnce } from "../../db/prepared";
import { foods } from "../../db/schema";
import { ApiError } from "../../lib/api-error";
import { TABLE_FOOD_COLUMNS } from "../../lib/foods/meal-food-columns";
import type { FoodItemRow, MealWithFoods, OwnFoodRow } from "../../user-data/object";
import { type Env, type FoodEdit, type Owner, replaceFoods } from "./log-meal";

interface ItemEdit {
  id: string;
  name: string;
  grams?: number | null;
  /** The id of a picked food (an NDB number, or "custom:{id}" for one's own): it replaces the food (a swap). */
  foodId?: string;
  portionSize?: string | null;
}

type TableFood = Pick<typeof foods.$inferSelect, "ndb" | "name" | "proteinPer100g">;

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

const CUSTOM = "custom:";

/** The picked food ids of the edits, split into NDB numbers and one's own foods' ids. */
function pickedIds(edits: readonly ItemEdit[]) {
  const ids = [...new Set(edits.flatMap((e) => (e.foodId ? [e.foodId] : [])))];
  return {
    ids,
    ndbs: ids.filter((id) => !id.startsWith(CUSTOM)),
    own: ids.filter((id) => id.startsWith(CUSTOM)).map((id) => id.slice(CUSTOM.length)),
  };
}

/** The read of picked table foods, built once; the NDB numbers arrive as a JSON array. */
const pickedTableFoods = builtOnce((db) =>
  db
    .select(TABLE_FOOD_COLUMNS)
    .from(foods)
    .where(sql`${foods.ndb} in (select value from json_each(${sql.placeholder("ndbs")}))`)
    .prepare(),
);

/**
 * The USDA foods the edits pick by NDB number, as a read for the session's own batch
 * (readWithSession): a swap to a table food then costs no round trip of its own.
 */
export const pickedTableFoodRead = (db: Db, edits: readonly ItemEdit[]) =>
  [pickedTableFoods(db), { ndbs: JSON.stringify(pickedIds(edits).ndbs) }] as const;

/** The ids of the user's own foods the edits pick ("custom:{id}"), to read with the meal from their object. */
export const pickedOwnFoodIds = (edits: readonly ItemEdit[]) => pickedIds(edits).own;

type PickedRows = readonly [TableFood[], Pick<OwnFoodRow, "id" | "name" | "brand" | "proteinPer100g">[]];

/** The picked foods by food id; 404 for an id neither the table nor the user's own foods hold. */
function pickedFoods(edits: readonly ItemEdit[], [tableRows, ownRows]: PickedRows): Map<string, TableFood> {
  const byId = new Map<string, TableFood>(tableRows.map((r) => [r.ndb, r]));
  for (const r of ownRows) {
    byId.set(`${CUSTOM}${r.id}`, { ndb: `${CUSTOM}${r.id}`, name: mealFoodName(r), proteinPer100g: r.proteinPer100g });
  }
  const missing = pickedIds(edits).ids.find((id) => !byId.has(id));
  if (missing) throw new ApiError(404, `No food has the id ${missing}.`, { code: "FOOD_NOT_FOUND" });
  return byId;
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

/** PUT /api/meals/{mealId}/food-items: rename (and re-weigh) foods; the write sums the meal's new total. */
export async function updateFoodItems(
  env: Env,
  user: Owner,
  { meal, foods: items }: MealWithFoods,
  edits: ItemEdit[],
  pickedRows: PickedRows,
) {
  const byId = new Map(items.map((i) => [i.id, i]));
  const picked = pickedFoods(edits, pickedRows);
  const updates: FoodEdit[] = edits.map((edit) => {
    const item = byId.get(edit.id);
    if (!item) throw new ApiError(404, "That food is not part of this meal.", { code: "NOT_FOUND" });
    const food = edit.foodId ? picked.get(edit.foodId) : undefined;
    const next = food ? swapped(item, edit, food) : { ...recompute(item, edit), name: edit.name };
    const renamed = next.name !== item.name;
    // A food named twice in one edit is edited from its first edit on.
    byId.set(item.id, { ...item, ...next });
    // kcal, fat and carbs follow the food and grams from the server's own table, or go null.
    return { id: item.id, ...next, originalName: renamed ? (item.originalName ?? item.name) : item.originalName };
  });
  return replaceFoods(env, user, meal.id, updates);
}
