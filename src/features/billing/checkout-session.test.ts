import { afterEach, describe, expect, it, vi } from "vitest";
import { CHECKOUT_TEXTS, openCheckout, setupIntentIdOf } from "./checkout-session";

const config = {
  provider: "local",
  publishableKey: null,
  prices: { monthly: "price_local_monthly", annual: "price_local_annual" },
};

/** Answers the config call, then the setup call with `setup`. */
function serve(setup: Response | Error, configResponse: Response = Response.json(config)) {
  const fn = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    if (String(input) === "/api/billing/config") return configResponse;
    if (setup instanceof Error) throw setup;
    return setup;
  });
  vi.stubGlobal("fetch", fn);
  return fn;
}

describe("openCheckout", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the plan and the configured price, with credentials", async () => {
    const fetch = serve(Response.json({ clientSecret: "seti_1_secret_2", hasSubscription: false }));
    expect(await openCheckout("annual")).toEqual({
      kind: "ready",
      clientSecret: "seti_1_secret_2",
      config,
      trialAvailable: true,
    });
    const [path, init] = fetch.mock.calls[1] ?? [];
    expect(path).toBe("/api/create-setup-intent");
    expect(init?.credentials).toBe("include");
    expect(JSON.parse(String(init?.body))).toEqual({ priceId: "price_local_annual", plan: "annual" });
  });

  it("passes on that the account's trial is used, so the page offers no trial", async () => {
    serve(Response.json({ clientSecret: "seti_1_secret_2", hasSubscription: false, trialAvailable: false }));
    expect(await openCheckout("monthly")).toMatchObject({ kind: "ready", trialAvailable: false });
  });

  it("says payments are not configured when billing is off on this server", async () => {
    const fetch = serve(
      Response.json({ hasSubscription: false }),
      Response.json({ message: "Payments are not configured on this server.", code: "BILLING_OFF" }, { status: 503 }),
    );
    expect(await openCheckout("monthly")).toEqual({
      kind: "error",
      title: "Payments Unavailable",
      message: "Payments are not configured on this server.",
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("reports a 401 so the page can send the visitor to sign in", async () => {
    serve(new Response('{"message":"Please sign in to continue."}', { status: 401 }));
    expect(await openCheckout("monthly")).toEqual({ kind: "unauthenticated" });
  });

  it.each([
    [
      "a trialing user",
      Response.json({ hasSubscription: true, subscriptionStatus: "trialing", message: "x" }, { status: 409 }),
      "You're Already on Trial!",
      CHECKOUT_TEXTS.alreadyOnTrial,
    ],
    [
      "a subscribed user",
      Response.json({ hasSubscription: true, subscriptionStatus: "active", message: "x" }, { status: 409 }),
      "Subscription Active",
      "You already have an active subscription. Go to Settings to manage it.",
    ],
    [
      "a server message",
      Response.json({ message: "Test-mode billing works only on localhost." }, { status: 403 }),
      "Checkout Unavailable",
      "Test-mode billing works only on localhost.",
    ],
    [
      "a failure without a message",
      Response.json({}, { status: 502 }),
      "Checkout Unavailable",
      "Server error (502). Please try again.",
    ],
    [
      "an unparseable answer",
      new Response("<html>oops</html>", { status: 200 }),
      "Checkout Unavailable",
      "Invalid response from server. Please try again.",
    ],
    [
      "a missing client secret",
      Response.json({ hasSubscription: false }),
      "Checkout Unavailable",
      "Invalid response from server. Please contact support.",
    ],
    [
      "a network failure",
      new TypeError("Failed to fetch"),
      "Checkout Unavailable",
      "Network error. Please check your connection and try again.",
    ],
  ])("shows the spec's words for %s", async (_label, setup, title, message) => {
    serve(setup);
    expect(await openCheckout("monthly")).toEqual({ kind: "error", title, message });
  });

  it("says configuration is required when the plan has no price", async () => {
    serve(Response.json({}), Response.json({ ...config, prices: { monthly: null, annual: null } }));
    expect(await openCheckout("monthly")).toMatchObject({ kind: "error", title: "Configuration Required" });
  });
});

describe("setupIntentIdOf", () => {
  it("takes the id out of a client secret", () => {
    expect(setupIntentIdOf("seti_1Abc_secret_XyZ")).toBe("seti_1Abc");
    expect(setupIntentIdOf("seti_local_monthly_x_secret_y")).toBe("seti_local_monthly_x");
  });
});
