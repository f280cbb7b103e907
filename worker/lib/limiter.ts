/** Runs a task when one of the limiter's slots is free, and frees the slot when it settles. */
export type Limiter = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * At most `max` tasks at once; the others wait their turn, first come first served. A
 * Worker has six connections open at a time, so outgoing calls share one limiter of six
 * rather than queueing inside the runtime, where a timeout would start before the call does.
 */
export function limiter(max: number): Limiter {
  let running = 0;
  const waiting: (() => void)[] = [];
  // A freed slot passes straight to the next waiting task, so a newcomer cannot slip in between.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return async (task) => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
}

/** Calls `each` for every item, at most `max` at once; resolves when all have settled. */
export async function forEachLimited<T>(items: readonly T[], max: number, each: (item: T) => Promise<void>) {
  const limit = limiter(max);
  await Promise.allSettled(items.map((item) => limit(() => each(item))));
}
