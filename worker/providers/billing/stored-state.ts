import type { UserFields } from "../../db/schema";
import type { BillingAccount, SubscriptionState } from "./billing-provider";

/** The subscription as stored: the user's fields and the billing account's ids and period. */
export function storedState(user: UserFields, account: BillingAccount | null): SubscriptionState {
  return {
    status: user.subscriptionStatus,
    plan: user.subscriptionPlan,
    trialEndsAt: user.trialEndsAt,
    subscriptionEndsAt: user.subscriptionEndsAt,
    subscriptionId: account?.subscriptionId ?? null,
    cancelAtPeriodEnd: account?.cancelAtPeriodEnd ?? false,
    currentPeriodEnd: account?.currentPeriodEnd ?? null,
  };
}
