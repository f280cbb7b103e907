import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { enterAsGuest, openBrowser } from "./browser";
import { jpeg } from "./images";
import { signedInPage } from "./session";

const b = openBrowser();

const GUEST_KEYS = ["guestUserId", "isGuest", "guestMeals", "guestProfile", "isMigrating"];

const guestStorage = (page: Page) => page.evaluate((keys) => keys.map((k) => localStorage.getItem(k)), GUEST_KEYS);
const guestPhotoCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open("proteo-guest", 1);
        open.onupgradeneeded = () => open.result.createObjectStore("photos");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction("photos").objectStore("photos").count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
        };
      }),
  );
const hasGuestDatabase = (page: Page) =>
  page.evaluate(async () => (await indexedDB.databases()).some((d) => d.name === "proteo-guest"));

describe("guest data in the browser", () => {
  it("guest logout asks first, then forgets the guest keys and the photos kept in IndexedDB", async () => {
    const page = await b.newPage();
    await enterAsGuest(page, "/photo");
    await page
      .getByTestId("camera-input")
      .setInputFiles({ name: "meal.jpg", mimeType: "image/jpeg", buffer: await jpeg(page) });
    await page.getByText("Meal Saved Locally").waitFor();
    expect(await guestPhotoCount(page)).toBe(1);

    const nav = page.getByRole("navigation", { name: /^Sections/ }).filter({ visible: true });
    const logout = async () => {
      await nav.getByRole("button", { name: "More" }).click();
      await page.getByRole("button", { name: "Logout" }).click();
      return page.getByRole("alertdialog", { name: "Log out and erase your meals?" });
    };
    // Keeping the meals changes nothing.
    let question = await logout();
    await question.getByText("Your meal and its photo are saved only on this device.").waitFor();
    await question.getByRole("button", { name: "Keep My Meals" }).click();
    await question.waitFor({ state: "detached" });
    expect(await guestPhotoCount(page)).toBe(1);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("guestMeals") ?? "[]").length)).toBe(1);
    expect(new URL(page.url()).pathname).toBe("/photo");

    question = await logout();
    await question.getByRole("button", { name: "Log Out and Erase" }).click();
    await page.getByRole("button", { name: "Continue as Guest (Limited Features)" }).waitFor();
    await page.waitForFunction(async () => !(await indexedDB.databases()).some((d) => d.name === "proteo-guest"));
    expect(await guestStorage(page)).toEqual(GUEST_KEYS.map(() => null));
  });

  it("a signed-in user with no guest data gets every guest key and stray guest photos cleared", async () => {
    const page = await b.newPage();
    // Leftovers of an old guest session: markers, an empty meal list, a broken profile, a photo.
    await page.goto("/");
    await page.evaluate(() => {
      localStorage.setItem("isGuest", "false");
      localStorage.setItem("guestUserId", "guest_1_old");
      localStorage.setItem("guestMeals", "[]");
      localStorage.setItem("guestProfile", "not json");
      localStorage.setItem("isMigrating", "false");
    });
    expect(await guestPhotoCount(page)).toBe(0);
    expect(await hasGuestDatabase(page)).toBe(true);
    await signedInPage(page, "/");
    await page.getByTestId("ring-text").waitFor();
    await page.waitForFunction(async () => !(await indexedDB.databases()).some((d) => d.name === "proteo-guest"));
    await page.waitForFunction(() => localStorage.getItem("guestProfile") === null);
    expect(await guestStorage(page)).toEqual(GUEST_KEYS.map(() => null));
  });
});
