import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pushSubscriptions } from "../../db/schema";
import { ApiError } from "../../lib/api-error";

/** Browsers one account can be reminded on; storing one more forgets the least recently stored. */
export const MAX_SUBSCRIPTIONS_PER_ACCOUNT = 10;

export interface BrowserSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Stores this browser's subscription for the user, in one D1 batch, so concurrent posts give
 * the same answer as one after the other:
 * - a new endpoint is stored; the same endpoint from its own account is stored again (fresh
 *   keys, counted as the newest);
 * - an endpoint another account stored stays theirs: a 409, nothing changes. An endpoint is a
 *   capability of one browser, so it moves only when the browser gives it up: unsubscribing
 *   ends it at the push service (the other account's row goes at its next 404/410), and
 *   subscribing again gives a new endpoint, which this account can store;
 * - the account then keeps only its newest ten.
 */
export async function storeSubscription(db: Db, userId: string, sub: BrowserSubscription): Promise<void> {
  const stored = db.insert(pushSubscriptions).values({ ...sub, userId });
  const [written] = await db.batch([
    stored
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { p256dh: sub.p256dh, auth: sub.auth, createdAt: new Date() },
        setWhere: eq(pushSubscriptions.userId, userId),
      })
      .returning({ endpoint: pushSubscriptions.endpoint }),
    db
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.userId, userId),
          notInArray(
            pushSubscriptions.endpoint,
            db
              .select({ endpoint: pushSubscriptions.endpoint })
              .from(pushSubscriptions)
              .where(eq(pushSubscriptions.userId, userId))
              .orderBy(desc(pushSubscriptions.createdAt), desc(sql`rowid`))
              .limit(MAX_SUBSCRIPTIONS_PER_ACCOUNT),
          ),
        ),
      ),
  ]);
  if (written.length === 0) {
    throw new ApiError(409, "Notifications in this browser are already on for another account.", {
      code: "PUSH_ENDPOINT_TAKEN",
    });
  }
}
