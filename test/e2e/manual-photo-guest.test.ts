import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { enterAsGuest, openBrowser } from "./browser";
import { queryOwnMeals } from "./db";
import { apiFromPage, PASSWORD, showLogWay, signedInPage, uniqueEmail } from "./session";

const b = openBrowser();
const manualForm = (page: Page) => page.getByRole("form", { name: "Manual Entry" });

/** A real JPEG drawn by the browser itself. */
async function jpeg(page: Page, colour = "#c96"): Promise<Buffer> {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement("canvas");
    canvas.width = 64;
    canvas.height = 48;
    const ctx = canvas.getContext("2d");
    if (ctx) {
      ctx.fillStyle = fill;
      ctx.fillRect(0, 0, 64, 48);
    }
    return canvas.toDataURL("image/jpeg", 0.9);
  }, colour);
  return Buffer.from(dataUrl.split(",")[1] ?? "", "base64");
}

async function choosePhoto(page: Page, colour?: string) {
  await showLogWay(page, "Manual Entry");
  await manualForm(page)
    .getByTestId("manual-photo-input")
    .setInputFiles({ name: "plate.jpg", mimeType: "image/jpeg", buffer: await jpeg(page, colour) });
}

/** Whether the meal's photo in the recent meals really shows (decoded, not a broken link). */
async function photoShown(page: Page, mealName: string): Promise<string> {
  const img = page.getByRole("button", { name: new RegExp(`Edit ${mealName}`) }).locator("img");
  await img.waitFor();
  await page.waitForFunction(
    (el) => el instanceof HTMLImageElement && el.complete && el.naturalWidth > 0,
    await img.elementHandle(),
  );
  return (await img.getAttribute("src")) ?? "";
}

describe("Manual Entry photo (an optional photo with a hand-logged meal)", () => {
  it("uploads privately with 'Upload Photo', offers 'Change Photo', and the meal keeps its imageUrl", async () => {
    const page = await b.newPage();
    const email = await signedInPage(page, "/photo");
    await showLogWay(page, "Manual Entry");
    const form = manualForm(page);
    await form.getByText("Upload Photo", { exact: true }).waitFor();
    expect(await form.getByText("Change Photo", { exact: true }).count()).toBe(0);

    await choosePhoto(page);
    await page.getByText("Image Uploaded").first().waitFor();
    await form.getByText("Change Photo", { exact: true }).waitFor();
    expect(await form.getByText("Upload Photo", { exact: true }).count()).toBe(0);
    await choosePhoto(page, "#396");
    await form.getByTestId("manual-photo-preview").waitFor();

    await form.getByLabel("Meal Name").fill("Salmon plate");
    await form.getByLabel("Protein Content").fill("34g");
    await form.getByRole("button", { name: "Add Meal to Log" }).click();
    await page.getByText("Meal Added").waitFor();
    // The form is cleared, photo included, for the next meal.
    await form.getByText("Upload Photo", { exact: true }).waitFor();

    const rows = queryOwnMeals<{ image_url: string | null; total_protein: number }>(
      email,
      "select image_url, total_protein from meals",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.image_url).toMatch(/^\/api\/objects\/[0-9a-f-]{36}$/);
    expect(rows[0]?.total_protein).toBe(34);
    // The meal's photo is one of the user's own stored photos, which live in their own object:
    // the account's export lists them.
    const exported = await apiFromPage<{ photos: { id: string }[] }>(page, "/api/account/export");
    expect(exported.photos.map((p) => `/api/objects/${p.id}`)).toContain(rows[0]?.image_url);

    await page.goto("/");
    expect(await photoShown(page, "Salmon plate")).toBe(rows[0]?.image_url);
  });

  it("refuses a file over 10 MB before uploading anything", async () => {
    const page = await b.newPage();
    await signedInPage(page, "/photo");
    let uploads = 0;
    page.on("request", (r) => {
      if (r.url().includes("/api/objects/upload")) uploads += 1;
    });
    await showLogWay(page, "Manual Entry");
    await manualForm(page)
      .getByTestId("manual-photo-input")
      // 10 MB through the browser's debugging pipe (base64, about 14 MB): seconds alone, past
      // the default 15 s with three other browser files running on this 2-core host.
      .setInputFiles(
        { name: "huge.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(10_485_761, 1) },
        { timeout: 60_000 },
      );
    await page.getByText("Please choose one image of at most 10 MB.").waitFor();
    expect(uploads).toBe(0);
    expect(await manualForm(page).getByText("Upload Photo", { exact: true }).isVisible()).toBe(true);
  });
});

describe("guests see what they logged", () => {
  it("counts hand-logged protein, shows local photos, streak and history, edits and deletes, and migrates it all", async () => {
    const page = await b.newPage();
    await enterAsGuest(page);
    // A local goal from onboarding, and a meal logged yesterday (for the streak).
    await page.evaluate(() => {
      const yesterday = new Date(Date.now() - 24 * 3600 * 1000);
      localStorage.setItem(
        "guestProfile",
        JSON.stringify({
          gender: "female",
          activityLevel: "light",
          healthGoal: "maintain",
          bodyWeight: 60,
          dailyGoal: 120,
        }),
      );
      localStorage.setItem(
        "guestMeals",
        JSON.stringify([
          {
            id: "guest_meal_yesterday",
            mealType: "dinner",
            totalProtein: "45",
            title: "Lentil stew",
            imageUrl: null,
            hasLocalPhoto: false,
            createdAt: yesterday.toISOString(),
            foodItems: [],
            isGuest: true,
          },
        ]),
      );
    });
    await page.goto("/photo");

    // A photo alone: saved locally, counts 0 (a guest's photo meal is stored at 0 g).
    await page
      .getByTestId("camera-input")
      .setInputFiles({ name: "meal.jpg", mimeType: "image/jpeg", buffer: await jpeg(page, "#669") });
    await page.getByText("Meal Saved Locally").first().waitFor();

    // By hand, with a photo: no upload, the photo stays in the browser.
    let uploads = 0;
    page.on("request", (r) => {
      if (r.url().includes("/api/objects/upload")) uploads += 1;
    });
    await showLogWay(page, "Manual Entry");
    const form = manualForm(page);
    await choosePhoto(page);
    await form.getByText("Change Photo", { exact: true }).waitFor();
    await form.getByLabel("Meal Name").fill("Tofu bowl");
    await form.getByLabel("Protein Content").fill("30g");
    await form.getByRole("button", { name: "Add Meal to Log" }).click();
    await page.getByText("Tofu bowl was saved on this device.", { exact: false }).waitFor();
    expect(uploads).toBe(0);

    // By description: the foods' protein from the nutrition table counts too.
    await showLogWay(page, "Describe");
    await page.getByLabel("What did you eat?").fill("2 eggs");
    await page.getByRole("button", { name: "Log 12.6g of protein" }).click();
    await page.getByText("12.6g of protein saved on this device.", { exact: false }).waitFor();

    await page.goto("/");
    await page.getByTestId("ring-text").filter({ hasText: "You're 77.4g away from your daily goal" }).waitFor();
    expect(
      await page.getByText("You're browsing as a guest. Create an account to save your progress!").isVisible(),
    ).toBe(true);
    expect(await page.getByTestId("ring-intake").textContent()).toBe("42.6g");
    expect(await page.getByText("of 120g").first().isVisible()).toBe(true);
    expect(await page.getByTestId("card-streak").textContent()).toContain("2 days");
    expect(await page.getByTestId("card-today").textContent()).toContain("42.6g");
    expect(await page.getByText("2 day streak", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByTestId("xp-guest").textContent()).toBe("Sign up to earn XP, level up and unlock badges.");
    expect(await photoShown(page, "Tofu bowl")).toMatch(/^blob:/);
    expect(
      await page
        .getByRole("button", { name: /Edit Meal/ })
        .locator("img")
        .count(),
    ).toBe(1);

    // Edit from the dashboard, with the meal-edit validation (protein not below 0, a non-empty name).
    await page.getByRole("button", { name: /Edit Tofu bowl/ }).click();
    const dialog = page.getByRole("dialog", { name: "Edit meal" });
    await dialog.getByLabel("Meal name").fill("  ");
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.getByText("Invalid Meal Name").waitFor();
    await dialog.getByLabel("Meal name").fill("Tofu bowl");
    await page.getByLabel("Protein (g)").fill("40");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Meal Updated! ✅").waitFor();
    await page.getByTestId("ring-text").filter({ hasText: "You're 67.4g away from your daily goal" }).waitFor();

    // History: the local meals by day, with day totals against the local goal; delete one.
    await page.goto("/history");
    await page.getByText("52.6g of 120g").waitFor();
    expect(await page.getByText("45.0g of 120g").isVisible()).toBe(true);
    const photoOnly = page.locator("li").filter({ has: page.getByRole("button", { name: /Edit Meal/ }) });
    await photoOnly.last().getByRole("button", { name: "Delete Meal" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete Meal" }).click();
    await page.getByText("Meal Deleted").waitFor();
    expect(await page.getByRole("button", { name: /Edit Meal/ }).count()).toBe(0);
    expect(await page.getByText("52.6g of 120g").isVisible()).toBe(true);

    // Sign up: the hand-logged meal arrives with its protein, name and photo.
    await page.getByRole("button", { name: "Sign Up Now" }).click();
    const email = uniqueEmail("guest-dash");
    // 'Sign Up Now' opens the sign-up form itself.
    await page.getByRole("heading", { name: "Create Account" }).waitFor();
    await page.getByLabel("First name").fill("Gia");
    await page.getByLabel("Last name").fill("Guest");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.waitForFunction(() => localStorage.getItem("guestMeals") === null);
    const rows = queryOwnMeals<{ title: string; total_protein: number; image_url: string | null }>(
      email,
      "select title, total_protein, image_url from meals order by title",
    );
    expect(rows.map((r) => r.total_protein)).toEqual([12.6, 45, 40]);
    expect(rows.map((r) => r.title)).toEqual([expect.stringMatching(/^Egg/), "Lentil stew", "Tofu bowl"]);
    expect(rows.find((r) => r.title === "Tofu bowl")?.image_url).toMatch(/^\/api\/objects\/[0-9a-f-]{36}$/);
    expect(rows.find((r) => r.title === "Lentil stew")?.image_url).toBeNull();
  });
});
