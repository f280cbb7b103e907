import type { Db } from "./types";

/**
 * Statements built once per object (the object lives on between requests, with its drizzle
 * database): drizzle building a statement's SQL anew on every read takes more of a short
 * read's CPU than SQLite answering it. Values come as placeholders.
 */
export function builtOnce<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let made = built.get(db);
    if (made === undefined) {
      made = build(db);
      built.set(db, made);
    }
    return made;
  };
}
