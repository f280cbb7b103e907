// Counts D1 round trips per request (ADR 021): every `run`, `all`, `first` and `raw` of a
// prepared statement, every `batch` and every `exec` is one trip to the database; and the calls
// to users' own objects (ADR 068): every method called on a stub is one call. Switched on only
// locally, never in production: for every request by the D1_ROUND_TRIPS variable (the worker
// tests), and under BENCH=1 for a request that asks (round-trip-headers.ts). The counts are
// answered in the X-D1-Round-Trips and X-Object-Calls headers.
import { AsyncLocalStorage } from "node:async_hooks";
import { OBJECT_CALLS_HEADER, ROUND_TRIPS_HEADER } from "./round-trip-headers";

interface Counter {
  trips: number;
  objectCalls: number;
}

/** The current request's counter; concurrent requests in one isolate each keep their own. */
const current = new AsyncLocalStorage<Counter>();

const count = () => {
  const counter = current.getStore();
  if (counter) counter.trips += 1;
};

const TRIPS = new Set(["run", "all", "first", "raw"]);
/** Wrapped statement → the real one, which D1's batch needs. */
const realStatement = new WeakMap<object, D1PreparedStatement>();

function countingStatement(statement: D1PreparedStatement): D1PreparedStatement {
  const wrapped = new Proxy(statement, {
    get(target, key) {
      const value = Reflect.get(target, key, target);
      if (typeof value !== "function") return value;
      if (key === "bind") return (...args: unknown[]) => countingStatement(value.apply(target, args));
      if (typeof key === "string" && TRIPS.has(key)) {
        return (...args: unknown[]) => {
          count();
          return value.apply(target, args);
        };
      }
      return value.bind(target);
    },
  });
  realStatement.set(wrapped, statement);
  return wrapped;
}

/** One wrapper per binding, so the drizzle client and its prepared queries (db/client.ts) stay cached. */
const wrappers = new WeakMap<D1Database, D1Database>();

/** The D1 binding with every round trip counted for the request running in `countRoundTrips`. */
export function countingD1(d1: D1Database): D1Database {
  let wrapped = wrappers.get(d1);
  if (!wrapped) {
    wrapped = new Proxy(d1, {
      get(target, key) {
        const value = Reflect.get(target, key, target);
        if (key === "prepare") return (sql: string) => countingStatement(target.prepare(sql));
        if (key === "batch") {
          return (statements: D1PreparedStatement[]) => {
            count();
            return target.batch(statements.map((s) => realStatement.get(s) ?? s));
          };
        }
        if (key === "exec") {
          return (sql: string) => {
            count();
            return target.exec(sql);
          };
        }
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    wrappers.set(d1, wrapped);
  }
  return wrapped;
}

/** A stub whose every method call is counted for the request running in `countRoundTrips`. */
function countingStub<T extends object>(stub: T): T {
  return new Proxy(stub, {
    get(target, key) {
      const value = Reflect.get(target, key, target);
      if (typeof value !== "function" || key === "then") return value;
      return (...args: unknown[]) => {
        const counter = current.getStore();
        if (counter) counter.objectCalls += 1;
        // Reflect.apply, not value.apply: on an RPC stub `apply` would name a remote method.
        return Reflect.apply(value, target, args);
      };
    },
  });
}

/** A Durable Object namespace whose stubs count their calls. */
export function countingObjects<T extends DurableObjectNamespace>(namespace: T): T {
  return new Proxy(namespace, {
    get(target, key) {
      const value = Reflect.get(target, key, target);
      if (key === "get") {
        return (id: DurableObjectId, options?: DurableObjectNamespaceGetDurableObjectOptions) =>
          countingStub(target.get(id, options));
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** Runs one request with its own counter and reports how many round trips and object calls it made. */
export async function countRoundTrips(run: () => Promise<Response>): Promise<Response> {
  const counter: Counter = { trips: 0, objectCalls: 0 };
  const response = await current.run(counter, run);
  const counted = new Response(response.body, response);
  counted.headers.set(ROUND_TRIPS_HEADER, String(counter.trips));
  counted.headers.set(OBJECT_CALLS_HEADER, String(counter.objectCalls));
  return counted;
}
