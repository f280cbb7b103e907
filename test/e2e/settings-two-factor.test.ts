import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { enterAsGuest, openBrowser } from "./browser";
import { PASSWORD, signedInPage } from "./session";
import { authenticatorCode, enterPassword, proveMailboxByApi } from "./two-factor";

const b = openBrowser();
const WRONG_CODE = "That code is not valid. Check your authenticator app and try again.";

const isFocused = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((el) => el === document.activeElement);

async function logout(page: Page) {
  const nav = page.getByRole("navigation", { name: /^Sections/ }).filter({ visible: true });
  await nav.getByRole("button", { name: "More" }).click();
  await page.getByRole("button", { name: "Logout" }).click();
  await page.getByRole("button", { name: "Start Free 7-Day Trial" }).waitFor();
}

describe("Settings: two-factor authentication", () => {
  it("turns on with the app's code, then sign-in asks for a code or takes a recovery code", async () => {
    const page = await b.newPage();
    const email = await signedInPage(page, "/settings");
    const card = page.getByRole("region", { name: "Two-factor authentication" });
    // Until the mailbox is proven, turning it on is refused with the reason.
    await card.getByRole("button", { name: "Turn on" }).click();
    await card.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await card.getByRole("button", { name: "Continue" }).click();
    await card.getByText("Confirm your email address first").waitFor();
    await card.getByRole("button", { name: "Cancel" }).click();
    await proveMailboxByApi(page);
    await card.getByRole("button", { name: "Turn on" }).click();

    // The password first (ADR 013); a wrong one is explained next to the field.
    expect(await isFocused(page, "Password")).toBe(true);
    await card.getByLabel("Password", { exact: true }).fill("Not-My-Password-1");
    await card.getByRole("button", { name: "Continue" }).click();
    await card.getByText("Your password is incorrect.").waitFor();
    expect(await card.getByLabel("Password", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    await card.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await card.getByRole("button", { name: "Continue" }).click();

    // The QR code is an image from a data: URL (no HTML injected), next to the key for typing.
    const qr = card.getByRole("img", { name: "QR code to add Proteo to your authenticator app" });
    await qr.waitFor();
    expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    const secret = ((await card.getByTestId("two-factor-secret").textContent()) ?? "").replace(/\s/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const codeField = card.getByLabel("6-digit code from the app");
    expect(await codeField.getAttribute("inputmode")).toBe("numeric");
    expect(await codeField.getAttribute("autocomplete")).toBe("one-time-code");

    await codeField.fill(authenticatorCode(secret));
    await codeField.press("Enter");
    await card.getByRole("heading", { name: "Save your recovery codes" }).waitFor();
    const codes = await card.getByRole("list").getByRole("listitem").allInnerTexts();
    expect(codes).toHaveLength(10);
    await card.getByRole("button", { name: "I have saved these codes" }).click();
    await card.getByRole("button", { name: "Turn off" }).waitFor();
    await page.getByText("Two-factor authentication is on.").first().waitFor();

    // Password, then the app's code; a wrong code is explained next to the field.
    await logout(page);
    await enterPassword(page, email);
    await page.getByText("Enter the 6-digit code from your authenticator app").waitFor();
    expect(await isFocused(page, "Authentication code")).toBe(true);
    expect(await page.getByRole("button", { name: "Sign In", exact: true }).count()).toBe(0);
    const right = authenticatorCode(secret, 1);
    await page.getByLabel("Authentication code").fill(right === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByText(WRONG_CODE).waitFor();
    expect(await page.getByLabel("Authentication code").getAttribute("aria-invalid")).toBe("true");
    await page.getByLabel("Authentication code").fill(right);
    await page.keyboard.press("Enter");
    await page.getByText("Welcome, Ada").first().waitFor();

    // Lost phone: a recovery code instead, once.
    await logout(page);
    await enterPassword(page, email);
    await page.getByRole("button", { name: "Use a recovery code instead" }).click();
    expect(await isFocused(page, "Recovery code")).toBe(true);
    await page.getByLabel("Recovery code").fill(codes[0] as string);
    await page.keyboard.press("Enter");
    await page.getByText("Welcome, Ada").first().waitFor();

    await logout(page);
    await enterPassword(page, email);
    await page.getByRole("button", { name: "Use a recovery code instead" }).click();
    await page.getByLabel("Recovery code").fill(codes[0] as string);
    await page.keyboard.press("Enter");
    await page.getByText(WRONG_CODE).waitFor();
    await page.getByLabel("Recovery code").fill(codes[1] as string);
    await page.keyboard.press("Enter");
    await page.getByText("Welcome, Ada").first().waitFor();

    // Off again, with the password and a code; then the password alone signs in.
    await page.goto("/settings");
    await card.getByRole("button", { name: "Turn off" }).click();
    expect(await isFocused(page, "Password")).toBe(true);
    await card.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await card.getByLabel("Code from the app or a recovery code").fill(codes[2] as string);
    await card.getByRole("button", { name: "Turn off two-factor" }).click();
    await card.getByRole("button", { name: "Turn on" }).waitFor();
    await logout(page);
    await enterPassword(page, email);
    await page.getByText("Welcome, Ada").first().waitFor();
  });

  it("is not offered to guests", async () => {
    const page = await b.newPage("phone");
    await enterAsGuest(page, "/settings");
    await page.getByRole("heading", { name: "Settings & Goals" }).waitFor();
    expect(await page.getByRole("heading", { name: "Two-factor authentication" }).count()).toBe(0);
  });
});
