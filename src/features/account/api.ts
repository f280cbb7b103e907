import type { ImportPlan } from "@domain/import/parse";
import { IMPORT_BATCH, type ImportResult } from "@domain/import/schema";
import { apiJson } from "@/lib/api";

/**
 * Every call of the account flows (issue 18) in one place, so they move onto the typed
 * client together: email verification, password reset, export, deletion and import.
 */
export interface Answer {
  ok: true;
  message: string;
}

export const EXPORT_URL = "/api/account/export";
export const MEALS_CSV_URL = "/api/meals/export.csv";

export const verifyEmail = (token: string) => apiJson<Answer>("POST", "/api/auth/verify-email", { token });

export const resendVerification = () => apiJson<Answer>("POST", "/api/auth/verify-email/resend");

export const requestPasswordReset = (email: string) =>
  apiJson<Answer>("POST", "/api/auth/password-reset/request", { email });

export const confirmPasswordReset = (token: string, password: string) =>
  apiJson<Answer>("POST", "/api/auth/password-reset/confirm", { token, password });

export const deleteAccount = (body: { password: string } | { confirmation: string }) =>
  apiJson<Answer>("DELETE", "/api/account", body);

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
    const result = await apiJson<ImportResult>("POST", "/api/account/import", { source: plan.source, meals });
    total.imported += result.imported;
    total.skipped += result.skipped;
    done += meals.length;
    onProgress?.(done);
  }
  return total;
}
