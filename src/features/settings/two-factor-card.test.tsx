import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithQuery, testUser } from "@/lib/test-fixtures";
import { TwoFactorCard } from "./two-factor-card";

const user = testUser;

const wrap = renderWithQuery;
// As the Worker answers: a JSON body with its JSON content type (the typed client reads by it).
const json = (body: unknown, status = 200) => Response.json(body, { status });

/** "Turn on", then the password step (ADR 013). */
async function startWithPassword(password: string) {
  fireEvent.click(screen.getByRole("button", { name: "Turn on" }));
  const field = screen.getByLabelText("Password");
  expect(document.activeElement).toBe(field);
  fireEvent.input(field, { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "Continue" }));
}

describe("TwoFactorCard", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("tells a Google or Apple account that its provider handles it", () => {
    wrap(<TwoFactorCard user={user({ hasPassword: false })} />);
    expect(screen.getByRole("heading", { name: "Two-factor authentication" })).toBeTruthy();
    expect(screen.getByText(/managed in that account, not here/)).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("says 'Confirm your email address first' when the server refuses setup for an unverified email", async () => {
    const message = "Confirm your email address first";
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ message, code: "EMAIL_UNVERIFIED" }, 403)),
    );
    wrap(<TwoFactorCard user={user({ emailVerified: false })} />);
    await startWithPassword("Lentil-Soup-42");
    await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
    expect(screen.queryByText(/JBSW/)).toBeNull();
  });

  it("sets up: the key and a numeric one-time-code field, then the recovery codes until confirmed", async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `aaaa${i}-bbbbb`);
    const fetchSpy = vi.fn(async (url: string) =>
      url.endsWith("/setup")
        ? json({ secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", otpauthUrl: "otpauth://totp/Proteo:a?secret=JBSWY3DP" })
        : json({ ok: true, message: "Two-factor authentication is on.", recoveryCodes: codes }),
    );
    vi.stubGlobal("fetch", fetchSpy);
    wrap(<TwoFactorCard user={user()} />);
    await startWithPassword("Lentil-Soup-42");
    await waitFor(() => expect(screen.getByText("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP")).toBeTruthy());
    const [setupUrl, setupInit] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(setupUrl).toBe("/api/auth/2fa/setup");
    expect(JSON.parse(String(setupInit.body))).toEqual({ password: "Lentil-Soup-42" });
    const field = screen.getByLabelText("6-digit code from the app");
    expect(field.getAttribute("inputmode")).toBe("numeric");
    expect(field.getAttribute("autocomplete")).toBe("one-time-code");

    // Checked in the browser first: nothing is sent for a malformed code.
    fireEvent.input(field, { target: { value: "12a" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify and turn on" }));
    expect(screen.getByText("The code is the 6 digits shown in your authenticator app.")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    fireEvent.input(field, { target: { value: "123 456" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify and turn on" }));
    await waitFor(() => expect(screen.getByRole("heading", { name: "Save your recovery codes" })).toBeTruthy());
    const [, init] = fetchSpy.mock.calls[1] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ code: "123456" });
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(codes);
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Save your recovery codes" }));
    expect(screen.getByRole("button", { name: "I have saved these codes" })).toBeTruthy();
  });

  it("shows a wrong code from the server next to the field", async () => {
    const message = "That code is not valid. Check your authenticator app and try again.";
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) =>
        url.endsWith("/setup")
          ? json({ secret: "JBSWY3DPEHPK3PXP", otpauthUrl: "otpauth://totp/x" })
          : json({ message, code: "WRONG_CODE", issues: [{ path: "code", message }] }, 400),
      ),
    );
    wrap(<TwoFactorCard user={user()} />);
    await startWithPassword("Lentil-Soup-42");
    const field = await screen.findByLabelText("6-digit code from the app");
    fireEvent.input(field, { target: { value: "000000" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify and turn on" }));
    await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
    expect(document.activeElement).toBe(field);
  });

  it("asks for the password before setup: an empty one is not sent, a wrong one is shown next to the field", async () => {
    const message = "Your password is incorrect.";
    const fetchSpy = vi.fn(async () =>
      json({ message, code: "WRONG_PASSWORD", issues: [{ path: "password", message }] }, 400),
    );
    vi.stubGlobal("fetch", fetchSpy);
    wrap(<TwoFactorCard user={user()} />);
    fireEvent.click(screen.getByRole("button", { name: "Turn on" }));
    const field = screen.getByLabelText("Password");
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByText("Password is required.")).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();

    fireEvent.input(field, { target: { value: "Not-My-Password" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field);
    // No QR code without the right password.
    expect(screen.queryByLabelText("6-digit code from the app")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Turn on" })).toBeTruthy());
  });

  it("turns off only with the password and a code, checked before anything is sent", async () => {
    const fetchSpy = vi.fn(async () => json({ ok: true, message: "Two-factor authentication is off." }));
    vi.stubGlobal("fetch", fetchSpy);
    wrap(<TwoFactorCard user={user({ twoFactorEnabled: true })} />);
    fireEvent.click(screen.getByRole("button", { name: "Turn off" }));
    const password = screen.getByLabelText("Password");
    expect(document.activeElement).toBe(password);
    fireEvent.click(screen.getByRole("button", { name: "Turn off two-factor" }));
    expect(screen.getByText("Password is required.")).toBeTruthy();
    expect(screen.getByText("Enter a code from your authenticator app or a recovery code.")).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
    fireEvent.input(password, { target: { value: "Lentil-Soup-42" } });
    fireEvent.input(screen.getByLabelText("Code from the app or a recovery code"), {
      target: { value: "abcde-fghij" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Turn off two-factor" }));
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/auth/2fa/disable");
    expect(JSON.parse(String(init.body))).toEqual({ password: "Lentil-Soup-42", code: "abcde-fghij" });
  });
});
