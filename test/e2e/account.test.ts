import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { MFP_NUTRITION_CSV } from "../../domain/import/fixtures";
import { WRONG_FILE } from "../../domain/import/parse";
import { openBrowser } from "./browser";
import { queryDb, queryOwnMeals } from "./db";
import { PASSWORD, signedInPage } from "./session";

const b = openBrowser();
const NEW_PASSWORD = "Quinoa-Bowl-77";

/**
 * The newest link to `path` in the local outbox for `to` (GET /api/dev/emails), as a path. A
 * reset link is mailed after the answer, so the outbox is asked again for a few seconds.
 */
async function emailedLink(page: Page, to: string, path: string): Promise<string> {
  for (let tries = 0; tries < 50; tries++) {
    const mails = await page.evaluate(
      async (address) =>
        (await (await fetch(`/api/dev/emails?to=${encodeURIComponent(address)}`)).json()) as { text: string }[],
      to,
    );
    for (const mail of mails) {
      const match = new RegExp(`https?://[^/\\s]+(${path}\\?token=[A-Za-z0-9_-]+)`).exec(mail.text);
      if (match?.[1]) return match[1];
    }
    await page.waitForTimeout(100);
  }
  throw new Error(`no ${path} link sent to ${to}`);
}

describe("account: verify, reset, export, delete, import", () => {
  it("verifies the email from the sign-up link, and Settings shows it", async () => {
    const page = await b.newPage();
    const email = await signedInPage(page, "/settings");
    await page.getByTestId("email-verification-state").getByText("Not verified").waitFor();
    await page.goto(await emailedLink(page, email, "/verify-email"));
    await page.getByText("Your email address is verified.").waitFor();
    await page.getByRole("link", { name: "Go to Proteo" }).click();
    await page.goto("/settings");
    await page.getByTestId("email-verification-state").getByText("Verified").waitFor();
  });

  it("resets a forgotten password from the email link and signs in with the new one", async () => {
    const setup = await b.newPage();
    const email = await signedInPage(setup, "/");
    const page = await b.newPage();
    await page.goto("/");
    await page.getByRole("button", { name: "Sign in with Email" }).click();
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await page.getByRole("heading", { name: "Reset Password" }).waitFor();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await page.getByText("If an account exists for that address, we sent it a link").waitFor();

    await page.goto(await emailedLink(page, email, "/reset-password"));
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByText("Your password was reset. Please sign in with your new password.").waitFor();
    // The browser that was signed in is signed out everywhere.
    expect(await setup.evaluate(async () => (await fetch("/api/auth/user")).status)).toBe(401);

    await page.getByRole("link", { name: "Sign in" }).click();
    await page.getByRole("button", { name: "Sign in with Email" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByText("Welcome, Ada").first().waitFor();
    expect(queryDb<{ v: number }>("select email_verified as v from users where email = ?", email)[0]?.v).toBe(1);
  });

  it("downloads the data, then deletes the account with the password and lands signed out", async () => {
    const page = await b.newPage();
    const email = await signedInPage(page, "/settings");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download my data" }).click(),
    ]);
    const doc = JSON.parse(await readFile((await download.path()) as string, "utf8"));
    expect(doc.profile.email).toBe(email);

    await page.getByRole("button", { name: "Delete Account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByLabel("Your password").fill("Wrong-Password-1");
    await dialog.getByRole("button", { name: "Delete My Account" }).click();
    await dialog.getByText("Your password is incorrect.").waitFor();
    await dialog.getByLabel("Your password").fill(PASSWORD);
    await dialog.getByRole("button", { name: "Delete My Account" }).click();
    await page.getByRole("button", { name: "Start Free 7-Day Trial" }).waitFor();
    await page.getByText("Your account and all its data have been deleted.").waitFor();
    expect(queryDb("select id from users where email = ?", email)).toEqual([]);
  });

  it("previews a MyFitnessPal file, imports it once, and refuses a wrong file", async () => {
    const page = await b.newPage();
    const email = await signedInPage(page, "/settings");
    const input = page.getByLabel("Choose a MyFitnessPal or Cronometer file");
    const file = (name: string, text: string) => ({ name, mimeType: "text/csv", buffer: Buffer.from(text) });

    await input.setInputFiles(file("notes.csv", "name,age\nAda,36\n"));
    await page.getByRole("alert").getByText(WRONG_FILE).waitFor();

    await input.setInputFiles(file("File-Export-2026-09-28-to-2026-09-29.csv", MFP_NUTRITION_CSV));
    await page
      .getByTestId("import-preview")
      .getByText("MyFitnessPal file: 2 days, 5 meals, 165.0g of protein, from 2026-09-28 to 2026-09-29.")
      .waitFor();
    await page.getByRole("button", { name: "Import 5 meals" }).click();
    await page.getByText("Imported 5 meals.").waitFor();

    await page
      .getByLabel("Choose a MyFitnessPal or Cronometer file")
      .setInputFiles(file("again.csv", MFP_NUTRITION_CSV));
    await page.getByRole("button", { name: "Import 5 meals" }).click();
    await page.getByText("Imported 0 meals. 5 meals were already in Proteo.").waitFor();
    const stored = queryOwnMeals<{ n: number }>(email, "select count(*) as n from meals");
    expect(stored[0]?.n).toBe(5);
  });
});
