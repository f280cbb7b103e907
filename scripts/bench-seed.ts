// Two years of meals (3 a day) for one user, written straight into the local D1 the
// benchmark's server uses, as an account from before its meals moved into its own object: its
// first request moves them (ADR 068), so read benchmarks can compare an empty and a long history.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { historyInserts } from "../test/support/history-seed.ts";
import { d1Local } from "./d1-local.mjs";

/** `mealId` names the i-th meal of day d back; the bench's short names by default. */
export function seedHistory(
  stateDir: string,
  userId: string,
  days = 730,
  perDay = 3,
  mealId = (d: number, i: number) => `bench-${d}-${i}`,
): number {
  const { statements, meals } = historyInserts(userId, days, perDay, mealId);
  const file = join(stateDir, "bench-history.sql");
  writeFileSync(file, statements.map((s) => `${s};`).join("\n"));
  const result = d1Local(stateDir, ["execute", "DB", "--file", file]);
  if (result.status !== 0) throw new Error(`seeding failed: ${result.stderr}`);
  return meals;
}
