import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithQuery } from "@/lib/test-fixtures";
import { toast } from "@/lib/toast";
import { LandingPage } from "./landing-page";

// As the Worker answers: a JSON body with its JSON content type (the typed client reads by it).
const json = (body: unknown, status = 200) => Response.json(body, { status });
const CHALLENGE = "c".repeat(43);

describe("the landing page after a Google or Apple sign-in that owes a code", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    window.history.replaceState(null, "", "/");
  });

  it("takes the challenge from the server (never the URL) and asks for the authenticator code", async () => {
    window.history.replaceState(null, "", "/?two_factor=1");
    const fetchSpy = vi.fn(async (url: string) =>
      url === "/api/auth/2fa/pending"
        ? json({ twoFactorRequired: true, challenge: CHALLENGE, message: "Enter the code." })
        : json({ google: true, apple: false }),
    );
    vi.stubGlobal("fetch", fetchSpy);
    renderWithQuery(<LandingPage />);
    await screen.findByText("Enter the 6-digit code from your authenticator app", undefined, { timeout: 5000 });
    expect(screen.getByLabelText("Authentication code")).toBeTruthy();
    // A reload does not ask again.
    expect(window.location.search).toBe("");
    const pending = fetchSpy.mock.calls.find(([url]) => url === "/api/auth/2fa/pending") as unknown as [
      string,
      RequestInit,
    ];
    expect(pending[1].method).toBe("POST");
  });

  it("says so when the sign-in has expired, and stays on the landing page", async () => {
    window.history.replaceState(null, "", "/?two_factor=1");
    const message = "This sign-in has expired. Please sign in again.";
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) =>
        url === "/api/auth/2fa/pending"
          ? json({ message, code: "CHALLENGE_INVALID" }, 401)
          : json({ google: true, apple: false }),
      ),
    );
    const error = vi.spyOn(toast, "error");
    renderWithQuery(<LandingPage />);
    await waitFor(() => expect(error).toHaveBeenCalledWith(message));
    expect(screen.getByRole("button", { name: "Sign in with Email" })).toBeTruthy();
  });
});
