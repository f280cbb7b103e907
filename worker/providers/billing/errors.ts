import type { PlanId } from "../../../domain/billing/plans";
import { ApiError } from "../../lib/api-error";

/** Refusals both providers give in the same words. */
export const notYours = () =>
  new ApiError(403, "This payment setup does not belong to your account.", { code: "SETUP_INTENT_NOT_YOURS" });

/** A second checkout: the user has a subscription, or another checkout is making it right now. */
export const alreadySubscribed = () =>
  new ApiError(409, "You already have an active subscription. Go to Settings to manage it.", {
    code: "ALREADY_SUBSCRIBED",
  });

export const setupNotConfirmed = () =>
  new ApiError(409, "Your card has not been confirmed yet. Please try again.", { code: "SETUP_NOT_CONFIRMED" });

/** The missing-price error at checkout: the server has no price for the plan. */
export const priceNotConfigured = (plan: PlanId) =>
  new ApiError(
    503,
    `Subscriptions are not set up on this server yet (no price is configured for the ${plan} plan). Please try again later or contact support.`,
    { code: "PRICE_NOT_CONFIGURED" },
  );
