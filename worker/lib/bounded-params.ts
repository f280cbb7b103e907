/**
 * D1 binds at most 100 parameters to one statement
 * (https://developers.cloudflare.com/d1/platform/limits/); one more and the whole query fails
 * with "too many SQL variables", which the user sees as a 500. Every statement whose
 * parameter count grows with a request (an `IN (...)` list, a multi-row insert) is split with
 * `splitByParams` so that no part passes the limit.
 */
export const D1_MAX_BOUND_PARAMETERS = 100;

/** A drizzle query builder: it can say which parameters it will bind. */
interface BindsParams {
  toSQL(): { params: unknown[] };
}

const paramCount = (query: BindsParams) => query.toSQL().params.length;

/**
 * The statements `build` makes for `items`, as few as possible, each binding at most `max`
 * parameters. What one item costs and what the statement binds besides (say, `user_id = ?`)
 * are measured from the SQL of one and of two items, never counted by hand: drizzle binds a
 * value for every column an insert leaves to its default, so a column count would be wrong.
 * No items, no statements.
 */
export function splitByParams<T, Q extends BindsParams>(
  items: readonly T[],
  build: (part: T[]) => Q,
  max = D1_MAX_BOUND_PARAMETERS,
): Q[] {
  const [first, second] = items;
  if (first === undefined) return [];
  const one = build([first]);
  if (second === undefined) return checked([one], max);
  const perItem = paramCount(build([first, second])) - paramCount(one);
  const fixed = paramCount(one) - perItem;
  if (perItem <= 0) throw new Error("splitByParams: the statement does not grow with its items");
  const size = Math.floor((max - fixed) / perItem);
  if (size < 1) throw new Error(`splitByParams: one item needs more than ${max} parameters`);
  const parts: Q[] = [];
  for (let start = 0; start < items.length; start += size) parts.push(build(items.slice(start, start + size)));
  return checked(parts, max);
}

/** A guard, not a hope: a statement that would still pass the limit is a bug here, not a 500 later. */
function checked<Q extends BindsParams>(parts: Q[], max: number): Q[] {
  for (const part of parts) {
    const count = paramCount(part);
    if (count > max) throw new Error(`splitByParams: a part binds ${count} parameters (at most ${max})`);
  }
  return parts;
}

/** A select drizzle can run alone or in a batch, resolving to its rows. */
