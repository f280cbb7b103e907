import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { billingAccounts, billingEvents, trialFingerprints, users } from "../db/schema";
import type { SubscriptionClaim, SubscriptionState, TrialClaim } from "../providers/billing/billing-provider";
import { keepFingerprintOfTrial } from "./trial-fingerprint";

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
 * from the local simulator to Stripe) is replaced, with its subscription ids and claim forgotten.
 */
export async function saveCustomer(
  db: Db,
  userId: string,
  provider: "stripe" | "local",
  customerId: string,
): Promise<void> {
  const fresh = {
    provider,
    customerId,
    subscriptionId: null,
    cancelAtPeriodEnd: false,
    currentPeriodEnd: null,
    // A claim made for the other provider's customer does not hold this one back.
    claimId: null,
    claimSetupIntentId: null,
    claimedAt: null,
  };
  await db
    .insert(billingAccounts)
    .values({ userId, ...fresh })
    .onConflictDoUpdate({ target: billingAccounts.userId, set: { ...fresh, updatedAt: touched } });
}

/**
 * Writes a subscription state: the user's fields (what the banner, settings and the Pro
 * limits read) and the account's ids, plus the webhook event that caused it, all in one D1
 * batch (one transaction), so an event is recorded exactly when its change is. `claimId`, the
 * claim a checkout made this subscription under, ends in the same batch: from then on the
 * user's own status refuses another.
 */
export async function saveState(
  db: Db,
  userId: string,
  state: SubscriptionState,
  event?: { id: string; type: string },
  claimId?: string | null,
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
      ...(claimId ? { claimId: releasedIf(claimId), claimSetupIntentId: null, claimedAt: null } : {}),
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

/** Null when the account's claim is `claimId`, else the claim it holds (another's, left alone). */
const releasedIf = (claimId: string) =>
  sql`case when ${billingAccounts.claimId} = ${claimId} then null else ${billingAccounts.claimId} end`;

/** A claim older than this was left by a Worker that died mid-call, and may be retaken. */
export const CLAIM_STALE_MS = 5 * 60 * 1000;

/**
 * The user holds a subscription (domain/billing/access.ts `hasSubscription`), in SQL, so the
 * claim below decides on the stored status in the same statement that takes it.
 */
const holdsSubscription = (userId: string, now: number) =>
  sql`exists (select 1 from ${users} where ${users.id} = ${userId} and (${users.subscriptionStatus} in ('trialing', 'active', 'past_due') or (${users.subscriptionStatus} = 'canceled' and ${users.subscriptionEndsAt} > ${now})))`;

/**
 * The right to make the customer's one subscription, for the payment setup `setupIntentId`.
 * Taken by one conditional update before the provider is called: of any number of checkouts
 * at once (two tabs, a double tap, two setups) one gets it, and only while the user holds no
 * subscription and no other checkout holds the claim. A claim older than CLAIM_STALE_MS was
 * left by a Worker that died and may be retaken; taken again for the same setup it keeps its
 * id, so the provider's create call carries the same idempotency key and Stripe answers with
 * the subscription the first try made, if it made one.
 */
export function subscriptionClaim(
  db: Db,
  userId: string,
  customerId: string,
  setupIntentId: string,
): SubscriptionClaim {
  let taken: string | null = null;
  return {
    async take() {
      const now = Date.now();
      const fresh = `claim_${crypto.randomUUID().replace(/-/g, "")}`;
      const row = await db
        .update(billingAccounts)
        .set({
          claimId: sql`case when ${billingAccounts.claimId} is not null and ${billingAccounts.claimSetupIntentId} = ${setupIntentId} then ${billingAccounts.claimId} else ${fresh} end`,
          claimSetupIntentId: setupIntentId,
          claimedAt: new Date(now),
        })
        .where(
          and(
            eq(billingAccounts.userId, userId),
            eq(billingAccounts.customerId, customerId),
            or(isNull(billingAccounts.claimId), lt(billingAccounts.claimedAt, new Date(now - CLAIM_STALE_MS))),
            sql`not ${holdsSubscription(userId, now)}`,
          ),
        )
        .returning({ claimId: billingAccounts.claimId })
        .get();
      taken = row?.claimId ?? null;
      return taken;
    },
    taken: () => taken,
    async release() {
      if (!taken) return;
      const claimId = taken;
      taken = null;
      await db
        .update(billingAccounts)
        .set({ claimId: null, claimSetupIntentId: null, claimedAt: null })
        .where(and(eq(billingAccounts.userId, userId), eq(billingAccounts.claimId, claimId)));
    },
  };
}

/**
 * The account's one free trial, for the payment setup `setupIntentId` (ADR 016), and the one
 * trial of the person behind the address: `fingerprint` (lib/trial-fingerprint.ts) must not
 * have had one, on this account or on any other, live or deleted. The claim is one D1 batch
 * (one transaction): the conditional update, then the fingerprint kept when it won. Of two
 * checkouts racing, on one account or on two whose addresses count as one, one gets the
 * trial; a retry of the same setup gets it again (so it sends the provider the same terms).
 */
export function trialClaim(db: Db, userId: string, setupIntentId: string, fingerprint: string | null): TrialClaim {
  const unused = fingerprint
    ? sql`not exists (select 1 from ${trialFingerprints} where ${trialFingerprints.hash} = ${fingerprint})`
    : sql`1`;
  return {
    async claim() {
      const update = db
        .update(users)
        .set({ trialClaimedBy: setupIntentId })
        .where(
          and(
            eq(users.id, userId),
            or(and(isNull(users.trialClaimedBy), unused), eq(users.trialClaimedBy, setupIntentId)),
          ),
        )
        .returning({ id: users.id });
      const [rows] = fingerprint
        ? await db.batch([update, keepFingerprintOfTrial(db, userId, fingerprint)])
        : [await update];
      return rows.length > 0;
    },
    async release() {
      const release = db
        .update(users)
        .set({ trialClaimedBy: null })
        .where(and(eq(users.id, userId), eq(users.trialClaimedBy, setupIntentId)));
      if (!fingerprint) {
        await release;
        return;
      }
      // This setup's claim kept the fingerprint (it wins only without one, or as a retry of
      // itself), so giving the trial back gives the fingerprint back too.
      await db.batch([
        db
          .delete(trialFingerprints)
          .where(
            and(
              eq(trialFingerprints.hash, fingerprint),
              sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.trialClaimedBy} = ${setupIntentId})`,
            ),
          ),
        release,
      ]);
    },
  };
}

/** What the account's trial claim says when another account with its address had the trial. */
export const TRIAL_USED_BY_ADDRESS = "email-had-trial";

/** Marks the account's trial as used (by another account with its address), if still unclaimed. */
export async function markTrialUsed(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ trialClaimedBy: TRIAL_USED_BY_ADDRESS })
    .where(and(eq(users.id, userId), isNull(users.trialClaimedBy)));
}
