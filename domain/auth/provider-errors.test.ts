import { describe, expect, it } from "vitest";
import { providerErrorCode, providerErrorMessage } from "./provider-errors";

describe("provider sign-in errors on the landing page", () => {
  it("tells the user to sign in with the password and connect the provider in Settings", () => {
    expect(providerErrorMessage(providerErrorCode("google", "account_exists"))).toBe(
      "An account with this email exists. Sign in with your password, then connect Google in Settings.",
    );
    expect(providerErrorMessage(providerErrorCode("apple", "account_exists"))).toBe(
      "An account with this email exists. Sign in with your password, then connect Apple in Settings.",
    );
  });

  it("keeps the generic failure and ignores unknown or missing codes", () => {
    expect(providerErrorMessage("google")).toBe("Sign in with Google did not complete. Please try again.");
    expect(providerErrorMessage("apple")).toBe("Sign in with Apple did not complete. Please try again.");
    for (const code of [null, "", "toString", "__proto__", "google_other"])
      expect(providerErrorMessage(code)).toBeNull();
  });
});

describe("connection outcomes in Settings", () => {
  it("names the provider and says what happened", async () => {
    const { connectResult } = await import("./connections");
    expect(connectResult("google_connected")).toEqual({
      ok: true,
      message: "Google is connected. You can now sign in with Google.",
    });
    expect(connectResult("apple_taken")).toEqual({
      ok: false,
      message: "This Apple account is already connected to another Proteo account.",
    });
    expect(connectResult("apple_failed")?.message).toBe("Connecting Apple did not complete. Please try again.");
    for (const code of [null, "", "google", "google_connected_x", "x_google_connected"]) {
      expect(connectResult(code)).toBeNull();
    }
  });
});
