import { afterEach, describe, expect, it, vi } from "vitest";
import { enablePush } from "./notifications-api";

const KEY = `B${"A".repeat(86)}`;

/** A browser push subscription as PushManager hands it out. */
function browserSubscription(endpoint: string) {
  return {
    endpoint,
    unsubscribe: vi.fn(async () => true),
    toJSON: () => ({ endpoint, keys: { p256dh: KEY, auth: "A".repeat(22) } }),
  };
}

/** A browser that allows notifications, already subscribed with `existing` (or not). */
function pushBrowser(existing: ReturnType<typeof browserSubscription> | null, fresh: string) {
  const created = browserSubscription(fresh);
  const pushManager = { getSubscription: vi.fn(async () => existing), subscribe: vi.fn(async () => created) };
  vi.stubGlobal("PushManager", class {});
  vi.stubGlobal("Notification", { requestPermission: async () => "granted" });
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }) },
  });
  return { pushManager, created };
}

const stored = (fetchSpy: ReturnType<typeof vi.fn>) =>
  fetchSpy.mock.calls.map((call) => JSON.parse(String((call[1] as RequestInit).body)).endpoint);

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("turning notifications on in this browser", () => {
  it("stores the browser's subscription", async () => {
    const { pushManager } = pushBrowser(null, "https://fcm.googleapis.com/fcm/send/new");
    const fetchSpy = vi.fn(async () => Response.json({ endpoint: "x" }, { status: 201 }));
    vi.stubGlobal("fetch", fetchSpy);
    await enablePush(KEY);
    expect(pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(stored(fetchSpy)).toEqual(["https://fcm.googleapis.com/fcm/send/new"]);
  });

  it("gives up a subscription another account stored here and stores a new one for this account", async () => {
    const previous = browserSubscription("https://fcm.googleapis.com/fcm/send/theirs");
    const { pushManager } = pushBrowser(previous, "https://fcm.googleapis.com/fcm/send/mine");
    const fetchSpy = vi
      .fn()
      .mockResolvedValueOnce(
        Response.json(
          { message: "Notifications in this browser are already on for another account.", code: "PUSH_ENDPOINT_TAKEN" },
          { status: 409 },
        ),
      )
      .mockResolvedValueOnce(Response.json({ endpoint: "x" }, { status: 201 }));
    vi.stubGlobal("fetch", fetchSpy);
    await enablePush(KEY);
    expect(previous.unsubscribe).toHaveBeenCalledTimes(1);
    expect(pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(stored(fetchSpy)).toEqual([
      "https://fcm.googleapis.com/fcm/send/theirs",
      "https://fcm.googleapis.com/fcm/send/mine",
    ]);
  });

  it("keeps the browser's subscription when the server refuses it for another reason", async () => {
    const previous = browserSubscription("https://fcm.googleapis.com/fcm/send/theirs");
    pushBrowser(previous, "https://fcm.googleapis.com/fcm/send/mine");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ message: "Too many requests." }, { status: 429 })),
    );
    await expect(enablePush(KEY)).rejects.toThrow("429");
    expect(previous.unsubscribe).not.toHaveBeenCalled();
  });
});
