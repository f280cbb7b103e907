import type { ImportPlan } from "@domain/import/parse";
import { IMPORT_BATCH, type ImportResult, WEIGHT_IMPORT_BATCH } from "@domain/import/schema";
import type { WeightImportPlan } from "@domain/import/weights";
import { api, read } from "@/lib/api";

/**
 * Every call of the account flows in one place, on the typed client: email
 * verification, password reset, export, deletion and import.
 */
export const EXPORT_URL = api.account.export.$path();
export const MEALS_CSV_URL = api.meals["export.csv"].$path();

export const verifyEmail = (token: string) => read(api.auth["verify-email"].$post({ json: { token } }));

export const resendVerification = () => read(api.auth["verify-email"].resend.$post());

export const confirmPasswordReset = (token: string, password: string) =>
  read(api.auth["password-reset"].confirm.$post({ json: { token, password } }));

export const deleteAccount = (body: { password: string } | { confirmation: string }) =>
  read(api.account.$delete({ json: body }));

/** Well under the API's 64 KB JSON body limit, whatever the foods' names. */
const BATCH_BYTES = 40_000;

/** The plan's meals in batches of at most IMPORT_BATCH meals and about BATCH_BYTES of JSON. */
export function importBatches(plan: ImportPlan): ImportPlan["meals"][] {
  const batches: ImportPlan["meals"][] = [];
  let current: ImportPlan["meals"] = [];
  let bytes = 0;
  for (const meal of plan.meals) {
    const size = JSON.stringify(meal).length;
    if (current.length > 0 && (current.length >= IMPORT_BATCH || bytes + size > BATCH_BYTES)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(meal);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/**
 * Sends a parsed file batch by batch. Each meal's import key is derived on the server from its
 * file row, so a batch retried or a file imported again adds nothing.
 */
export async function importPlan(plan: ImportPlan, onProgress?: (done: number) => void): Promise<ImportResult> {
  const total: ImportResult = { imported: 0, skipped: 0 };
  let done = 0;
  for (const meals of importBatches(plan)) {
    const result: ImportResult = await read(api.account.import.$post({ json: { source: plan.source, meals } }));
    total.imported += result.imported;
    total.skipped += result.skipped;
    done += meals.length;
    onProgress?.(done);
  }
  return total;
}

/**
 * Sends a parsed weights file in batches of WEIGHT_IMPORT_BATCH. A day that already has a weight
 * keeps it on the server, so a batch retried or a file imported again adds nothing.
 */
export async function importWeightPlan(
  plan: WeightImportPlan,
  onProgress?: (done: number) => void,
): Promise<ImportResult> {
  const total: ImportResult = { imported: 0, skipped: 0 };
  for (let start = 0; start < plan.weights.length; start += WEIGHT_IMPORT_BATCH) {
    const weights = plan.weights.slice(start, start + WEIGHT_IMPORT_BATCH);
    const result: ImportResult = await read(
      api.account["import-weights"].$post({ json: { source: plan.source, weights } }),
    );
    total.imported += result.imported;
    total.skipped += result.skipped;
    onProgress?.(start + weights.length);
  }
  return total;
}
