import type { PlanId } from "../../../domain/billing/plans";
import type { UserFields } from "../../db/schema";
import { randomToken } from "../../lib/ids";
import type { BillingAccount, BillingProvider, ConfirmResult, SubscriptionClaim, TrialClaim } from "./billing-provider";
import { alreadySubscribed, notYours } from "./errors";
import * as machine from "./local-machine";
import { storedState } from "./stored-state";

/**
 * The offline billing simulator: the same endpoints and state machine as
 * Stripe, with no card and no charge. Ids look like Stripe's but say "local". A setup id
 * names the plan and the customer it was made for, so confirming checks it belongs to the
 * signed-in user without a table of its own.
 */
const SETUP_ID = /^seti_local_(monthly|annual)_([0-9a-f-]{36})_([A-Za-z0-9]+)$/;

const customerUuid = (customerId: string) => customerId.replace(/^cus_local_/, "");

export function createLocalProvider(): BillingProvider {
  return {
    name: "local",
    config: () => ({
      provider: "local",
      publishableKey: null,
      prices: { monthly: "price_local_monthly", annual: "price_local_annual" },
    }),
    createCustomer: async () => `cus_local_${crypto.randomUUID()}`,
    async createSetupIntent(_user: UserFields, customerId: string, plan: PlanId) {
      const nonce = randomToken(12).replace(/[^A-Za-z0-9]/g, "");
      const id = `seti_local_${plan}_${customerUuid(customerId)}_${nonce}`;
      return { clientSecret: `${id}_secret_${randomToken(18).replace(/[^A-Za-z0-9]/g, "")}` };
    },
    async confirmSetup(
      user: UserFields,
      account: BillingAccount,
      setupIntentId: string,
      allowNew: boolean,
      trial: TrialClaim,
      claim: SubscriptionClaim,
    ) {
      const match = SETUP_ID.exec(setupIntentId);
      if (!match || `cus_local_${match[2]}` !== account.customerId) throw notYours();
      const plan = match[1] as PlanId;
      const subscriptionId = `sub_local_${match[3]}`;
      if (account.subscriptionId === subscriptionId) {
        return { state: storedState(user, account), repeated: true } satisfies ConfirmResult;
      }
      if (!allowNew || !(await claim.take())) throw alreadySubscribed();
      const now = new Date();
      // The account's first subscription gets the trial; later ones are billed from today.
      const state = (await trial.claim())
        ? machine.startTrial(plan, subscriptionId, now)
        : machine.startPaid(plan, subscriptionId, now);
      return { state, repeated: false } satisfies ConfirmResult;
    },
    endTrial: async (user, account) => machine.endTrialNow(storedState(user, account), new Date()),
    cancel: async (user, account) => machine.cancelAtPeriodEnd(storedState(user, account)),
    // The simulator bills nothing: its subscription ends with the account's rows.
    cancelNow: async () => {},
    reactivate: async (user, account) => machine.reactivate(storedState(user, account), new Date()),
    // Honest: the simulator keeps no card, so there is nothing to update.
    portalUrl: async () => null,
  };
}
