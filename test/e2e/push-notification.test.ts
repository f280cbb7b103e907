import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { dailyReminderMessage } from "../../worker/lib/push/messages";
import { openBrowser } from "./browser";
import { signedInPage } from "./session";

/**
 * Issue 19 items 3 and 4 in the browser: a push message reaching the service worker becomes a
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

describe("push notifications (issue 19)", () => {
  it("shows a pushed reminder as a notification that opens Add Your Meal", async () => {
    const page = await b.newPage("phone");
    await page.context().grantPermissions(["notifications"]);
    await signedInPage(page, "/");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const { cdp, id } = await registrationId(page);
    const origin = new URL(page.url()).origin;
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin,
      registrationId: id,
      // The payload the cron sends for the daily reminder (encrypted on the wire; the browser
      // hands the service worker the decrypted text).
      data: JSON.stringify(dailyReminderMessage()),
    });
    const shown = async () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({ title: n.title, tag: n.tag, url: n.data?.url }));
      });
    await expect
      .poll(shown, { timeout: 10_000 })
      .toEqual([{ title: "Time to log your meals", tag: "daily", url: "/photo" }]);
  });
});
