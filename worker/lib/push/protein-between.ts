import { and, eq, gte, lte, sql } from "drizzle-orm";
import { getDb } from "../../db/client";
import { meals } from "../../db/schema";
import type { Bindings } from "../../env";

/** Protein logged from `from` to `to` (local days, inclusive); photos awaiting analysis count 0. */
export async function proteinBetween(env: Bindings, userId: string, from: string, to: string): Promise<number> {
  const row = await getDb(env.DB)
    .select({ total: sql<number>`coalesce(sum(${meals.totalProtein}), 0)` })
    .from(meals)
    .where(
      and(
        eq(meals.userId, userId),
        gte(meals.localDate, from),
        lte(meals.localDate, to),
        eq(meals.awaitingAnalysis, false),
      ),
    )
    .get();
  return row?.total ?? 0;
}
