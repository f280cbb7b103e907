import type { Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openBrowser } from "./browser";
import { signedInPage } from "./session";

const b = openBrowser();

/** Every API call the page makes with a body (writes), from now on. */
function recordWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/") && request.method() !== "GET")
      writes.push(`${request.method()} ${url.pathname}`);
  });
  return writes;
}

/** The text of what the field's aria-describedby points at: the message a screen reader reads with it. */
const description = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((el) =>
    (el.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" ")
      .trim(),
  );

/** Tailwind's red-600, as Chromium reports it: the border of a refused field. */
const RED_600 = "oklch(0.577 0.245 27.325)";
/** A field's border colour, as drawn. */
const borderColour = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((el) => getComputedStyle(el).borderTopColor);

describe("forms check with the server's zod schemas before sending", () => {
  it("sign-up names each refused field in registerSchema's words and sends nothing", async () => {
    const page = await b.newPage();
    await page.goto("/");
    await page.getByRole("button", { name: "Sign in with Email" }).click();
    await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
    await page.getByRole("heading", { name: "Create Account" }).waitFor();
    const writes = recordWrites(page);
    await page.getByLabel("Last name").fill("Lovelace");
    await page.getByLabel("Email").fill("ada@");
    await page.getByLabel("Password").fill("qwerty123");
    await page.getByRole("button", { name: "Create Account" }).click();

    await page.getByText("Enter a valid email address.").waitFor();
    expect(await description(page, "First name")).toBe("First name is required.");
    expect(await description(page, "Email")).toBe("Enter a valid email address.");
    // The common-password list is the server's (domain/auth/common-passwords.ts), now checked here first.
    expect(await description(page, "Password")).toBe(
      "This password is one of the most common and easy to guess. Please choose another.",
    );
    expect(await page.getByLabel("Email").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByLabel("Last name").getAttribute("aria-invalid")).toBeNull();
    // Seen as well as read: the refused field's border is red, the accepted one's is not.
    expect(await borderColour(page, "Email")).toBe(RED_600);
    expect(await borderColour(page, "Last name")).not.toBe(RED_600);
    expect(writes).toEqual([]);
  });

  it("sign-in asks for the password in loginSchema's words and sends nothing", async () => {
    const page = await b.newPage();
    await page.goto("/");
    await page.getByRole("button", { name: "Sign in with Email" }).click();
    await page.getByRole("heading", { name: "Sign In" }).waitFor();
    const writes = recordWrites(page);
    await page.getByLabel("Email").fill("ada@example.com");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByText("Password is required.").waitFor();
    expect(await description(page, "Password")).toBe("Password is required.");
    expect(writes).toEqual([]);
  });

  it("Settings' names and goals show the schema's message next to the field and send nothing", async () => {
    const page = await b.newPage();
    await signedInPage(page, "/settings");
    // A new account's goals (100 g a day) have loaded.
    await expect.poll(() => page.getByLabel("Daily goal (g)").inputValue(), { timeout: 15_000 }).toBe("100");
    const writes = recordWrites(page);

    await page.getByLabel("First name").fill("   ");
    await page.getByRole("button", { name: "Save Profile" }).click();
    await page.getByText("First name is required.").waitFor();
    expect(await description(page, "First name")).toBe("First name is required.");

    await page.getByLabel("Daily goal (g)").fill("2000");
    await page.getByRole("button", { name: "Save Goals" }).click();
    await page.getByText("Your daily goal can be at most 1,000g.").waitFor();
    expect(await page.getByLabel("Daily goal (g)").getAttribute("aria-invalid")).toBe("true");
    expect(await borderColour(page, "Daily goal (g)")).toBe(RED_600);
    expect(writes).toEqual([]);
  });
});
