import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { billingAccounts, billingEvents, users } from "../../db/schema";
import type { SubscriptionState, TrialClaim } from "../../providers/billing/billing-provider";

const touched = sql`(CAST(unixepoch('subsec') * 1000 AS INTEGER))`;

export type BillingAccountRow = typeof billingAccounts.$inferSelect;

export function findAccount(db: Db, userId: string) {
  return db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId)).get();
}

export function findAccountByCustomer(db: Db, customerId: string) {
  return db.select().from(billingAccounts).where(eq(billingAccounts.customerId, customerId)).get();
}

/**
 * Stores the user's customer at the provider. A customer of the other provider (a switch
 * from the local simulator to Stripe) is replaced, with its subscription ids forgotten.
 */
export async function saveCustomer(
  db: Db,
  userId: string,
  provider: "stripe" | "local",
  customerId: string,
): Promise<void> {
  const fresh = { provider, customerId, subscriptionId: null, cancelAtPeriodEnd: false, currentPeriodEnd: null };
  await db
    .insert(billingAccounts)
    .values({ userId, ...fresh })
    .onConflictDoUpdate({ target: billingAccounts.userId, set: { ...fresh, updatedAt: touched } });
}

/**
 * Writes a subscription state: the user's fields (what the banner, settings and the Pro
 * limits read) and the account's ids, plus the webhook event that caused it, all in one D1
 * batch (one transaction), so an event is recorded exactly when its change is.
 */
export async function saveState(
  db: Db,
  userId: string,
  state: SubscriptionState,
  event?: { id: string; type: string },
): Promise<void> {
  const userUpdate = db
    .update(users)
    .set({
      subscriptionStatus: state.status,
      subscriptionPlan: state.plan,
      trialEndsAt: state.trialEndsAt,
      subscriptionEndsAt: state.subscriptionEndsAt,
      // A subscription with a trial spends the account's one trial, however it was made
      // (checkout, or a webhook about one made in Stripe's dashboard).
      ...(state.trialEndsAt
        ? { trialClaimedBy: sql`coalesce(${users.trialClaimedBy}, ${state.subscriptionId ?? "subscription"})` }
        : {}),
      updatedAt: touched,
    })
    .where(eq(users.id, userId));
  const accountUpdate = db
    .update(billingAccounts)
    .set({
      subscriptionId: state.subscriptionId,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      currentPeriodEnd: state.currentPeriodEnd,
      updatedAt: touched,
    })
    .where(eq(billingAccounts.userId, userId));
  if (event) {
    await db.batch([
      userUpdate,
      accountUpdate,
      db.insert(billingEvents).values({ id: event.id, type: event.type }).onConflictDoNothing(),
    ]);
  } else {
    await db.batch([userUpdate, accountUpdate]);
  }
}

export async function eventSeen(db: Db, eventId: string): Promise<boolean> {
  const row = await db.select({ id: billingEvents.id }).from(billingEvents).where(eq(billingEvents.id, eventId)).get();
  return row !== undefined;
}

/** An event that changes nothing (not ours, or of no interest) is still remembered once. */
export async function recordEvent(db: Db, event: { id: string; type: string }): Promise<void> {
  await db.insert(billingEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
}

/**
 * The account's one free trial, for the payment setup `setupIntentId` (ADR 016). The claim
 * is one conditional update: of two checkouts racing, one gets the trial; a retry of the
 * same setup gets it again (so it sends the provider the same terms).
 */
export function trialClaim(db: Db, userId: string, setupIntentId: string): TrialClaim {
  return {
    async claim() {
      const row = await db
        .update(users)
        .set({ trialClaimedBy: setupIntentId })
        .where(and(eq(users.id, userId), or(isNull(users.trialClaimedBy), eq(users.trialClaimedBy, setupIntentId))))
        .returning({ id: users.id })
        .get();
      return row !== undefined;
    },
    async release() {
      await db
        .update(users)
        .set({ trialClaimedBy: null })
        .where(and(eq(users.id, userId), eq(users.trialClaimedBy, setupIntentId)));
    },
  };
}
