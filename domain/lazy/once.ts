/**
 * A value made by its first use and kept: for tables and patterns that a module would otherwise
 * build as it loads, which every Worker isolate then pays for at startup whether or not its
 * requests need them (ADR 038). `build` runs at most once, and only if it returns;
 * a build that throws is tried again by the next use.
 */
export function once<T>(build: () => T): () => T {
  let made = false;
  let value: T;
  return () => {
    if (!made) {
      value = build();
      made = true;
    }
    return value;
  };
}
