import { tenthsOfKg } from "../../../domain/body/units";
import type { ImportResult, WeightImportRequest } from "../../../domain/import/schema";
import { localDate } from "../../../domain/time/local-day";
import type { UserFields } from "../../db/schema";
import type { Bindings } from "../../env";
import { importWeights } from "../../lib/body/weights";
import { requireRealDates } from "./import";

/**
 * Stores a batch of imported weights in the user's own object, all in one transaction, after
 * every date is checked against the user's local today. A day that already has a weight (logged
 * here, or imported before) keeps it and counts as skipped.
 */
export async function importWeightBatch(
  env: Pick<Bindings, "DB" | "USER_DATA">,
  user: UserFields,
  input: WeightImportRequest,
  now = Date.now(),
): Promise<ImportResult> {
  requireRealDates(
    input.weights.map((w) => w.date),
    "weights",
    localDate(now, user.timezone),
  );
  const entries = input.weights.map((w) => ({ date: w.date, kg: tenthsOfKg(w.kg) }));
  const { imported } = await importWeights(env, user.id, entries);
  return { imported, skipped: input.weights.length - imported };
}
