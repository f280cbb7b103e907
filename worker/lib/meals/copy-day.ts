import { historyDateProblem } from "../../../domain/meals/write-limits";
import { localDate } from "../../../domain/time/local-day";
import type { UserFields } from "../../db/schema";
import { ApiError } from "../api-error";

// Logging a meal again on a chosen day (a copy, a saved meal): which day it may be (when on it
// is domain/meals/copy-time.ts).

/** The day must be one a meal can be logged on: not after the user's today, not 20 years back (else 400). */
export function checkCopyDay(user: UserFields, to: string, now: number, refusal = "Nothing can be copied there") {
  const problem = historyDateProblem(to, localDate(now, user.timezone));
  if (problem) throw new ApiError(400, `${refusal}: ${problem}.`, { code: "BAD_DATE" });
}
