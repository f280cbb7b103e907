import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The toast module keeps whether the toaster was asked for and mounted: each test starts afresh.
beforeEach(() => {
  vi.resetModules();
  // sonner reads it to pick its phone layout (src/ui/app-toaster.tsx).
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  cleanup();
  vi.doUnmock("./app-toaster");
});

async function mount() {
  const { toast } = await import("@/lib/toast");
  const { LazyToaster } = await import("./lazy-toaster");
  render(createElement(LazyToaster));
  return toast;
}

/** sonner's live region, which its Toaster renders once mounted, toasts or not. */
const toaster = () => document.querySelector('section[aria-label^="Notifications"]');

describe("the toaster, loaded on demand", () => {
  it("is not loaded by the first screen, only by a first interaction", async () => {
    await mount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(toaster()).toBeNull();
    fireEvent.pointerDown(window);
    await waitFor(() => expect(toaster()).not.toBeNull());
  });

  it("shows the toasts asked for before it was loaded", async () => {
    const toast = await mount();
    toast.success("Meal Added", { description: "20g of protein added to today's log." });
    toast.error("Error", { description: "Failed to add meal. Please try again." });
    expect(await screen.findByText("Failed to add meal. Please try again.")).toBeTruthy();
  });

  it("asks again at the next toast when its code could not be fetched (offline)", async () => {
    let fail = true;
    vi.doMock("./app-toaster", async (importOriginal) => {
      if (fail) throw new Error("Failed to fetch dynamically imported module");
      return importOriginal();
    });
    const toast = await mount();
    toast.info("First");
    await waitFor(async () => expect((await import("@/lib/toast")).toasterRequested()).toBe(false));
    fail = false;
    vi.doUnmock("./app-toaster");
    toast.info("Second");
    expect(await screen.findByText("First")).toBeTruthy();
  });
});
