import { z } from "../zod";
import type { SubscriptionStatus } from "./access";
import { PLAN_IDS, type PlanId } from "./plans";

export const planSchema = z.enum(PLAN_IDS, { error: "Choose the monthly or the annual plan." });

/**
 * POST /api/create-setup-intent. The server never trusts `priceId`: it
 * charges the price it has configured for `plan`.
 */
export const createSetupIntentSchema = z.object({
  priceId: z.string().max(255, "priceId is too long.").nullish(),
  plan: planSchema,
});

/** Stripe SetupIntent ids (`seti_...`), or the local simulator's (`seti_local_...`). */
export const confirmSetupSchema = z.object({
  setupIntentId: z
    .string({ error: "setupIntentId is required." })
    .min(1, "setupIntentId is required.")
    .max(255, "setupIntentId is too long.")
    .regex(/^seti_[A-Za-z0-9_-]+$/, "setupIntentId is not a payment setup id."),
});

export type CreateSetupIntentInput = z.infer<typeof createSetupIntentSchema>;
export type ConfirmSetupInput = z.infer<typeof confirmSetupSchema>;

/** GET /api/billing/config: what the checkout needs to draw its payment form. */
export interface BillingConfig {
  provider: "stripe" | "local";
  /** Stripe's publishable key; null for the local simulator. */
  publishableKey: string | null;
  /** The price each plan is charged at; null when the server has none configured. */
  prices: Record<PlanId, string | null>;
}

/** The answer of POST /api/create-setup-intent, success or refusal. */
export interface SetupIntentResponse {
  clientSecret?: string;
  hasSubscription: boolean;
  subscriptionStatus: SubscriptionStatus;
  /** Whether confirming this setup starts the 7-day trial (the account's first) or bills at once. */
  trialAvailable?: boolean;
  message: string;
  code?: string;
}
