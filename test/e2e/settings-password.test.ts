import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { enterAsGuest, openBrowser } from "./browser";
import { PASSWORD, signedInPage, signedInStatus, signInVia } from "./session";

const b = openBrowser();
const NEW_PASSWORD = "Quinoa-Bowl-77";
const CHANGED = "Password changed. Other devices have been signed out.";

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const signedIn = signedInStatus;

async function logout(page: Page) {
  const nav = page.getByRole("navigation", { name: /^Sections/ }).filter({ visible: true });
  await nav.getByRole("button", { name: "More" }).click();
  await page.getByRole("button", { name: "Logout" }).click();
  await page.getByRole("button", { name: "Start Free 7-Day Trial" }).waitFor();
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByRole("button", { name: "Sign in with Email" }).click();
  await page.getByRole("heading", { name: "Sign In" }).waitFor();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** The same account signed in from another browser (its own cookies), through the API. */
async function otherDevice(email: string): Promise<Page> {
  const page = await b.newPage("phone");
  await signInVia(page, email);
  return page;
}

describe("Settings: change password", () => {
  it("changes the password from the keyboard, signs other devices out, and the new password signs in", async () => {
    const page = await b.newPage();
    const email = await signedInPage(page, "/settings");
    const phone = await otherDevice(email);
    expect(await signedIn(phone)).toBe(200);

    await page.getByRole("heading", { name: "Change password" }).waitFor();
    // Keyboard only: one field after the other with Tab, Enter submits.
    await field(page, "Current password").focus();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press("Tab");
    expect(await field(page, "New password").evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type(NEW_PASSWORD);
    await page.keyboard.press("Tab");
    await page.keyboard.type(NEW_PASSWORD);
    await page.keyboard.press("Enter");

    await page.getByText(CHANGED).waitFor();
    expect(await field(page, "Current password").inputValue()).toBe("");

    // This browser stays signed in (its cookie was reissued); the phone is signed out.
    expect(await signedIn(page)).toBe(200);
    await page.reload();
    await page.getByText("Welcome, Ada").first().waitFor();
    expect(await signedIn(phone)).toBe(401);

    await logout(page);
    await signIn(page, email, PASSWORD);
    await page.getByText("Invalid email or password.").waitFor();
    await page.getByRole("button", { name: "← Back" }).click();
    await signIn(page, email, NEW_PASSWORD);
    await page.getByText("Welcome, Ada").first().waitFor();
  });

  it("explains what is wrong next to the field, in the browser and from the server", async () => {
    const page = await b.newPage("phone");
    await signedInPage(page, "/settings");
    const submit = page.getByRole("button", { name: "Change Password" });

    await field(page, "Current password").fill(PASSWORD);
    await field(page, "New password").fill("abc12");
    await field(page, "Confirm new password").fill("abc13");
    await submit.click();
    await page.getByText("Password must be at least 6 characters.").waitFor();
    await page.getByText("The new passwords do not match.").waitFor();
    expect(await field(page, "New password").getAttribute("aria-invalid")).toBe("true");

    await field(page, "Current password").fill("not-my-password");
    await field(page, "New password").fill(NEW_PASSWORD);
    await field(page, "Confirm new password").fill(NEW_PASSWORD);
    await submit.click();
    await page.getByText("Your current password is incorrect.").waitFor();
    expect(await field(page, "Current password").evaluate((el) => el === document.activeElement)).toBe(true);

    await field(page, "Current password").fill(PASSWORD);
    await field(page, "New password").fill("Password123");
    await field(page, "Confirm new password").fill("Password123");
    await submit.click();
    await page.getByText("This password is one of the most common and easy to guess. Please choose another.").waitFor();
    expect(await page.getByText(CHANGED).count()).toBe(0);
  });

  it("is not offered to guests", async () => {
    const page = await b.newPage();
    await enterAsGuest(page, "/settings");
    await page.getByRole("heading", { name: "Settings & Goals" }).waitFor();
    expect(await page.getByRole("heading", { name: "Change password" }).count()).toBe(0);
    expect(await page.getByLabel("Current password").count()).toBe(0);
  });
});
