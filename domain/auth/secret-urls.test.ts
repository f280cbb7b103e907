import { describe, expect, it } from "vitest";
import { carriesSecret } from "./secret-urls";

const at = (path: string) => carriesSecret(new URL(path, "https://proteo.example.com"));

describe("carriesSecret", () => {
  it("names the email link pages, with or without their token", () => {
    expect(at("/reset-password?token=abc")).toBe(true);
    expect(at("/verify-email?token=abc")).toBe(true);
    expect(at("/reset-password")).toBe(true);
    expect(at("/verify-email/")).toBe(true);
  });

  it("names the sign-in providers' callbacks and any URL with a token, code or state", () => {
    expect(at("/api/auth/google/callback?code=x&state=y")).toBe(true);
    expect(at("/api/auth/apple/callback")).toBe(true);
    expect(at("/settings?token=x")).toBe(true);
    expect(at("/?code=x")).toBe(true);
    expect(at("/?state=x")).toBe(true);
  });

  it("leaves the other pages alone", () => {
    expect(at("/")).toBe(false);
    expect(at("/settings?connect=google_linked")).toBe(false);
    expect(at("/history")).toBe(false);
    expect(at("/reset-password-help")).toBe(false);
  });
});
