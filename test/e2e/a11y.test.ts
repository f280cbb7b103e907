import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { enterAsGuest, openBrowser, type ViewportName } from "./browser";
import { showLogWay, signedInPage } from "./session";

const b = openBrowser();

/** Presses Tab until `target` has the focus (or fails after `max` presses). */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  // The target is waited for with a page's patience once; after that each look waits a second
  // at most, so a target that goes away (a menu that closed) fails the test with its name, well
  // inside the test's time, instead of 15 s per Tab.
  await target.waitFor({ state: "attached" });
  const focused = () =>
    target.evaluate((el) => el === document.activeElement, undefined, { timeout: 1_000 }).catch(() => false);
  for (let i = 0; i < max; i += 1) {
    if (await focused()) return;
    await page.keyboard.press("Tab");
  }
  if (!(await focused())) throw new Error(`Tab never reached ${target}`);
}

describe.each<ViewportName>(["desktop", "phone"])("keyboard (%s)", (viewport) => {
  const sections = (page: Page) =>
    page.getByRole("navigation", { name: viewport === "desktop" ? "Sections" : "Sections (mobile)" });

  it("reaches the navigation, the More menu and the theme menu", async () => {
    const page = await b.newPage(viewport);
    await enterAsGuest(page);
    await page.locator("body").focus();
    await tabTo(page, page.getByRole("link", { name: "Proteo", exact: true }));
    await tabTo(page, page.getByRole("button", { name: "Theme" }));
    await page.keyboard.press("Enter");
    await tabTo(page, page.getByRole("button", { name: "Dark" }));
    await page.keyboard.press("Escape");

    await tabTo(page, sections(page).getByRole("link", { name: "Dashboard" }));
    await tabTo(page, sections(page).getByRole("link", { name: "Meal Planner" }));
    await tabTo(page, sections(page).getByRole("button", { name: "More" }));
    await page.keyboard.press("Enter");
    for (const label of ["Meal History", "Learn", "Settings"]) {
      await tabTo(page, page.getByRole("button", { name: label }), 10);
    }
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Settings & Goals" }).waitFor();
  });

  it("reaches the main controls of the photo screen and the dashboard", async () => {
    const page = await b.newPage(viewport);
    await signedInPage(page, "/photo");
    await page.getByRole("heading", { name: "Add Your Meal" }).waitFor();
    await page.locator("body").focus();
    await showLogWay(page, "Manual Entry");
    await tabTo(page, page.getByLabel("Meal Name"));
    await page.keyboard.type("Lentil soup");
    await tabTo(page, page.getByLabel("Protein Content"), 10);
    await page.keyboard.type("18");
    await tabTo(page, page.getByRole("button", { name: "Add Meal to Log" }), 10);
    await page.keyboard.press("Enter");
    await page.getByText("Lentil soup was added to today's log.").waitFor();

    await page.goto("/");
    await page.getByRole("button", { name: "Edit Lentil soup" }).waitFor();
    await page.locator("body").focus();
    const week = page.getByRole("button", { name: "week", exact: true });
    await tabTo(page, week);
    await page.keyboard.press("Enter");
    expect(await week.getAttribute("aria-pressed")).toBe("true");
    await tabTo(page, page.getByRole("link", { name: "View All" }));
    const edit = page.getByRole("button", { name: "Edit Lentil soup" });
    await tabTo(page, edit);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Edit meal" });
    // Closed from the keyboard, it gives focus back to the meal's Edit button, where the keyboard
    // left off.
    await dialog.getByLabel("Meal name").waitFor();
    await tabTo(page, dialog.getByRole("button", { name: "Close" }));
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "detached" });
    expect(await edit.evaluate((el) => el === document.activeElement)).toBe(true);

    // Opened again, it starts on Close, whose tooltip shows for the keyboard's focus; one Escape
    // still closes the dialog, not only the tooltip.
    await page.keyboard.press("Enter");
    await dialog.getByLabel("Meal name").waitFor();
    expect(await dialog.getByRole("button", { name: "Close" }).evaluate((el) => el === document.activeElement)).toBe(
      true,
    );
    await dialog.getByRole("tooltip", { name: "Close" }).waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await edit.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});
