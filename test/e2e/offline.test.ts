import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openBrowser } from "./browser";
import { queryOwnMeals } from "./db";
import { jpeg } from "./images";
import { showLogWay, signedInPage } from "./session";

/** The app installs a service worker, opens offline and logs meals offline. */
const b = openBrowser();

const mealsOf = (email: string) =>
  queryOwnMeals<{ title: string; total_protein: number }>(
    email,
    "select title, total_protein from meals order by created_at",
  );

/** Waits for the service worker to be active, then reloads so it controls the page. */
async function controlledByServiceWorker(page: Page): Promise<boolean> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.getByText("Welcome, Ada").first().waitFor();
  return page.evaluate(() => navigator.serviceWorker.controller !== null);
}

async function waitUntil(check: () => boolean, what: string, ms = 20_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe("installable and offline", () => {
  it("the service worker controls the page after a reload, and the manifest has PNG and maskable icons", async () => {
    const page = await b.newPage("phone");
    await signedInPage(page, "/");
    expect(await controlledByServiceWorker(page)).toBe(true);
    // Nothing the API answered is in the service worker's caches: reads are fresh or fail.
    const { cached, personal } = await page.evaluate(async () => {
      const urls: string[] = [];
      const withData: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          urls.push(new URL(request.url).pathname);
          // The signed-in dashboard's page carries the user's data (ADR 031): never kept.
          if ((await (await cache.match(request))?.text())?.includes('id="first-screen-data"'))
            withData.push(request.url);
        }
      }
      return { cached: urls, personal: withData };
    });
    expect(cached).toContain("/");
    expect(cached.filter((path) => path.startsWith("/api/"))).toEqual([]);
    expect(personal).toEqual([]);
    const manifest = await page.evaluate(async () => (await fetch("/manifest.webmanifest")).json());
    expect(manifest.display).toBe("standalone");
    expect(manifest.theme_color).toBe("#059669");
    const purposes = (manifest.icons as { sizes: string; purpose?: string; src: string }[]).map(
      (i) => `${i.sizes} ${i.purpose ?? "any"}`,
    );
    expect(purposes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
    for (const icon of manifest.icons as { src: string; type: string }[]) {
      const type = await page.evaluate(async (src) => (await fetch(src)).headers.get("Content-Type"), icon.src);
      expect(type, icon.src).toContain(icon.type);
    }
  });

  it("logs a meal offline, keeps it across a reload, and stores it once when back online", async () => {
    const page = await b.newPage("phone");
    const email = await signedInPage(page, "/photo");
    expect(await controlledByServiceWorker(page)).toBe(true);

    await page.context().setOffline(true);
    await page.getByTestId("needs-connection").waitFor();
    await showLogWay(page, "Manual Entry");
    await page.getByLabel("Meal Name").fill("Offline omelette");
    await page.getByLabel("Protein Content").fill("21");
    await page.getByRole("button", { name: "Add Meal to Log" }).click();
    await page.getByTestId("offline-meals").getByText("Saved offline - will sync").waitFor();
    expect(mealsOf(email)).toEqual([]);

    // Still offline: the app opens from the service worker's cache, the meal still waiting.
    await page.reload();
    await page.getByRole("heading", { name: "Add Your Meal" }).waitFor();
    await page.getByTestId("offline-meals").getByText("Offline omelette (21g)").waitFor();
    expect(mealsOf(email)).toEqual([]);

    // A meal another account queued on this browser: never sent with this account's session, nor shown.
    await page.evaluate(async () => {
      const open = indexedDB.open("proteo-offline");
      const db = await new Promise<IDBDatabase>((resolve) => {
        open.onsuccess = () => resolve(open.result);
      });
      const tx = db.transaction("meals", "readwrite");
      tx.objectStore("meals").put(
        {
          key: "meal-someone-else-0001",
          userId: "someone-else",
          title: "Not yours",
          totalProtein: 5,
          mealType: "lunch",
          imageUrl: null,
          queuedAt: 0,
        },
        "meal-someone-else-0001",
      );
      await new Promise((resolve) => {
        tx.oncomplete = resolve;
      });
    });

    await page.context().setOffline(false);
    await waitUntil(() => mealsOf(email).length > 0, "the meal reached the server");
    await page.getByTestId("offline-meals").waitFor({ state: "detached" });
    // Every path that sends it (Background Sync, `online`, focus, start-up) has had its turn.
    await page.reload();
    await page.getByRole("heading", { name: "Add Your Meal" }).waitFor();
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await new Promise((r) => setTimeout(r, 1500));
    expect(mealsOf(email)).toEqual([{ title: "Offline omelette", total_protein: 21 }]);
    // "someone-else" is no account and this browser's only session is this one's: the only meals it could land in.
    expect(queryOwnMeals(email, "select id from meals where title = 'Not yours'")).toEqual([]);
  });

  it("keeps a photo taken offline and analyses it once when back online", async () => {
    const page = await b.newPage("phone");
    const email = await signedInPage(page, "/photo");
    expect(await controlledByServiceWorker(page)).toBe(true);
    const photo = await jpeg(page);
    await page.context().setOffline(true);
    await page.getByTestId("needs-connection").waitFor();
    await page.getByTestId("camera-input").setInputFiles({ name: "meal.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByTestId("offline-meals").getByText("Saved offline - will sync").waitFor();
    await page.reload();
    await page
      .getByTestId("offline-meals")
      .getByText(/^Photo \(\w+\), analysed when back online$/)
      .waitFor();
    expect(mealsOf(email)).toEqual([]);

    await page.context().setOffline(false);
    await waitUntil(() => mealsOf(email).length > 0, "the analysed photo meal reached the server");
    await page.getByTestId("offline-meals").waitFor({ state: "detached" });
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await new Promise((r) => setTimeout(r, 1500));
    const meals = queryOwnMeals<{ source: string; image_url: string | null }>(
      email,
      "select source, image_url from meals",
    );
    expect(meals).toHaveLength(1);
    expect(meals[0]?.source).toBe("photo");
    expect(meals[0]?.image_url).toMatch(/^\/api\/objects\//);
  });

  it("shows a meal the server refuses instead of dropping it", async () => {
    const page = await b.newPage("phone");
    const email = await signedInPage(page, "/photo");
    expect(await controlledByServiceWorker(page)).toBe(true);
    await page.context().setOffline(true);
    await showLogWay(page, "Manual Entry");
    await page.getByLabel("Meal Name").fill("Too much");
    await page.getByLabel("Protein Content").fill("25");
    await page.getByRole("button", { name: "Add Meal to Log" }).click();
    await page.getByTestId("offline-meals").getByText("Saved offline - will sync").waitFor();
    // The server will refuse it: the queued meal is changed on the device to more than a meal may hold.
    await page.evaluate(async () => {
      const open = indexedDB.open("proteo-offline");
      const db = await new Promise<IDBDatabase>((resolve) => {
        open.onsuccess = () => resolve(open.result);
      });
      const tx = db.transaction("meals", "readwrite");
      const store = tx.objectStore("meals");
      const all = await new Promise<{ key: string }[]>((resolve) => {
        const req = store.getAll();
        req.onsuccess = () => resolve(req.result);
      });
      for (const meal of all) store.put({ ...meal, totalProtein: 100_000 }, meal.key);
      await new Promise((resolve) => {
        tx.oncomplete = resolve;
      });
    });
    await page.context().setOffline(false);
    const refusal = page.getByTestId("offline-meals").getByRole("alert");
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/^Not saved: .+/);
    expect(mealsOf(email)).toEqual([]);
    await page.getByRole("button", { name: "Dismiss" }).click();
    await page.getByTestId("offline-meals").waitFor({ state: "detached" });
  });
});
