import { addDays } from "../../domain/time/local-day";
import type { ProgressRow } from "../user-data/object";

/** The current streak as of `today`: the cached run counts only if it ends today or yesterday. */
export function currentStreak(progress: Pick<ProgressRow, "streakEndDate" | "streakLength">, today: string): number {
  if (!progress.streakEndDate) return 0;
  return progress.streakEndDate === today || progress.streakEndDate === addDays(today, -1) ? progress.streakLength : 0;
}
