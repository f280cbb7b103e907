import { PLANS, type PlanId } from "@domain/billing/plans";
import type { User } from "@domain/user/user";

/**
 * One free trial per account (ADR 016). The server says whether it is still available
 * (`trialAvailable`); signed-out visitors and guests would sign up, so they still get it.
 * Where the trial is gone, the screens say so instead of offering it.
 */
export const trialAvailableFor = (user: User | null | undefined): boolean => user?.trialAvailable ?? true;

/** Checkout's notice for an account that had its trial: billing starts at once. */
export const trialUsedNotice = (plan: PlanId) =>
  `Your free trial has been used. Pro starts today at ${PLANS[plan].label}.`;

/** Pricing's notice for the same account, before a plan is chosen. */
export const TRIAL_USED_PRICING = "Your free trial has been used. Pro starts today at $7/month or $49/year.";

/** The button that starts Pro without a trial (where 'Start Free Trial' would otherwise be). */
export const SUBSCRIBE_LABEL = "Subscribe Now";

/** Billing is off on this server (a deployed Worker without Stripe): the API's own words. */
export const BILLING_OFF_MESSAGE = "Payments are not configured on this server.";
