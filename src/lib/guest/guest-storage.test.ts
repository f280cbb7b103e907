import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/**
 * A fresh copy of the module, so its atom reads local storage as a new page load would, with
 * the jotai it now shares: a reset loads jotai anew too, and only that copy's default store
 * is the module's.
 */
const load = async () => {
  vi.resetModules();
  const { getDefaultStore, useAtomValue } = await import("jotai");
  return { ...(await import("./guest-storage")), ...(await import("./guest-records")), getDefaultStore, useAtomValue };
};

describe("guest markers through atomWithStorage", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it("reads the markers earlier versions wrote (raw id, isGuest 'true'): a guest keeps their session", async () => {
    localStorage.setItem("guestUserId", "guest_1700000000000_abc123xyz");
    localStorage.setItem("isGuest", "true");
    localStorage.setItem("guestMeals", '[{"id":"m1"}]');
    const { guestSessionAtom, currentGuest, readGuestMeals, getDefaultStore } = await load();
    expect(getDefaultStore().get(guestSessionAtom)?.id).toBe("guest_1700000000000_abc123xyz");
    expect(currentGuest()).toMatchObject({ id: "guest_1700000000000_abc123xyz", isGuest: true, firstName: "Guest" });
    expect(readGuestMeals()).toEqual([{ id: "m1" }]);
  });

  it("is not a guest without both markers, as before", async () => {
    localStorage.setItem("guestUserId", "guest_1_old");
    localStorage.setItem("isGuest", "false");
    expect((await load()).currentGuest()).toBeNull();
    localStorage.clear();
    localStorage.setItem("isGuest", "true");
    expect((await load()).currentGuest()).toBeNull();
  });

  it("writes the spec's format byte for byte (no JSON quotes), and clears both markers", async () => {
    const { startGuest, clearGuestMarkers } = await load();
    const user = startGuest();
    expect(localStorage.getItem("guestUserId")).toBe(user.id);
    expect(user.id).toMatch(/^guest_\d+_[a-z0-9]+$/);
    expect(localStorage.getItem("isGuest")).toBe("true");
    localStorage.setItem("guestMeals", "[]");
    clearGuestMarkers();
    expect(localStorage.getItem("guestUserId")).toBeNull();
    expect(localStorage.getItem("isGuest")).toBeNull();
    expect(localStorage.getItem("guestMeals")).toBe("[]"); // kept for the migration
  });

  it("re-renders readers when guest mode ends outside React (what the version bump did)", async () => {
    const { guestSessionAtom, startGuest, clearAllGuestKeys, useAtomValue } = await load();
    startGuest();
    const { result } = renderHook(() => useAtomValue(guestSessionAtom));
    expect(result.current?.isGuest).toBe(true);
    act(() => clearAllGuestKeys());
    expect(result.current).toBeNull();
  });

  it("follows another tab starting guest mode", async () => {
    const { guestSessionAtom, useAtomValue } = await load();
    const { result } = renderHook(() => useAtomValue(guestSessionAtom));
    expect(result.current).toBeNull();
    localStorage.setItem("guestUserId", "guest_2_othertab");
    localStorage.setItem("isGuest", "true");
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "isGuest" }));
    });
    expect(result.current?.id).toBe("guest_2_othertab");
  });
});
