import { cleanup, render, screen } from "@testing-library/react";
import { lazy, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OnDemandScreen } from "./on-demand-screen";

/** A screen with a bug: it throws as it renders. */
function Broken(): ReactNode {
  throw new Error("bug");
}

describe("a screen loaded on demand", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("says 'Loading...' while its code arrives, then shows it", async () => {
    let arrive: (module: { default: () => ReactNode }) => void = () => {};
    const Screen = lazy(() => new Promise<{ default: () => ReactNode }>((resolve) => (arrive = resolve)));
    render(
      <OnDemandScreen>
        <Screen />
      </OnDemandScreen>,
    );
    expect(screen.getByRole("status").textContent).toBe("Loading...");
    arrive({ default: () => <h1>Meal Planner</h1> });
    expect(await screen.findByRole("heading", { name: "Meal Planner" })).toBeTruthy();
  });

  it("offers a reload instead of a spinner that never ends when its code cannot be downloaded", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const Screen = lazy(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));
    render(
      <OnDemandScreen>
        <Screen />
      </OnDemandScreen>,
    );
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Something went wrong opening this screen.");
    expect(alert.textContent).toContain("Reload Proteo to try again. If you are offline, check your connection first.");
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
    expect(logged).toHaveBeenCalledWith("A screen could not be drawn", expect.any(TypeError));
  });

  it("catches a screen that throws as it renders, too", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <OnDemandScreen>
        <Broken />
      </OnDemandScreen>,
    );
    expect(screen.getByRole("alert").textContent).toContain("Something went wrong opening this screen.");
  });
});
