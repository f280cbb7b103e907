import type { SubscriptionStatus } from "../../../domain/billing/access";
import type { PlanId } from "../../../domain/billing/plans";
import type { BillingConfig } from "../../../domain/billing/schemas";
import type { UserFields } from "../../db/schema";

/**
 * A subscription as Proteo stores it: the user's subscription fields plus the
 * provider's ids and period (billing_accounts). Both providers produce it, so the routes,
 * the banner and the limits never know which one runs.
 */
export interface SubscriptionState {
  status: SubscriptionStatus;
  plan: PlanId | null;
  trialEndsAt: Date | null;
  /** When access paid for (or the trial) ends: the renewal date, or "Access Until". */
  subscriptionEndsAt: Date | null;
  subscriptionId: string | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
}

/** The user's row at the provider (billing_accounts), as the provider needs it. */
export interface BillingAccount {
  customerId: string;
  subscriptionId: string | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
}

/**
 * The account's one free trial (ADR 016), claimed only at the moment a
 * new subscription is about to be made, so refused setups never spend it.
 */
export interface TrialClaim {
  /** True when this setup may start the trial: no other setup took it (a retry of this one may). */
  claim(): Promise<boolean>;
  /** Gives the trial back when the subscription could not be made after all. */
  release(): Promise<void>;
}

/**
 * The right to make the customer's one subscription (worker/lib/billing-store.ts),
 * taken before the provider is asked to create one, so checkouts at once make one.
 */
export interface SubscriptionClaim {
  /** The claim's id (it keys the provider's create call), or null when another checkout holds it. */
  take(): Promise<string | null>;
  /** The id `take` got, if it got one. */
  taken(): string | null;
  /** Gives the claim back when no subscription was made, so the user can try again. */
  release(): Promise<void>;
}

export interface ConfirmResult {
  state: SubscriptionState;
  /** The same setup was confirmed before (a retry): nothing new was created. */
  repeated: boolean;
}

/**
 * What checkout and settings need from a payment provider (one small
 * interface, the real implementation and the local one). `requestId` makes the
 * idempotency key of calls that are not naturally idempotent.
 */
export interface BillingProvider {
  readonly name: "stripe" | "local";
  config(): BillingConfig;
  createCustomer(user: UserFields, requestId: string): Promise<string>;
  createSetupIntent(
    user: UserFields,
    customerId: string,
    plan: PlanId,
    requestId: string,
  ): Promise<{ clientSecret: string }>;
  /**
   * Checks the setup belongs to this customer and succeeded, then subscribes: with the
   * 7-day trial when `trial.claim()` grants it (the account's first), else billed at once.
   * A retry of a setup already confirmed answers with the stored state; a new subscription
   * is created only when `allowNew` (the user holds none) and `claim.take()` gives this
   * checkout the claim, else it refuses with 409.
   */
  confirmSetup(
    user: UserFields,
    account: BillingAccount,
    setupIntentId: string,
    allowNew: boolean,
    trial: TrialClaim,
    claim: SubscriptionClaim,
  ): Promise<ConfirmResult>;
  endTrial(user: UserFields, account: BillingAccount, requestId: string): Promise<SubscriptionState>;
  cancel(user: UserFields, account: BillingAccount, requestId: string): Promise<SubscriptionState>;
  reactivate(user: UserFields, account: BillingAccount, requestId: string): Promise<SubscriptionState>;
  /**
   * Ends the subscription at once, not at the period's end: the account is being deleted,
   * so nothing may be billed again. An already ended one is fine.
   */
  cancelNow(account: BillingAccount, requestId: string): Promise<void>;
  /** A page where the customer updates their card; null when the provider has none. */
  portalUrl(account: BillingAccount, returnUrl: string, requestId: string): Promise<string | null>;
}
