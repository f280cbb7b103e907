import { afterEach, describe, expect, it, vi } from "vitest";

const retrieveSetupIntent = vi.fn();
const loadStripe = vi.fn(async (_key: string) => ({ retrieveSetupIntent }));
vi.mock("@stripe/stripe-js/pure", () => ({ loadStripe: (key: string) => loadStripe(key) }));

const { returnedSetup, SETUP_FAILED_FALLBACK, setupFailureMessage } = await import("./setup-return");

describe("a card setup that came back from a redirect", () => {
  afterEach(() => vi.clearAllMocks());

  it("reads Stripe's return query", () => {
    expect(
      returnedSetup(
        "?plan=monthly&setup_intent=seti_1&setup_intent_client_secret=seti_1_secret_x&redirect_status=failed",
      ),
    ).toEqual({ id: "seti_1", clientSecret: "seti_1_secret_x", succeeded: false });
    expect(returnedSetup("?plan=monthly")).toBeNull();
  });

  it("shows the card provider's own message for the failure", async () => {
    retrieveSetupIntent.mockResolvedValue({
      setupIntent: { last_setup_error: { message: "Your card was declined by your bank." } },
    });
    expect(await setupFailureMessage("pk_test_1", "seti_1_secret_x")).toBe("Your card was declined by your bank.");
    expect(loadStripe).toHaveBeenCalledWith("pk_test_1");
    expect(retrieveSetupIntent).toHaveBeenCalledWith("seti_1_secret_x");
  });

  it("falls back to our text only when Stripe cannot be asked", async () => {
    expect(await setupFailureMessage(null, "seti_1_secret_x")).toBe(SETUP_FAILED_FALLBACK);
    expect(await setupFailureMessage("pk_test_1", null)).toBe(SETUP_FAILED_FALLBACK);
    vi.spyOn(console, "error").mockImplementation(() => {});
    loadStripe.mockRejectedValueOnce(new Error("offline"));
    expect(await setupFailureMessage("pk_test_1", "seti_1_secret_x")).toBe(SETUP_FAILED_FALLBACK);
    expect(retrieveSetupIntent).not.toHaveBeenCalled();
  });
});
