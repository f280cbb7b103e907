import { addDays } from "../../domain/time/local-day";
import type { UserRow } from "../db/schema";

/** The current streak as of `today`: the cached run counts only if it ends today or yesterday. */
export function currentStreak(user: Pick<UserRow, "streakEndDate" | "streakLength">, today: string): number {
  if (!user.streakEndDate) return 0;
  return user.streakEndDate === today || user.streakEndDate === addDays(today, -1) ? user.streakLength : 0;
}
