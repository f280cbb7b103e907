import { and, eq, lt, sql } from "drizzle-orm";
import type { WeightEntry } from "../../../domain/body/trend";
import { getDb } from "../../db/client";
import { users } from "../../db/schema";
import type { Bindings } from "../../env";
import type { WeightsChange } from "../../user-data/object";
import { userData } from "../user-data";

type Env = Pick<Bindings, "DB" | "USER_DATA">;

/**
 * Copies the trend a change to the weights left into the users row, unless a newer change got
 * there first (its counter is higher). A goal set with no known weight (a hand-set goal before
 * any weigh-in) is taken to mean its grams per kg of the first trend (ADR 066).
 */
async function copyTrend(env: Env, userId: string, change: WeightsChange): Promise<void> {
  if (!change.changed) return;
  const trend = change.trendKg;
  await getDb(env.DB)
    .update(users)
    .set({
      trendKg: trend,
      weightVersion: change.version,
      goalGramsPerKg:
        trend === null
          ? sql`${users.goalGramsPerKg}`
          : sql`COALESCE(${users.goalGramsPerKg}, CAST(${users.dailyGoal} AS REAL) / ${trend})`,
      goalWeightKg: trend === null ? sql`${users.goalWeightKg}` : sql`COALESCE(${users.goalWeightKg}, ${trend})`,
    })
    .where(and(eq(users.id, userId), lt(users.weightVersion, change.version)));
}

/** The day's weight in the user's object, replacing one already there, and the trend copied to D1. */
export async function saveWeight(env: Env, userId: string, date: string, kg: number): Promise<WeightsChange> {
  const change = await userData(env, userId).saveWeight(date, kg);
  await copyTrend(env, userId, change);
  return change;
}

/** The day's weight removed; `changed` is false when the day had none. */
export async function deleteWeight(env: Env, userId: string, date: string): Promise<WeightsChange> {
  const change = await userData(env, userId).deleteWeight(date);
  await copyTrend(env, userId, change);
  return change;
}

/**
 * Weights from an imported file added to the user's object (a day with a weight keeps it), and
 * the trend copied to D1 as after any change; `imported` days were added.
 */
export async function importWeights(
  env: Env,
  userId: string,
  entries: WeightEntry[],
): Promise<WeightsChange & { imported: number }> {
  const change = await userData(env, userId).importWeights(entries);
  await copyTrend(env, userId, change);
  return change;
}
