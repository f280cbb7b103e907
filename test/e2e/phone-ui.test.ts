import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { enterAsGuest, openBrowser } from "./browser";
import { showLogWay, signedInPage } from "./session";

/**
 * At phone size (390 x 844, touch): what a finger can see and tap, not only what
 * keyboard focus reaches. A target "can be tapped" when it is on screen, at least 44 x 44 px,
 * and the topmost element at its centre (nothing clips or covers it).
 */
const b = openBrowser();

interface TapCheck {
  width: number;
  height: number;
  onScreen: boolean;
  onTop: boolean;
  x: number;
  y: number;
}

async function tapCheck(target: Locator): Promise<TapCheck> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    const hit = document.elementFromPoint(x, y);
    return {
      width: r.width,
      height: r.height,
      onScreen: r.width > 0 && r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight,
      onTop: hit !== null && (hit === el || el.contains(hit)),
      x,
      y,
    };
  });
}

/** How many lines of text an element takes (its height over its line height). */
const linesOf = (target: Locator): Promise<number> =>
  target.evaluate((el) =>
    Math.round(el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight)),
  );

/** Asserts `target` is a full-size, uncovered target on screen, then taps its centre. */
async function tap(page: Page, target: Locator, name: string): Promise<void> {
  const check = await tapCheck(target);
  expect({ name, onScreen: check.onScreen, onTop: check.onTop }).toEqual({ name, onScreen: true, onTop: true });
  expect(check.width, `${name} width`).toBeGreaterThanOrEqual(44);
  expect(check.height, `${name} height`).toBeGreaterThanOrEqual(44);
  await page.touchscreen.tap(check.x, check.y);
}

/** Goals and meals through the API from inside the signed-in page (its own session cookie). */
async function api(page: Page, method: string, path: string, body: unknown): Promise<void> {
  const status = await page.evaluate(
    async ({ method, path, body }) =>
      (
        await fetch(path, {
          method,
          headers: { "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID() },
          body: JSON.stringify(body),
        })
      ).status,
    { method, path, body },
  );
  expect(status, `${method} ${path}`).toBeLessThan(300);
}
const setDailyGoal = (page: Page, dailyGoal: number) =>
  api(page, "PUT", "/api/protein-goals", { dailyGoal, weeklyGoal: dailyGoal * 7, monthlyGoal: dailyGoal * 30 });
const addMeal = (page: Page, title: string, totalProtein: number) =>
  api(page, "POST", "/api/meals/manual", { title, totalProtein, mealType: "lunch" });

const mobileSections = (page: Page) => page.getByRole("navigation", { name: "Sections (mobile)" });

describe("phone navigation", () => {
  it("opens More fully on top at every width", async () => {
    const page = await b.newPage("phone");
    await enterAsGuest(page, "/planner");
    await page.getByRole("heading", { name: "Plan Your Meals" }).waitFor();
    for (const width of [320, 390, 600, 767, 768, 1280]) {
      await page.setViewportSize({ width, height: width < 768 ? 700 : 800 });
      const nav = page.getByRole("navigation", { name: width < 768 ? "Sections (mobile)" : "Sections" });
      await nav.getByRole("button", { name: "More" }).click();
      for (const label of ["Meal History", "Learn", "Settings", "Logout"]) {
        const item = page.getByRole("button", { name: label, exact: true });
        const check = await tapCheck(item);
        expect({ width, label, onScreen: check.onScreen, onTop: check.onTop }).toEqual({
          width,
          label,
          onScreen: true,
          onTop: true,
        });
        expect(check.height).toBeGreaterThanOrEqual(44);
      }
      await page.keyboard.press("Escape");
      await page.getByTestId("menu-list").waitFor({ state: "detached" });
    }
  });

  it("reaches Learn and Logout by tapping at 390 px", async () => {
    const page = await b.newPage("phone");
    await enterAsGuest(page, "/planner");
    await page.getByRole("heading", { name: "Plan Your Meals" }).waitFor();

    await tap(page, mobileSections(page).getByRole("button", { name: "More" }), "More");
    await tap(page, page.getByRole("button", { name: "Learn", exact: true }), "Learn");
    await page.getByRole("heading", { name: "Learn About Protein" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/learn");

    await tap(page, mobileSections(page).getByRole("button", { name: "More" }), "More");
    await tap(page, page.getByRole("button", { name: "Meal History", exact: true }), "Meal History");
    await page.getByRole("heading", { name: "Meal History" }).waitFor();

    await tap(page, mobileSections(page).getByRole("button", { name: "More" }), "More");
    await tap(page, page.getByRole("button", { name: "Logout", exact: true }), "Logout");
    await page.getByRole("button", { name: "Continue as Guest (Limited Features)" }).waitFor();
  });
});

describe("calm phone dashboard", () => {
  it("shows the how-to guide only until the first meal, under the ring and 'Log a meal'", async () => {
    const page = await b.newPage("phone");
    await signedInPage(page, "/");
    await page.getByRole("heading", { name: "How it works" }).waitFor();
    // The ring and its action are on the first screen, above the bottom bar.
    const navTop = await page
      .getByRole("navigation", { name: "Quick navigation" })
      .evaluate((el) => el.getBoundingClientRect().top);
    const action = page.getByRole("link", { name: "Log a meal" });
    const actionBox = await tapCheck(action);
    expect(actionBox.y + actionBox.height / 2).toBeLessThan(navTop);
    await tap(page, action, "Log a meal");
    await page.waitForURL("**/photo");

    await addMeal(page, "Turkey wrap", 28);
    await page.goto("/");
    await page.getByTestId("ring-text").filter({ hasText: "72g away" }).waitFor();
    expect(await page.getByRole("heading", { name: "How it works" }).count()).toBe(0);
  });

  it("says the grams left once at 133 of 140 g, with one suggestion", async () => {
    const page = await b.newPage("phone");
    await signedInPage(page, "/settings");
    await setDailyGoal(page, 140);
    await addMeal(page, "Chicken bowl", 133);
    await page.goto("/");
    await page.getByTestId("ring-text").filter({ hasText: "You're 7g away from your daily goal" }).waitFor();
    const mainText = await page.getByRole("main").innerText();
    expect(mainText.match(/\b7g\b/g)).toEqual(["7g"]);
    const suggestions =
      (await page.getByRole("button", { name: "Dismiss suggestion" }).count()) +
      (await page.getByTestId("smart-tip").count());
    expect(suggestions).toBe(1);
    // Dismissing the nudge does not bring the smart tip in its place.
    await tap(page, page.getByRole("button", { name: "Dismiss suggestion" }), "Dismiss suggestion");
    expect(await page.getByTestId("smart-tip").count()).toBe(0);
  });

  it("keeps the ring's numbers inside it, the brand colour past the goal, and labels the chart's axis", async () => {
    const page = await b.newPage("phone");
    await signedInPage(page, "/settings");
    await setDailyGoal(page, 140);
    // 1234.5 g in two meals (one meal holds at most 1000 g): the longest amount the ring shows.
    await addMeal(page, "Big feast", 999.5);
    await addMeal(page, "Second feast", 235);
    // The celebration is not under test here: mark today's as seen.
    await page.addInitScript(() => {
      for (let i = -1; i <= 1; i++) {
        const d = new Date(Date.now() + i * 86_400_000);
        const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
        localStorage.setItem(`proteo-celebrated-${day}`, "1");
      }
    });
    await page.goto("/");
    await page.getByTestId("ring-intake").filter({ hasText: "1234.5g" }).waitFor();

    const fit = await page.getByTestId("ring-svg").evaluate((svg) => {
      const ring = svg.getBoundingClientRect();
      const cx = ring.left + ring.width / 2;
      const cy = ring.top + ring.height / 2;
      // The hole: radius 52 minus half the 12 wide stroke, of a 120 unit box.
      const hole = ((52 - 6) / 120) * ring.width;
      const far = ["ring-intake", "ring-goal"].map((id) => {
        const r = (document.querySelector(`[data-testid=${id}]`) as HTMLElement).getBoundingClientRect();
        return Math.max(
          ...[
            [r.left, r.top],
            [r.right, r.top],
            [r.left, r.bottom],
            [r.right, r.bottom],
          ].map(([x = 0, y = 0]) => Math.hypot(x - cx, y - cy)),
        );
      });
      const stroke = getComputedStyle(svg.querySelectorAll("circle")[1] as Element).stroke;
      return { hole, far: Math.max(...far), stroke };
    });
    expect(fit.far).toBeLessThan(fit.hole);
    expect(fit.stroke).toBe("rgb(4, 120, 87)"); // --color-brand-600, not amber

    expect(await page.getByTestId("chart-axis-title").innerText()).toBe("Protein (g)");
    const ticks = await page.getByTestId("chart-tick").allInnerTexts();
    expect(ticks).toContain("0g");
    expect(ticks).toContain("1234.5g");
    for (const period of ["day", "week", "month", "year"]) {
      const check = await tapCheck(page.getByRole("button", { name: period, exact: true }));
      expect(Math.min(check.width, check.height), period).toBeGreaterThanOrEqual(44);
    }
  });

  it("wraps long meal names on tappable rows", async () => {
    const page = await b.newPage("phone");
    await signedInPage(page, "/settings");
    const name = "Shrimp and avocado salad with lime, chili and toasted pumpkin seeds";
    await addMeal(page, name, 24);
    await page.goto("/");
    const row = page.getByRole("button", { name: new RegExp(`^Edit ${name}`) });
    await row.scrollIntoViewIfNeeded();
    const nameBox = await row.getByTestId("meal-name").evaluate((el) => ({
      text: el.textContent,
      cut: el.scrollWidth > el.clientWidth || getComputedStyle(el).textOverflow === "ellipsis",
    }));
    expect(nameBox).toEqual({ text: name, cut: false });
    expect(await linesOf(row.getByTestId("meal-name"))).toBeGreaterThan(1);
    // A row looks like a button: its own surface and border, not bare text on the card.
    const look = await row.evaluate((el) => {
      const style = getComputedStyle(el);
      return { background: style.backgroundColor, border: style.borderTopWidth };
    });
    expect(look.background).not.toBe("rgba(0, 0, 0, 0)");
    expect(look.border).not.toBe("0px");
    await tap(page, row, "meal row");
    await page.getByRole("dialog").waitFor();
  });
});

describe("fields a thumb can type into", () => {
  // A field squeezed beside its buttons shows two characters of what is typed (the barcode
  // number was 37 px wide at 390 px). Time and date pickers are narrow by nature.
  const TYPED = "input:not([type=checkbox],[type=radio],[type=file],[type=hidden],[type=time],[type=date]),textarea";

  it("gives every text field on the logging and settings screens at least 140 px at 320 and 390 px", async () => {
    const page = await b.newPage("phone");
    await signedInPage(page, "/photo");
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 844 });
      for (const path of ["/photo", "/planner", "/settings"]) {
        await page.goto(path);
        await page.getByRole("heading", { level: 1 }).waitFor();
        const narrow = await page.locator(TYPED).evaluateAll((fields) =>
          fields
            .map((f) => ({
              label: f.getAttribute("aria-label") ?? f.id,
              width: Math.round(f.getBoundingClientRect().width),
            }))
            .filter((f) => f.width > 0 && f.width < 140),
        );
        expect(narrow, `${path} at ${width} px`).toEqual([]);
        if (path !== "/photo") continue;
        // The barcode number, which was one of them, shows a whole EAN-13 as it is typed.
        await showLogWay(page, "Scan");
        const field = page.getByLabel("Barcode number");
        await field.fill("3017620422003");
        const whole = await field.evaluate((f) => f.scrollWidth <= f.clientWidth);
        expect(whole, `the whole barcode in view at ${width} px`).toBe(true);
      }
    }
  });
});

describe("no zoom on a field's focus", () => {
  // iOS Safari zooms the page into a field whose text is under 16 px as it takes focus, and
  // leaves it zoomed; the fields' labels are 14 px, which the fields used to inherit.
  const FIELDS = "input:not([type=checkbox],[type=radio],[type=hidden],[type=file]),select,textarea";
  const smallFields = (page: Page) =>
    page
      .locator(FIELDS)
      .evaluateAll((fields) =>
        fields
          .filter((f) => f.getBoundingClientRect().width > 0 && Number.parseFloat(getComputedStyle(f).fontSize) < 16)
          .map(
            (f) =>
              `${f.tagName.toLowerCase()} ${f.getAttribute("aria-label") ?? f.id}: ${getComputedStyle(f).fontSize}`,
          ),
      );

  it("draws every field's text at 16 px or more, signed out, signed in and in the food search", async () => {
    const page = await b.newPage("phone");
    await page.goto("/");
    await page.getByRole("button", { name: "Sign in with Email" }).click();
    await page.getByRole("heading", { name: "Sign In" }).waitFor();
    expect(await smallFields(page), "the sign-in form").toEqual([]);

    await signedInPage(page, "/photo");
    for (const path of ["/photo", "/planner", "/history", "/settings", "/recipes"]) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1 }).waitFor();
      expect(await smallFields(page), path).toEqual([]);
    }
    await page.goto("/photo");
    await showLogWay(page, "Search");
    await page.getByRole("button", { name: "Find a food" }).click();
    await page.getByRole("dialog").getByRole("heading", { name: "Search foods" }).waitFor();
    expect(await smallFields(page), "the food search").toEqual([]);
  });
});

describe("the meal history on a phone", () => {
  it("keeps a short meal name on one line beside a bin-icon delete button that is a full-size target", async () => {
    const page = await b.newPage("phone");
    await signedInPage(page, "/settings");
    await addMeal(page, "Greek yogurt", 17);
    await page.goto("/history");
    const row = page.getByRole("button", { name: /^Edit Greek yogurt/ });
    await row.waitFor();
    // Beside the word "Delete" and inside the card's desktop padding, this name wrapped at 390 px.
    expect(await linesOf(row.getByTestId("meal-name"))).toBe(1);
    const remove = page.getByRole("button", { name: "Delete Greek yogurt" });
    expect(await remove.locator("svg").isVisible()).toBe(true);
    await tap(page, remove, "Delete");
    await page.getByRole("dialog").getByRole("heading", { name: "Delete this meal?" }).waitFor();
  });
});

describe("'Log again' on a phone", () => {
  it("keeps a long meal's grams on one line", async () => {
    const page = await b.newPage("phone");
    await signedInPage(page, "/settings");
    await addMeal(page, "grilled chicken breast, white rice cooked, broccoli", 53.2);
    await page.goto("/photo");
    const chip = page.getByRole("button", {
      name: /^Log grilled chicken breast, white rice cooked, broccoli 53\.2g again/,
    });
    const grams = chip.locator("span", { hasText: /^53\.2g$/ });
    // It read "53.2" over "g" beside a name that wraps.
    expect(await linesOf(grams)).toBe(1);
  });
});

describe("settings cards", () => {
  it("put each title inside its card at the same inset, on a phone and a desktop", async () => {
    const page = await b.newPage("phone");
    await signedInPage(page, "/settings");
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.getByRole("heading", { name: "Subscription" }).waitFor();
      // Each card of the page: its first heading or legend, measured from the card's corner.
      const insets = await page.locator("h1 ~ *").evaluateAll((cards) =>
        cards.flatMap((card) => {
          const title = card.querySelector("h2, legend");
          if (!title) return [];
          const c = card.getBoundingClientRect();
          const t = title.getBoundingClientRect();
          return [{ title: title.textContent, left: Math.round(t.left - c.left), top: Math.round(t.top - c.top) }];
        }),
      );
      expect(insets.length, `cards at ${width} px`).toBeGreaterThanOrEqual(8);
      const first = insets[0];
      // The Account and Subscription cards had their own padding, and Notifications' legend sat on its border.
      expect(insets, `at ${width} px`).toEqual(insets.map((i) => ({ ...i, left: first?.left, top: first?.top })));
      expect(first?.top).toBeGreaterThan(8);
    }
  });
});

describe("tooltips on a phone", () => {
  it("never open by themselves: a dialog opened by a tap gives its x the focus but no 'Close' tooltip", async () => {
    const page = await b.newPage("phone");
    await signedInPage(page, "/settings");
    await addMeal(page, "Lentil soup", 18);
    await page.goto("/");
    // A first touch once the app runs brings the tooltip library in (its triggers then carry
    // data-state).
    const badge = page.getByRole("listitem").filter({ hasText: "First Bite" });
    await expect
      .poll(async () => {
        await page.touchscreen.tap(5, 200);
        return badge.and(page.locator("[data-state]")).count();
      })
      .toBe(1);
    const row = page.getByRole("button", { name: /^Edit Lentil soup/ });
    await row.scrollIntoViewIfNeeded();
    await tap(page, row, "meal row");
    const close = page.getByRole("dialog", { name: "Edit meal" }).getByRole("button", { name: "Close" });
    await close.and(page.locator("[data-state]")).waitFor();
    expect(await close.evaluate((el) => el === document.activeElement)).toBe(true);
    // The dialog's focus step, run again with nothing scrolling after it to close a tooltip:
    // focus that a script puts on a trigger after a tap is not the keyboard's.
    await close.evaluate((el) => {
      el.blur();
      el.focus();
    });
    await page.waitForTimeout(1000);
    expect(await page.getByRole("tooltip").count()).toBe(0);
    expect(await close.getAttribute("data-state")).toBe("closed");
  });
});

describe("toasts on a phone", () => {
  it("stay clear of the bottom bar, follow the dark theme and close with a full-size target", async () => {
    const page = await b.newPage("phone", { colorScheme: "dark" });
    await signedInPage(page, "/settings");
    await addMeal(page, "Lentil soup", 18);
    await page.goto("/history");
    const remove = page.getByRole("button", { name: "Delete Lentil soup" });
    await remove.scrollIntoViewIfNeeded();
    await tap(page, remove, "Delete");
    await page.getByRole("button", { name: "Delete Meal" }).click();

    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Meal Deleted" });
    await toast.waitFor();
    // Measured where it comes to rest, after sonner's slide-in transition.
    await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const toastBottom = await toast.evaluate((el) => el.getBoundingClientRect().bottom);
    const navTop = await page
      .getByRole("navigation", { name: "Quick navigation" })
      .evaluate((el) => el.getBoundingClientRect().top);
    expect(toastBottom).toBeLessThanOrEqual(navTop);
    expect(await page.locator("[data-sonner-toaster]").getAttribute("data-sonner-theme")).toBe("dark");
    const background = await toast.evaluate((el) => getComputedStyle(el).backgroundColor);
    // Dark surface: every channel well below the middle.
    const channels = (background.match(/\d+/g) ?? []).slice(0, 3).map(Number);
    expect(Math.max(...channels)).toBeLessThan(80);

    await tap(page, toast.getByRole("button", { name: "Close toast" }), "toast close");
    await toast.waitFor({ state: "detached" });
  });
});

type CelebrationLog = Window & { celebrations?: { fits: boolean }[] };

/**
 * Runs in the page before its scripts: records every 'Goal Crushed!' alert as it is added,
 * and whether its title fits the screen then, so nothing depends on how long it stays.
 */
function recordCelebrations() {
  const log = window as CelebrationLog;
  log.celebrations = [];
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        for (const alert of [node, ...node.querySelectorAll("[role=alert]")]) {
          if (alert.getAttribute("role") !== "alert" || !alert.textContent?.includes("Goal Crushed!")) continue;
          const title = [...alert.querySelectorAll("span")].find((s) => s.textContent === "Goal Crushed!");
          const r = title?.getBoundingClientRect();
          const fits =
            !!title && !!r && r.left >= 0 && r.right <= innerWidth && title.scrollWidth <= title.clientWidth + 1;
          log.celebrations?.push({ fits });
        }
      }
  }).observe(document, { childList: true, subtree: true });
}

describe("'Goal Crushed!' on a 320 px phone", () => {
  it("shows right where the goal is reached, and its title fits", async () => {
    const page = await b.newPage("phone");
    await page.setViewportSize({ width: 320, height: 640 });
    await signedInPage(page, "/settings");
    await setDailyGoal(page, 30);
    await page.addInitScript(recordCelebrations);
    await page.goto("/photo");
    await showLogWay(page, "Manual Entry");
    await page.getByLabel("Meal Name").fill("Salmon fillet");
    await page.getByLabel("Protein Content").fill("35");
    await page.getByRole("button", { name: "Add Meal to Log" }).click();
    // On the upload screen itself, without opening the dashboard.
    await page.waitForFunction(() => ((window as CelebrationLog).celebrations?.length ?? 0) > 0);
    expect(new URL(page.url()).pathname).toBe("/photo");
    expect(await page.evaluate(() => (window as CelebrationLog).celebrations)).toEqual([{ fits: true }]);
  });
});

describe("the landing page on a 360 x 740 phone", () => {
  it("brings the email form's first field into view after a tap on a button below it", async () => {
    const page = await b.newPage("phone");
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    for (const [button, field] of [
      ["Sign in with Email", "Email"],
      ["Start Free 7-Day Trial", "First name"],
    ] as const) {
      const target = page.getByRole("button", { name: button });
      await expect.poll(() => target.isEnabled()).toBe(true);
      await target.scrollIntoViewIfNeeded();
      await tap(page, target, button);
      const first = page.getByLabel(field, { exact: true });
      await first.waitFor();
      await expect
        .poll(async () => (await tapCheck(first)).onScreen, { message: `${field} after ${button}` })
        .toBe(true);
      await page.getByRole("button", { name: "Back" }).click();
    }
  });

  it("shows the product: a real screenshot of a logged meal, below the first screen", async () => {
    const page = await b.newPage("phone");
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    const shot = page.getByRole("img", { name: /^Proteo on a phone: a photographed meal analysed/ });
    await shot.waitFor({ state: "attached" });
    // Off the first screen: the page's buttons come first, and the picture is no part of its paint.
    expect((await shot.boundingBox())?.y ?? 0).toBeGreaterThan(740);
    expect(await shot.getAttribute("loading")).toBe("lazy");
    await shot.scrollIntoViewIfNeeded();
    await expect.poll(() => shot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(390);
    const box = await shot.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(360);
  });
});
