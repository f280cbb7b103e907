import { OWN_FOOD_SOURCE } from "../../../domain/barcode/food";
import { type CustomFoodValues, MAX_CUSTOM_FOODS, nameKey } from "../../../domain/custom-foods/schemas";
import type { FoodDto } from "../../../domain/foods/schemas";
import { oneServing } from "../../../domain/nutrition/portion-size";
import type { Bindings } from "../../env";
import { ApiError } from "../../lib/api-error";
import { newId } from "../../lib/ids";
import { movedUserData } from "../../lib/moves/ensure-moved";
import type { OwnFoodRefusal, OwnFoodRow } from "../../user-data/object";

/**
 * A user's own foods, entered from a label: rows of their own object (ADR 067), so every read
 * and write names only that user's foods, and another user's id reads as not found.
 */

type Env = Pick<Bindings, "DB" | "USER_DATA">;
type Owner = { id: string; movedGroups: number };

/** A user's food in the food shape every food endpoint answers with. */
export function customFoodView(row: OwnFoodRow): FoodDto {
  return {
    id: `custom:${row.id}`,
    name: row.name,
    brand: row.brand,
    group: "Your foods",
    proteinPer100g: row.proteinPer100g,
    kcalPer100g: row.kcalPer100g,
    fatPer100g: null,
    carbsPer100g: null,
    fiberPer100g: null,
    portions:
      row.servingGrams === null ? [] : [{ label: oneServing(row.servingLabel || "serving"), grams: row.servingGrams }],
    source: OWN_FOOD_SOURCE,
    barcode: row.barcode,
  };
}

/** The words of a search as own foods' names are kept (lower-case), at most eight. */
export const ownFoodWords = (q: string) => nameKey(q).split(" ").slice(0, 8).filter(Boolean);

/** Why a write that stored nothing stored nothing, in words for the person. */
function refusalError(refused: OwnFoodRefusal, values: CustomFoodValues) {
  switch (refused) {
    case "name":
      return new ApiError(409, `You already have a food named "${values.name}".`, { code: "DUPLICATE_FOOD" });
    case "barcode":
      return new ApiError(409, "Another of your foods already has this barcode.", { code: "DUPLICATE_BARCODE" });
    case "limit":
      return new ApiError(409, `You can keep up to ${MAX_CUSTOM_FOODS} foods of your own. Delete one to add another.`, {
        code: "TOO_MANY_FOODS",
      });
    case "missing":
      return new ApiError(404, "That food does not exist.", { code: "NOT_FOUND" });
  }
}

/**
 * Stores a new food. The object checks the per-user limit and that no other food of the user has
 * the name or barcode in the same transaction as the insert, so concurrent submissions cannot get
 * past either rule; its unique indexes stand behind it.
 */
export async function createCustomFood(env: Env, user: Owner, values: CustomFoodValues): Promise<OwnFoodRow> {
  const result = await (await movedUserData(env, user)).createOwnFood(newId(), values, new Date());
  if ("refused" in result) throw refusalError(result.refused, values);
  return result.row;
}

/** Replaces a food's values; only the owner's object holds it, and the same rules hold. */
export async function updateCustomFood(
  env: Env,
  user: Owner,
  id: string,
  values: CustomFoodValues,
): Promise<OwnFoodRow> {
  const result = await (await movedUserData(env, user)).updateOwnFood(id, values, new Date());
  if ("refused" in result) throw refusalError(result.refused, values);
  return result.row;
}

export async function deleteCustomFood(env: Env, user: Owner, id: string): Promise<boolean> {
  return (await movedUserData(env, user)).deleteOwnFood(id);
}
