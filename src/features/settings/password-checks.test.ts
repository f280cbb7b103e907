import { COMMON_PASSWORD } from "@domain/auth/password-rules";
import { describe, expect, it } from "vitest";
import { ApiRequestError } from "@/lib/api";
import { checkPasswordChange, PASSWORDS_DIFFER, serverErrors } from "./password-checks";

const values = (currentPassword: string, newPassword: string, confirmPassword = newPassword) => ({
  currentPassword,
  newPassword,
  confirmPassword,
});

describe("checkPasswordChange", () => {
  it("accepts a complete, matching change", () => {
    expect(checkPasswordChange(values("old-secret", "Quinoa-Bowl-77"))).toEqual({});
  });

  it.each([
    ["all empty", values("", "", ""), ["currentPassword", "newPassword", "confirmPassword"]],
    ["a short new password", values("old-secret", "abc12"), ["newPassword"]],
    ["an over-long new password", values("old-secret", "x".repeat(257)), ["newPassword"]],
    ["the current password again", values("old-secret", "old-secret"), ["newPassword"]],
    ["a confirmation that differs", values("old-secret", "Quinoa-Bowl-77", "Quinoa-Bowl-78"), ["confirmPassword"]],
  ])("flags %s", (_label, input, fields) => {
    expect(Object.keys(checkPasswordChange(input)).sort()).toEqual([...fields].sort());
  });

  it("uses the server's words for the shared rules", () => {
    expect(checkPasswordChange(values("old-secret", "abc12")).newPassword).toBe(
      "Password must be at least 6 characters.",
    );
    expect(checkPasswordChange(values("old-secret", "old-secret")).newPassword).toBe(
      "Your new password must be different from your current password.",
    );
    expect(checkPasswordChange(values("a", "Quinoa-Bowl-77", "x")).confirmPassword).toBe(PASSWORDS_DIFFER);
  });

  it("checks with the route's own schema, so a common password is refused before sending", () => {
    // The hand-written checks this replaced left the common-password list to the server.
    expect(checkPasswordChange(values("old-secret", "qwerty123")).newPassword).toBe(COMMON_PASSWORD);
  });
});

describe("serverErrors", () => {
  it("puts a named field's message next to that field", () => {
    const error = new ApiRequestError(
      400,
      JSON.stringify({
        message: "Your current password is incorrect.",
        code: "WRONG_PASSWORD",
        issues: [{ path: "currentPassword", message: "Your current password is incorrect." }],
      }),
    );
    expect(serverErrors(error)).toEqual({ fields: { currentPassword: "Your current password is incorrect." } });
  });

  it("shows anything else, e.g. a 429, for the whole form", () => {
    const error = new ApiRequestError(
      429,
      JSON.stringify({ message: "Too many attempts. Please try again in 15 minutes." }),
    );
    expect(serverErrors(error)).toEqual({ fields: {}, form: "Too many attempts. Please try again in 15 minutes." });
    expect(serverErrors(new TypeError("offline")).form).toBe("Failed to change password. Please try again.");
  });
});
