import type { User } from "@domain/user/user";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithQuery, testUser } from "@/lib/test-fixtures";
import { PasswordCard } from "./password-form";

const user = (hasPassword: boolean): User => testUser({ hasPassword });

const wrap = renderWithQuery;
const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Change Password" }));

describe("PasswordCard", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("offers three labelled password fields that password managers understand", () => {
    wrap(<PasswordCard user={user(true)} />);
    const expected = [
      ["Current password", "current-password"],
      ["New password", "new-password"],
      ["Confirm new password", "new-password"],
    ];
    for (const [label, autoComplete] of expected) {
      const input = screen.getByLabelText(label as string);
      expect(input.getAttribute("type")).toBe("password");
      expect(input.getAttribute("autocomplete")).toBe(autoComplete);
    }
  });

  it("checks in the browser first: clear messages, the first field focused, nothing sent", () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    wrap(<PasswordCard user={user(true)} />);
    type("New password", "abc12");
    type("Confirm new password", "abc13");
    submit();
    expect(screen.getByText("Current password is required.")).toBeTruthy();
    expect(screen.getByText("Password must be at least 6 characters.")).toBeTruthy();
    expect(screen.getByText("The new passwords do not match.")).toBeTruthy();
    const current = screen.getByLabelText("Current password");
    expect(current.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(current);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("shows the server's refusal next to the field it names", async () => {
    const message = "Your current password is incorrect.";
    const fetchSpy = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ message, code: "WRONG_PASSWORD", issues: [{ path: "currentPassword", message }] }),
          { status: 400 },
        ),
    );
    vi.stubGlobal("fetch", fetchSpy);
    wrap(<PasswordCard user={user(true)} />);
    type("Current password", "not-it");
    type("New password", "Quinoa-Bowl-77");
    type("Confirm new password", "Quinoa-Bowl-77");
    submit();
    await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/auth/password");
    expect(JSON.parse(String(init.body))).toEqual({ currentPassword: "not-it", newPassword: "Quinoa-Bowl-77" });
    expect(screen.getByLabelText("Current password").getAttribute("aria-describedby")).toBeTruthy();
  });

  it("tells a Google or Apple account that there is no password to change", () => {
    wrap(<PasswordCard user={user(false)} />);
    expect(
      screen.getByText("You sign in with Google or Apple, so this account has no password to change."),
    ).toBeTruthy();
    expect(screen.queryByLabelText("Current password")).toBeNull();
  });
});
