import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithQuery, testUser } from "@/lib/test-fixtures";
import { toast } from "@/lib/toast";
import { ConnectedAccounts, goTo } from "./connected-accounts";

// As the Worker answers: a JSON body with its JSON content type (the typed client reads by it).
const json = (body: unknown, status = 200) => Response.json(body, { status });
const state = (google: object, apple: object = { enabled: false, connected: false, email: null }) => ({
  google: { enabled: true, connected: false, email: null, ...google },
  apple,
});

describe("ConnectedAccounts", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    window.history.replaceState(null, "", "/");
  });

  it("asks a password account for its password, then goes to the provider's URL", async () => {
    const fetchSpy = vi.fn(async (url: string) =>
      url === "/api/auth/connections"
        ? json(state({}))
        : json({ url: "https://accounts.google.com/o/oauth2/v2/auth?state=link.x" }),
    );
    vi.stubGlobal("fetch", fetchSpy);
    const go = vi.spyOn(goTo, "url").mockImplementation(() => {});
    renderWithQuery(<ConnectedAccounts user={testUser()} />);
    fireEvent.click(await screen.findByRole("button", { name: "Connect Google" }));
    // Apple is not configured here: no button for it.
    expect(screen.queryByRole("button", { name: "Connect Apple" })).toBeNull();
    const field = screen.getByLabelText("Password");
    expect(document.activeElement).toBe(field);
    fireEvent.click(screen.getByRole("button", { name: "Continue to Google" }));
    expect(screen.getByText("Password is required.")).toBeTruthy();
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    fireEvent.input(field, { target: { value: "Lentil-Soup-42" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue to Google" }));
    await waitFor(() => expect(go).toHaveBeenCalledWith("https://accounts.google.com/o/oauth2/v2/auth?state=link.x"));
    const [url, init] = fetchSpy.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe("/api/auth/connections/google");
    expect(JSON.parse(String(init.body))).toEqual({ password: "Lentil-Soup-42" });
  });

  it("shows a wrong password next to the field and stays here", async () => {
    const message = "Your password is incorrect.";
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) =>
        url === "/api/auth/connections"
          ? json(state({}))
          : json({ message, code: "WRONG_PASSWORD", issues: [{ path: "password", message }] }, 400),
      ),
    );
    const go = vi.spyOn(goTo, "url").mockImplementation(() => {});
    renderWithQuery(<ConnectedAccounts user={testUser()} />);
    fireEvent.click(await screen.findByRole("button", { name: "Connect Google" }));
    fireEvent.input(screen.getByLabelText("Password"), { target: { value: "nope" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue to Google" }));
    await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
    expect(screen.getByLabelText("Password").getAttribute("aria-invalid")).toBe("true");
    expect(go).not.toHaveBeenCalled();
  });

  it("shows a connected provider with its email, and only a button to disconnect it", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(state({ connected: true, email: "ada@gmail.com" }))),
    );
    renderWithQuery(<ConnectedAccounts user={testUser()} />);
    await screen.findByText("Connected (ada@gmail.com)");
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(["Disconnect Google"]);
  });

  it("says 'Confirm your email address first' when the server refuses to connect an unverified account", async () => {
    const message = "Confirm your email address first";
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) =>
        url === "/api/auth/connections" ? json(state({})) : json({ message, code: "EMAIL_UNVERIFIED" }, 403),
      ),
    );
    const go = vi.spyOn(goTo, "url").mockImplementation(() => {});
    renderWithQuery(<ConnectedAccounts user={testUser({ emailVerified: false })} />);
    fireEvent.click(await screen.findByRole("button", { name: "Connect Google" }));
    fireEvent.input(screen.getByLabelText("Password"), { target: { value: "Lentil-Soup-42" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue to Google" }));
    await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
    expect(go).not.toHaveBeenCalled();
  });

  it("disconnects after the password is confirmed, says so, and reads the connections again", async () => {
    let connected = true;
    const fetchSpy = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === "/api/auth/connections") return json(state({ connected, email: "ada@gmail.com" }));
      connected = false;
      expect(init?.method).toBe("DELETE");
      return json({ ok: true, message: "Google is disconnected. You can no longer sign in to Proteo with Google." });
    });
    vi.stubGlobal("fetch", fetchSpy);
    const success = vi.spyOn(toast, "success");
    renderWithQuery(<ConnectedAccounts user={testUser()} />);
    fireEvent.click(await screen.findByRole("button", { name: "Disconnect Google" }));
    expect(screen.getByText(/You will no longer be able to sign in to Proteo with Google/)).toBeTruthy();
    // Cancel leaves everything as it was.
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Disconnect Google" }));
    fireEvent.input(screen.getByLabelText("Password"), { target: { value: "Lentil-Soup-42" } });
    fireEvent.click(screen.getByRole("button", { name: "Disconnect Google" }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith("Google is disconnected. You can no longer sign in to Proteo with Google."),
    );
    const [url, init] = fetchSpy.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe("/api/auth/connections/google");
    expect(JSON.parse(String(init.body))).toEqual({ password: "Lentil-Soup-42" });
    await waitFor(() => expect(screen.getByRole("button", { name: "Connect Google" })).toBeTruthy());
  });

  it("asks an account without a password to confirm, and shows why its last way in stays", async () => {
    const message = "Google is the only way you sign in to this account, so it cannot be disconnected.";
    const fetchSpy = vi.fn(async (url: string) =>
      url === "/api/auth/connections"
        ? json(state({ connected: true, email: null }))
        : json({ message, code: "LAST_SIGN_IN" }, 409),
    );
    vi.stubGlobal("fetch", fetchSpy);
    renderWithQuery(<ConnectedAccounts user={testUser({ hasPassword: false })} />);
    fireEvent.click(await screen.findByRole("button", { name: "Disconnect Google" }));
    expect(screen.queryByLabelText("Password")).toBeNull();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Yes, disconnect Google" }));
    await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
    const [, init] = fetchSpy.mock.calls[1] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({});
  });

  it("says once how the provider's callback went, and drops the parameter", async () => {
    window.history.replaceState(null, "", "/settings?connect=google_taken");
    const error = vi.spyOn(toast, "error");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(state({}))),
    );
    renderWithQuery(<ConnectedAccounts user={testUser()} />);
    expect(error).toHaveBeenCalledWith("This Google account is already connected to another Proteo account.", {
      duration: 15_000,
    });
    expect(window.location.search).toBe("");
  });
});
