import type { User } from "@domain/user/user";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TwoFactorStep } from "./two-factor-step";

// As the Worker answers: a JSON body with its JSON content type (the typed client reads by it).
const json = (body: unknown, status = 200) => Response.json(body, { status });

function renderStep() {
  const onSignedIn = vi.fn<(user: User) => void>();
  const onRestart = vi.fn<(message: string) => void>();
  render(<TwoFactorStep challenge="chal" timezone="Europe/Paris" onSignedIn={onSignedIn} onRestart={onRestart} />);
  return { onSignedIn, onRestart };
}

describe("sign-in's two-factor step", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("asks for the app's code in a focused numeric one-time-code field, and signs in with it", async () => {
    const fetchSpy = vi.fn(async () => json({ message: "Signed in.", user: { id: "u1" } }));
    vi.stubGlobal("fetch", fetchSpy);
    const { onSignedIn } = renderStep();
    expect(screen.getByText("Enter the 6-digit code from your authenticator app")).toBeTruthy();
    const field = screen.getByLabelText("Authentication code");
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute("inputmode")).toBe("numeric");
    expect(field.getAttribute("autocomplete")).toBe("one-time-code");
    fireEvent.input(field, { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ id: "u1" }));
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/auth/2fa/verify");
    expect(JSON.parse(String(init.body))).toEqual({ challenge: "chal", code: "123456", timezone: "Europe/Paris" });
  });

  it("shows errors inline, next to the field", async () => {
    const message = "That code is not valid. Check your authenticator app and try again.";
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ message, code: "WRONG_CODE", issues: [{ path: "code", message }] }, 400)),
    );
    renderStep();
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(screen.getByRole("alert").textContent).toBe("Enter the 6-digit code from your authenticator app.");
    fireEvent.input(screen.getByLabelText("Authentication code"), { target: { value: "000000" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(message));
    expect(screen.getByLabelText("Authentication code").getAttribute("aria-invalid")).toBe("true");
  });

  it("switches to a recovery code, focused, and back", () => {
    renderStep();
    fireEvent.click(screen.getByRole("button", { name: "Use a recovery code instead" }));
    const field = screen.getByLabelText("Recovery code");
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute("inputmode")).toBe("text");
    fireEvent.click(screen.getByRole("button", { name: "Use your authenticator app instead" }));
    expect(screen.getByLabelText("Authentication code")).toBeTruthy();
  });

  it("goes back to the password when the challenge has expired", async () => {
    const message = "This sign-in has expired. Please sign in again.";
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ message, code: "CHALLENGE_INVALID" }, 401)),
    );
    const { onRestart } = renderStep();
    fireEvent.input(screen.getByLabelText("Authentication code"), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(onRestart).toHaveBeenCalledWith(message));
  });
});
