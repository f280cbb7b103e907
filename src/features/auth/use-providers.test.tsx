import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// As the Worker answers: a JSON body with its JSON content type (the typed client reads by it).
const json = (body: unknown, status = 200) => Response.json(body, { status });

type UseProviders = typeof import("./use-providers").useProviders;

function Providers({ useProviders }: { useProviders: UseProviders }) {
  const { google, apple } = useProviders();
  return <p>{`google ${google}, apple ${apple}`}</p>;
}

/** The hook's module afresh: it keeps the server's answer for the page, as a module. */
const freshHook = async () => (await import("./use-providers")).useProviders;

describe("the landing page's sign-in providers, outside the data layer (ADR 050)", () => {
  beforeEach(() => {
    vi.resetModules();
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows no provider until the server answers, then asks it once a page", async () => {
    const fetchSpy = vi.fn(async () => json({ google: true, apple: false }));
    vi.stubGlobal("fetch", fetchSpy);
    const useProviders = await freshHook();
    render(<Providers useProviders={useProviders} />);
    expect(screen.getByText("google false, apple false")).toBeTruthy();
    await screen.findByText("google true, apple false");
    cleanup();
    // The app's own landing page, after the hand-over: the answer at once, no second request.
    render(<Providers useProviders={useProviders} />);
    expect(screen.getByText("google true, apple false")).toBeTruthy();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect((fetchSpy.mock.calls[0] as unknown as [string])[0]).toBe("/api/auth/providers");
  });

  it("shows both providers when the server cannot say which are configured, logs why, and asks again next time", async () => {
    const fetchSpy = vi.fn(async () => json({ message: "Something went wrong." }, 500));
    vi.stubGlobal("fetch", fetchSpy);
    const useProviders = await freshHook();
    render(<Providers useProviders={useProviders} />);
    await screen.findByText("google true, apple true");
    expect(console.error).toHaveBeenCalledWith("Could not load sign-in providers", expect.anything());
    cleanup();
    render(<Providers useProviders={useProviders} />);
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));
  });
});
