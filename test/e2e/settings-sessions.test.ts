import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openBrowser } from "./browser";
import { signedInPage, signedInStatus, signInVia } from "./session";

const b = openBrowser();

const signedIn = signedInStatus;

/** The same account signed in from another browser (its own cookies), through the API. */
async function otherDevice(email: string): Promise<Page> {
  const page = await b.newPage("phone");
  await signInVia(page, email);
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
