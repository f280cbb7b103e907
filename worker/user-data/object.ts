import { DurableObject } from "cloudflare:workers";
import { asc, eq, gte, sql } from "drizzle-orm";
import { type DrizzleSqliteDODatabase, drizzle } from "drizzle-orm/durable-sqlite";
import { migrate } from "drizzle-orm/durable-sqlite/migrator";
import { latestTrend, type WeightEntry } from "../../domain/body/trend";
import migrations from "./migrations/migrations.js";
import * as schema from "./schema";

type Db = DrizzleSqliteDODatabase<typeof schema>;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What a change to the weights answers: the counter after it and the trend it leaves. */
export interface WeightsChange {
  changed: boolean;
  version: number;
  trendKg: number | null;
}

/**
 * One user's own data, in the SQLite storage of a Durable Object addressed by the user's id
 * (`USER_DATA.idFromName(userId)`, worker/lib/user-data.ts). The object runs next to its
 * storage, so each method reads and writes synchronously in one transaction, and requests to
 * one object run one at a time: two writes sent at once are two transactions in some order,
 * never interleaved. Today it holds the weight log; the meals, foods, XP and photos' rows move
 * here one table group at a time (ADR 022).
 */
export class UserData extends DurableObject {
  private readonly db: Db;

  constructor(ctx: DurableObjectState, env: Cloudflare.Env) {
    super(ctx, env);
    this.db = drizzle(ctx.storage, { schema });
    // Every request waits until the object's tables are at the newest migration.
    ctx.blockConcurrencyWhile(async () => {
      await migrate(this.db, migrations);
    });
  }

  /** The weights from `since` (a local day) on, oldest first; every weight when `since` is null. */
  weights(since: string | null): WeightEntry[] {
    const { weights } = schema;
    return this.db
      .select({ date: weights.date, kg: weights.kg })
      .from(weights)
      .where(since === null ? undefined : gte(weights.date, since))
      .orderBy(asc(weights.date))
      .all();
  }

  /** The day's weight, replacing one already there. */
  saveWeight(date: string, kg: number): WeightsChange {
    return this.db.transaction((tx) => {
      tx.insert(schema.weights)
        .values({ date, kg })
        .onConflictDoUpdate({ target: schema.weights.date, set: { kg, updatedAt: new Date() } })
        .run();
      return this.afterChange(tx, true);
    });
  }

  /**
   * Weights from another app's file, in one transaction: a day that already has a weight keeps
   * it (one logged here is never overwritten, and the same file imported twice adds nothing).
   * Two entries for one day in the list: the last one counts. `imported` days were added.
   */
  importWeights(entries: WeightEntry[]): WeightsChange & { imported: number } {
    const byDay = new Map(entries.map((e) => [e.date, e.kg]));
    return this.db.transaction((tx) => {
      let imported = 0;
      // One row a statement: a statement takes at most 100 bound values here.
      for (const [date, kg] of byDay) {
        const added = tx
          .insert(schema.weights)
          .values({ date, kg })
          .onConflictDoNothing({ target: schema.weights.date })
          .returning({ date: schema.weights.date })
          .all();
        imported += added.length;
      }
      return { ...this.afterChange(tx, imported > 0), imported };
    });
  }

  /** The day's weight gone; `changed` says whether there was one. */
  deleteWeight(date: string): WeightsChange {
    return this.db.transaction((tx) => {
      const gone = tx.delete(schema.weights).where(eq(schema.weights.date, date)).returning().all();
      return this.afterChange(tx, gone.length > 0);
    });
  }

  /**
   * Every row of the object gone, when the account is deleted. The empty tables are made again
   * at once, so a request of the deleted account still in flight reads nothing rather than failing.
   */
  async erase(): Promise<void> {
    await this.ctx.blockConcurrencyWhile(async () => {
      await this.ctx.storage.deleteAll();
      await migrate(this.db, migrations);
    });
  }

  private afterChange(tx: Tx, changed: boolean): WeightsChange {
    const { weightVersion, weights } = schema;
    const row = changed
      ? tx
          .insert(weightVersion)
          .values({ id: 1, version: 1 })
          .onConflictDoUpdate({ target: weightVersion.id, set: { version: sql`${weightVersion.version} + 1` } })
          .returning()
          .get()
      : tx.select().from(weightVersion).get();
    const all = tx.select({ date: weights.date, kg: weights.kg }).from(weights).all();
    return { changed, version: row?.version ?? 0, trendKg: latestTrend(all) };
  }
}
