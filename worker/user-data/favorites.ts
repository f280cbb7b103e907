import { desc, eq } from "drizzle-orm";
import { isLive, markLive } from "./live-groups";
import { favorites } from "./schema";
import { inTransaction } from "./transaction";
import type { Db } from "./types";

const GROUP = "favorites";

/** A favourite as the object keeps it: the recipe and when it was kept. */
export interface FavoriteRow {
  recipeId: string;
  createdAt: Date;
}

/** The favourites, the most recently kept first. */
export function readFavorites(db: Db): FavoriteRow[] {
  return db.select().from(favorites).orderBy(desc(favorites.createdAt), desc(favorites.recipeId)).all();
}

/** Keeps a recipe as a favourite; keeping it again changes nothing. Answers whether it was new. */
export function addFavorite(db: Db, recipeId: string): boolean {
  return inTransaction(db, () => {
    markLive(db, GROUP);
    return db.insert(favorites).values({ recipeId }).onConflictDoNothing().returning().all().length > 0;
  });
}

/** Lets a favourite go; one that is not kept changes nothing. */
export function removeFavorite(db: Db, recipeId: string): void {
  inTransaction(db, () => {
    markLive(db, GROUP);
    db.delete(favorites).where(eq(favorites.recipeId, recipeId)).run();
  });
}

/**
 * The move's copy: the favourites become exactly D1's rows, unless the group is live here (a
 * write reached the object, so a slower concurrent move's rows are out of date). Answers what the object
 * holds afterwards, for the move to verify against D1.
 */
export function copyFavorites(db: Db, rows: readonly FavoriteRow[]): { live: boolean; held: FavoriteRow[] } {
  return inTransaction(db, () => {
    const live = isLive(db, GROUP);
    if (!live) {
      db.delete(favorites).run();
      for (const row of rows) db.insert(favorites).values(row).run();
    }
    return { live, held: db.select().from(favorites).all() };
  });
}
