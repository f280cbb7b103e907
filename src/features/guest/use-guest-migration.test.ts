import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DROPPED_NOTICE_KEY, GUEST_KEYS } from "@/lib/guest/guest-storage";
import { guestDataMayBeKept } from "./use-guest-migration";

/** An IndexedDB that lists the given databases (or fails to). */
function databases(list: () => Promise<{ name?: string }[]>) {
  const spy = vi.fn(list);
  vi.stubGlobal("indexedDB", { databases: spy });
  return spy;
}

describe("guestDataMayBeKept", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("is false for a browser with no guest key and no guest photo database", async () => {
    databases(async () => [{ name: "keyval-store" }]);
    expect(await guestDataMayBeKept()).toBe(false);
  });

  it("is true while the guest photos' database exists, even with every key gone", async () => {
    databases(async () => [{ name: "proteo-guest" }]);
    expect(await guestDataMayBeKept()).toBe(true);
  });

  it.each([...Object.values(GUEST_KEYS), DROPPED_NOTICE_KEY])("is true while local storage keeps %s", async (key) => {
    const spy = databases(async () => []);
    localStorage.setItem(key, "x");
    expect(await guestDataMayBeKept()).toBe(true);
    expect(spy).not.toHaveBeenCalled();
  });

  it("assumes some is kept when the browser cannot list its databases, so leftover photos still go", async () => {
    vi.stubGlobal("indexedDB", {});
    expect(await guestDataMayBeKept()).toBe(true);
    databases(() => Promise.reject(new Error("blocked")));
    expect(await guestDataMayBeKept()).toBe(true);
  });
});
