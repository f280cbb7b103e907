import { foodById } from "./table";

const NDB = /^\d{5}$/;

/** Whether a food id is an SR28 NDB number itself (a food picked from the full table). */
export const isNdb = (foodId: string | null | undefined): foodId is string => !!foodId && NDB.test(foodId);

/** The SR28 NDB number a food id means: itself, or the record an everyday entry names; else null. */
export function ndbOf(foodId: string | null | undefined): string | null {
  if (!foodId) return null;
  if (isNdb(foodId)) return foodId;
  return foodById(foodId)?.ndb ?? null;
}
