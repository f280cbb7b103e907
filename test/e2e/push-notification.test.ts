import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { dailyReminderMessage, goalReachedMessage } from "../../worker/lib/push/messages";
import { openBrowser } from "./browser";
import { signedInPage } from "./session";

/**
 * In the browser: a push message reaching the service worker becomes a
 * notification that carries the screen it opens. The message is delivered by Chromium's own
 * DevTools protocol (`ServiceWorker.deliverPushMessage`), as the push service would deliver it.
 */
const b = openBrowser();

async function registrationId(page: Page): Promise<{ cdp: Awaited<ReturnType<typeof newCdp>>; id: string }> {
  const cdp = await newCdp(page);
  const ids: string[] = [];
  cdp.on("ServiceWorker.workerRegistrationUpdated", (event: { registrations: { registrationId: string }[] }) => {
    for (const r of event.registrations) ids.push(r.registrationId);
  });
  await cdp.send("ServiceWorker.enable");
  const end = Date.now() + 10_000;
  while (ids.length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
  const id = ids[0];
  if (!id) throw new Error("no service worker registration");
  return { cdp, id };
}

const newCdp = (page: Page) => page.context().newCDPSession(page);

/** Delivers a push message to the page's service worker, as the push service would. */
async function deliver(page: Page, message: unknown): Promise<void> {
  const { cdp, id } = await registrationId(page);
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin: new URL(page.url()).origin,
    registrationId: id,
    data: JSON.stringify(message),
  });
}

/** The notifications the service worker shows now. */
const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({ title: n.title, tag: n.tag, url: n.data?.url }));
  });

/**
 * Taps the notification shown with this tag: the service worker receives a "notificationclick"
 * for it, run through its own listener. Chromium has no protocol command for a click, so the
 * event is dispatched inside the worker. A synthetic event cannot extend the worker's lifetime
 * (waitUntil is for events the browser dispatches), so the promise the listener hands to
 * waitUntil is awaited here instead. Nor does it carry the user's tap, which Chromium requires
 * to focus a window: the listener's last step, focus(), is refused here and only here.
 */
async function tapNotification(page: Page, tag: string): Promise<void> {
  const worker = page.context().serviceWorkers()[0] ?? (await page.context().waitForEvent("serviceworker"));
  await worker.evaluate(async (wanted) => {
    // The worker's globals, typed here by hand: this file compiles with the page's (DOM) types.
    const sw = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await sw.registration.getNotifications({ tag: wanted });
    if (!notification) throw new Error(`no notification tagged ${wanted}`);
    const event = new sw.NotificationEvent("notificationclick", { notification });
    const handed: Promise<unknown>[] = [];
    Object.defineProperty(event, "waitUntil", { value: (p: Promise<unknown>) => handed.push(p) });
    sw.dispatchEvent(event);
    const [done] = await Promise.allSettled(handed);
    if (done?.status === "rejected" && !/focus/.test(String(done.reason))) throw done.reason;
  }, tag);
}

/** A phone signed in on the dashboard, notifications allowed, its service worker active. */
async function signedInWithWorker(): Promise<Page> {
  const page = await b.newPage("phone");
  await page.context().grantPermissions(["notifications"]);
  await signedInPage(page, "/");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  return page;
}

describe("push notifications", () => {
  it("shows a pushed reminder as a notification that opens Add Your Meal", async () => {
    const page = await signedInWithWorker();
    // The payload the cron sends for the daily reminder (encrypted on the wire; the browser
    // hands the service worker the decrypted text).
    await deliver(page, dailyReminderMessage());
    await expect
      .poll(() => shownNotifications(page), { timeout: 10_000 })
      .toEqual([{ title: "Time to log your meals", tag: "daily", url: "/photo" }]);
  });

  it("opens Add Your Meal when the reminder is tapped, and the dashboard for a goal alert, in the open window", async () => {
    const page = await signedInWithWorker();
    await deliver(page, dailyReminderMessage());
    await expect.poll(() => shownNotifications(page), { timeout: 10_000 }).toHaveLength(1);
    await tapNotification(page, "daily");
    await page.getByRole("heading", { name: "Add Your Meal" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/photo");
    // The tapped notification is gone from the tray.
    await expect.poll(() => shownNotifications(page)).toEqual([]);

    await deliver(page, goalReachedMessage(120));
    await expect
      .poll(() => shownNotifications(page), { timeout: 10_000 })
      .toEqual([{ title: "Daily goal reached!", tag: "goal", url: "/" }]);
    await tapNotification(page, "goal");
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByText("Welcome, Ada").first().waitFor();
  });
});
