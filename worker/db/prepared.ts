import { fillPlaceholders } from "drizzle-orm";
import type { SQLitePreparedQuery } from "drizzle-orm/sqlite-core";
import type { Db } from "./client";

/**
 * Queries built once per isolate (ADR 010). Drizzle turns a query into SQL anew on every
 * call, and the bench's profile showed that to be a third of an authenticated read's CPU;
 * the hottest reads are built once, with placeholders, and then only run with values.
 * Keyed by the drizzle client, which is itself one per D1 binding (db/client.ts).
 */
export function builtOnce<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let queries = built.get(db);
    if (!queries) {
      queries = build(db);
      built.set(db, queries);
    }
    return queries;
  };
}

/**
 * Like builtOnce, for queries whose SQL depends on which optional filters a request uses:
 * one build per drizzle client and shape (say, "which filters are present", never their
 * values, so the number of builds stays small and fixed).
 */
export function builtOncePerShape<S, T>(shapeKey: (shape: S) => string, build: (db: Db, shape: S) => T) {
  const built = new WeakMap<Db, Map<string, T>>();
  return (db: Db, shape: S): T => {
    let byShape = built.get(db);
    if (!byShape) {
      byShape = new Map();
      built.set(db, byShape);
    }
    const key = shapeKey(shape);
    let queries = byShape.get(key);
    if (!queries) {
      queries = build(db, shape);
      byShape.set(key, queries);
    }
    return queries;
  };
}

// biome-ignore lint/suspicious/noExplicitAny: any prepared select, whatever its result type.
type AnyPrepared = SQLitePreparedQuery<any>;

/** A prepared query and the values of its placeholders. */
export type PreparedRead = readonly [query: AnyPrepared, values: Record<string, unknown>];

/** What a prepared select gives: its rows, mapped to the selection's shape. */
type ResultOf<Q> = Q extends SQLitePreparedQuery<infer C> ? C["all"] : never;
export type BatchResults<T extends readonly PreparedRead[]> = { -readonly [K in keyof T]: ResultOf<T[K][0]> };

/**
 * One statement of a batch that mixes drizzle's prepared queries with plain D1 SQL (FTS5, which
 * drizzle cannot express): the statement and how its result is read.
 */
export interface BatchPart<T> {
  /** Null for a part that needs no query here (a guest's own rows): it costs nothing. */
  statement: D1PreparedStatement | null;
  read: (result: D1Result | undefined) => T;
}

/** A prepared drizzle query as a batch part, mapped as drizzle maps it. */
export function preparedPart<Q extends AnyPrepared>(
  d1: D1Database,
  query: Q,
  values: Record<string, unknown> = {},
): BatchPart<ResultOf<Q>> {
  const { sql, params } = query.getQuery();
  return {
    statement: d1.prepare(sql).bind(...fillPlaceholders(params, values)),
    read: (result) => query.mapResult(result as D1Result, true) as ResultOf<Q>,
  };
}

/** A drizzle query builder (select, insert, update, delete) that can be prepared. */
export interface Preparable<Q extends AnyPrepared = AnyPrepared> {
  prepare(): Q;
}

/** A drizzle query builder as a batch part: its SQL built now, run in the caller's batch. */
export const builderPart = <Q extends AnyPrepared>(d1: D1Database, builder: Preparable<Q>) =>
  preparedPart(d1, builder.prepare());

/** A plain D1 statement as a batch part: its rows as they come. */
export function sqlPart<Row>(statement: D1PreparedStatement): BatchPart<Row[]> {
  return { statement, read: (result) => (result?.results ?? []) as Row[] };
}

/** A part that queries nothing and reads as no rows. */
export const noRows = <Row>(): BatchPart<Row[]> => ({ statement: null, read: () => [] });

export type PartResults<T extends readonly BatchPart<unknown>[]> = {
  -readonly [K in keyof T]: T[K] extends BatchPart<infer R> ? R : never;
};

/** Batch parts in one D1 batch: one round trip, one snapshot (or one transaction, with writes). */
export async function batchParts<T extends readonly BatchPart<unknown>[]>(
  d1: D1Database,
  parts: T,
): Promise<PartResults<T>> {
  const statements = parts.flatMap((part) => (part.statement ? [part.statement] : []));
  const results = statements.length > 0 ? await d1.batch(statements) : [];
  let next = 0;
  return parts.map((part) => part.read(part.statement ? results[next++] : undefined)) as PartResults<T>;
}
