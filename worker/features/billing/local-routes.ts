import { type Context, Hono } from "hono";
import { getDb } from "../../db/client";
import type { UserFields } from "../../db/schema";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/api-error";
import { findAccount, saveState } from "../../lib/billing-store";
import { userOf } from "../../middleware/session";
import type { SubscriptionState } from "../../providers/billing/billing-provider";
import * as machine from "../../providers/billing/local-machine";
import { storedState } from "../../providers/billing/stored-state";
import { requireStatus, usableProvider } from "./access";

type Control = (state: SubscriptionState, now: Date) => SubscriptionState;

/**
 * Test controls of the local simulator (docs/api.md): what Stripe's clock and card network do,
 * on demand. They exist only with the local provider on localhost, for the signed-in user.
 */
function control(allowed: UserFields["subscriptionStatus"][], change: Control, message: string) {
  return async (c: Context<AppEnv>) => {
    const user = userOf(c);
    if ((await usableProvider(c)).name !== "local") {
      throw new ApiError(404, "Test controls exist only with the local billing simulator.", { code: "NOT_FOUND" });
    }
    requireStatus(
      user,
      allowed,
      `This control does not apply to a ${user.subscriptionStatus} subscription.`,
      "BAD_STATE",
    );
    const db = getDb(c.env.DB);
    const account = await findAccount(db, user.id);
    if (!account?.subscriptionId || account.provider !== "local") {
      throw new ApiError(409, "You have no test-mode subscription.", { code: "NO_SUBSCRIPTION" });
    }
    const state = change(storedState(user, account), new Date());
    await saveState(db, user.id, state);
    return c.json({ message, subscriptionStatus: state.status }, 200);
  };
}

export const localBillingRoutes = new Hono<AppEnv>()
  // The clock reaches the trial's end: billing starts as it would after 7 days.
  .post(
    "/end-trial",
    control(
      ["trialing"],
      (s, now) => machine.settle({ ...s, trialEndsAt: now, currentPeriodEnd: now }, now),
      "The trial has ended.",
    ),
  )
  .post("/fail-payment", control(["trialing", "active"], machine.failPayment, "The payment failed."))
  // The clock reaches the end of a canceled subscription's period: access ends, as Stripe
  // ends it then. (How to see what an account that had its one trial is offered next.)
  .post(
    "/end-period",
    control(
      ["canceled"],
      (s, now) => {
        const end = s.subscriptionEndsAt && s.subscriptionEndsAt < now ? s.subscriptionEndsAt : now;
        return machine.settle({ ...s, subscriptionEndsAt: end, currentPeriodEnd: end }, now);
      },
      "The subscription has ended.",
    ),
  )
  .post("/renew", control(["active", "past_due"], machine.renew, "The payment succeeded."));
