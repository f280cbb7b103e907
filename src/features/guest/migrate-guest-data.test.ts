import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GUEST_KEYS } from "@/lib/guest/guest-storage";
import { migrateGuestData } from "./migrate-guest-data";

const ALL_KEYS = Object.values(GUEST_KEYS);
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });

describe("migrateGuestData", () => {
  let deleted: string[];
  beforeEach(() => {
    localStorage.clear();
    deleted = [];
    // Records IndexedDB deletions and completes them at once, as the browser would.
    vi.stubGlobal("indexedDB", {
      deleteDatabase(name: string) {
        deleted.push(name);
        const request: { onsuccess?: () => void } = {};
        queueMicrotask(() => request.onsuccess?.());
        return request;
      },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("clears every guest key and the guest photos for a signed-in user with no guest data", async () => {
    localStorage.setItem(GUEST_KEYS.isGuest, "true");
    localStorage.setItem(GUEST_KEYS.guestUserId, "guest_1_abc");
    localStorage.setItem(GUEST_KEYS.guestMeals, "[]");
    localStorage.setItem(GUEST_KEYS.guestProfile, "not json");
    localStorage.setItem(GUEST_KEYS.isMigrating, "false");
    const fetchSpy = vi.spyOn(globalThis, "fetch");

    expect(await migrateGuestData()).toEqual({ status: "nothing" });
    for (const key of ALL_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(deleted).toEqual(["proteo-guest"]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("sends the profile with the meals and reports what the server dropped, clearing the guest data", async () => {
    const profile = { age: 150, gender: "male", activityLevel: "active", healthGoal: "maintain", bodyWeight: 2000 };
    localStorage.setItem(GUEST_KEYS.isGuest, "true");
    localStorage.setItem(GUEST_KEYS.guestProfile, JSON.stringify(profile));
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(
      json({
        migratedCount: 0,
        profile: {
          saved: ["gender", "activityLevel", "healthGoal", "weightUnit"],
          dropped: [
            { field: "age", message: "Your age can be at most 120." },
            { field: "bodyWeight", message: "Your body weight can be at most 1,500." },
          ],
        },
      }),
    );

    expect(await migrateGuestData()).toEqual({
      status: "migrated",
      droppedProfileFields: ["Your age can be at most 120.", "Your body weight can be at most 1,500."],
    });
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe("/api/migrate-guest-data");
    expect(JSON.parse(String(init?.body))).toEqual({ guestMeals: [], guestProfile: profile });
    for (const key of ALL_KEYS) expect(localStorage.getItem(key)).toBeNull();
  });

  it("keeps the guest data for the next sign-in when the request fails", async () => {
    localStorage.setItem(GUEST_KEYS.guestProfile, JSON.stringify({ gender: "other" }));
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("down", { status: 503 }));
    expect(await migrateGuestData()).toEqual({ status: "failed" });
    expect(localStorage.getItem(GUEST_KEYS.guestProfile)).toBe(JSON.stringify({ gender: "other" }));
    expect(localStorage.getItem(GUEST_KEYS.isMigrating)).toBeNull();
  });
});
