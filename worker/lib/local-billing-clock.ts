import { createMiddleware } from "hono/factory";
import { getDb } from "../db/client";
import type { UserFields } from "../db/schema";
import type { AppEnv, Bindings } from "../env";
import { settle } from "../providers/billing/local-machine";
import { storedState } from "../providers/billing/stored-state";
import { billingMode } from "../providers/config";
import { findAccount, saveState } from "./billing-store";

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
 * renewal) and tells us by webhook; offline there is no one to tell us, so a signed-in user's
 * subscription is brought up to date when they next call the API or load the drawn dashboard.
 * Returns the user with the settled subscription (and stores it); costs nothing unless a date
 * has passed.
 */
export async function settleLocalBilling<U extends UserFields>(env: Bindings, url: string, user: U): Promise<U> {
  const now = new Date();
  if (!due(user, now) || billingMode(env, url) !== "local") return user;
  const db = getDb(env.DB);
  const account = await findAccount(db, user.id);
  if (account?.provider !== "local" || !account.subscriptionId) return user;
  const state = settle(storedState(user, account), now);
  await saveState(db, user.id, state);
  return {
    ...user,
    subscriptionStatus: state.status,
    subscriptionPlan: state.plan,
    trialEndsAt: state.trialEndsAt,
    subscriptionEndsAt: state.subscriptionEndsAt,
  };
}

/** `settleLocalBilling` for every API call of a signed-in user. */
export const localBillingClock = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get("user");
    if (user) c.set("user", await settleLocalBilling(c.env, c.req.url, user));
    await next();
  });
