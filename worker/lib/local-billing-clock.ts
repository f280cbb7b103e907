import { createMiddleware } from "hono/factory";
import { getDb } from "../../db/client";
import type { UserFields } from "../../db/schema";
import type { AppEnv } from "../../env";
import { settle } from "../../providers/billing/local-machine";
import { storedState } from "../../providers/billing/stored-state";
import { billingMode } from "../../providers/config";
import { findAccount, saveState } from "./store";

const passed = (date: Date | null, now: Date) => date !== null && date.getTime() <= now.getTime();

/** A trial or a paid period of the user has run out, so the simulator has work to do. */
function due(user: UserFields, now: Date): boolean {
  return (
    (user.subscriptionStatus === "trialing" && passed(user.trialEndsAt, now)) ||
    (user.subscriptionStatus === "active" && passed(user.subscriptionEndsAt, now))
  );
}

/**
 * The local simulator's clock: Stripe moves a subscription when time passes (trial end,
 * renewal) and tells us by webhook; offline there is no one to tell us, so the signed-in
 * user's subscription is brought up to date when they next call the API. Costs nothing
 * unless a date has passed.
 */
export const localBillingClock = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get("user");
    const now = new Date();
    if (user && due(user, now) && billingMode(c.env, c.req.url) === "local") {
      const db = getDb(c.env.DB);
      const account = await findAccount(db, user.id);
      if (account?.provider === "local" && account.subscriptionId) {
        const state = settle(storedState(user, account), now);
        await saveState(db, user.id, state);
        c.set("user", {
          ...user,
          subscriptionStatus: state.status,
          subscriptionPlan: state.plan,
          trialEndsAt: state.trialEndsAt,
          subscriptionEndsAt: state.subscriptionEndsAt,
        });
      }
    }
    await next();
  });
