import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openBrowser } from "./browser";
import { PASSWORD, signedInPage } from "./session";

const b = openBrowser();

const signedIn = (page: Page) =>
  page.evaluate(async () => (await fetch("/api/auth/user", { credentials: "include" })).status);

/** The same account signed in from another browser (its own cookies), through the API. */
async function otherDevice(email: string): Promise<Page> {
  const page = await b.newPage("phone");
  await page.goto("/pricing");
  const status = await page.evaluate(
    async ({ email, password }) =>
      (
        await fetch("/api/auth/login", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ email, password }),
        })
      ).status,
    { email, password: PASSWORD },
  );
  expect(status).toBe(200);
  return page;
}

describe("Settings: signed-in devices", () => {
  it("lists this device and the others, and signs the others out with one button", async () => {
    const page = await b.newPage();
    const email = await signedInPage(page, "/");
    const phone = await otherDevice(email);
    const tablet = await otherDevice(email);
    await page.goto("/settings");

    const card = page.getByRole("region", { name: "Signed-in devices" });
    await card.getByText("This device").waitFor();
    await expect.poll(() => card.getByRole("listitem").count()).toBe(3);
    // One Sign out per other device, besides the one for all of them.
    expect(await card.getByRole("button", { name: /^Sign out (?!other devices$)/ }).count()).toBe(2);

    await card.getByRole("button", { name: "Sign out other devices" }).click();
    await page.getByText("Signed out all other devices.").waitFor();
    await expect.poll(() => card.getByRole("listitem").count()).toBe(1);
    expect(await signedIn(phone)).toBe(401);
    expect(await signedIn(tablet)).toBe(401);
    expect(await signedIn(page)).toBe(200);
  });
});
