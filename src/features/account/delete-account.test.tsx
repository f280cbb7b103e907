import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithQuery, testUser } from "@/lib/test-fixtures";
import { DeleteAccount, TRIAL_FINGERPRINT_NOTE } from "./delete-account";

// As the Worker answers: a JSON body with its JSON content type (the typed client reads by it).
const json = (body: unknown, status = 200) => Response.json(body, { status });

describe("DeleteAccount", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("says, before anything is deleted, that a one-way fingerprint of the address is kept against a second trial", () => {
    renderWithQuery(<DeleteAccount user={testUser()} />);
    fireEvent.click(screen.getByRole("button", { name: "Delete Account" }));
    expect(TRIAL_FINGERPRINT_NOTE).toContain("one-way fingerprint of your email address");
    expect(screen.getByText(TRIAL_FINGERPRINT_NOTE)).toBeTruthy();
  });

  it("for a Google or Apple account, says a recent sign-in is needed and shows the server's answer when it is not fresh", async () => {
    const message =
      "For your security, sign out and sign in again with Google or Apple, then delete your account within 10 minutes.";
    const fetchSpy = vi.fn(async () => json({ message, code: "REAUTHENTICATION_REQUIRED" }, 403));
    vi.stubGlobal("fetch", fetchSpy);
    renderWithQuery(<DeleteAccount user={testUser({ hasPassword: false })} />);
    fireEvent.click(screen.getByRole("button", { name: "Delete Account" }));
    expect(screen.getByText(/sign out and sign in again with it first/)).toBeTruthy();
    // The typed email is still asked for.
    fireEvent.input(screen.getByLabelText("Type ada@example.com to confirm"), { target: { value: "ada@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Delete My Account" }));
    await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
    const [, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ confirmation: "ada@example.com" });
  });
});
