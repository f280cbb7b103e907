import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { renderWithQuery } from "@/lib/test-fixtures";

const toastError = vi.fn();
vi.mock("@/lib/toast", () => ({ toast: { error: toastError, success: vi.fn() }, toastError: vi.fn() }));
vi.mock("./checkout-session", async (original) => ({
  ...(await original<typeof import("./checkout-session")>()),
  openCheckout: async () => ({
    kind: "ready",
    clientSecret: "seti_2_secret_new",
    config: { provider: "stripe", publishableKey: "pk_test_1", prices: { monthly: "price_m", annual: "price_a" } },
  }),
}));
const retrieveSetupIntent = vi.fn(async (_secret: string) => ({
  setupIntent: { last_setup_error: { message: "Your card does not support this type of purchase." } },
}));
vi.mock("@stripe/stripe-js/pure", () => ({
  // The card form mounts too; it only needs to exist.
  loadStripe: async () => ({
    retrieveSetupIntent,
    elements: () => ({ create: () => ({ on: vi.fn(), mount: vi.fn(), destroy: vi.fn() }) }),
  }),
}));

const { CheckoutPage } = await import("./checkout-page");

describe("checkout after the card provider's redirect", () => {
  afterEach(() => vi.clearAllMocks());

  it("shows 'Setup Failed' with the provider's own message", async () => {
    const { hook, searchHook } = memoryLocation({
      path: "/checkout?plan=monthly&setup_intent=seti_1&setup_intent_client_secret=seti_1_secret_x&redirect_status=failed",
    });
    renderWithQuery(
      <Router hook={hook} searchHook={searchHook}>
        <CheckoutPage />
      </Router>,
    );
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("Setup Failed", {
        description: "Your card does not support this type of purchase.",
      }),
    );
    // Asked about the intent that came back, not the fresh one the page opens.
    expect(retrieveSetupIntent).toHaveBeenCalledWith("seti_1_secret_x");
  });

  it("a confirmation another tab beat to it says the subscription is active and goes to Settings", async () => {
    const message = "You already have an active subscription. Go to Settings to manage it.";
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ message, code: "ALREADY_SUBSCRIBED" }, { status: 409 })),
    );
    const { hook, searchHook, history } = memoryLocation({
      path: "/checkout?plan=monthly&setup_intent=seti_1&setup_intent_client_secret=seti_1_secret_x&redirect_status=succeeded",
      record: true,
    });
    // Drawn on its route, as in the app: once it has gone to Settings the page is gone too.
    renderWithQuery(
      <Router hook={hook} searchHook={searchHook}>
        <Route path="/checkout">
          <CheckoutPage />
        </Route>
      </Router>,
    );
    await waitFor(() => expect(toastError).toHaveBeenCalledWith("Subscription Active", { description: message }));
    expect(history?.at(-1)).toBe("/settings");
    vi.unstubAllGlobals();
  });
});
