import { describe, expect, it } from "vitest";
import { openBrowser } from "./browser";
import { queryDb } from "./db";
import { signedInPage } from "./session";

/** Settings' notification choices are stored on the server. */
const b = openBrowser();

describe("notification settings", () => {
  it("stores the choices and the reminder time on the server, and shows them after a reload", async () => {
    const page = await b.newPage();
    const email = await signedInPage(page, "/settings");
    const weekly = page.getByLabel("Weekly progress reports");
    await weekly.waitFor();
    expect(await page.getByLabel("Daily reminder to log meals").isChecked()).toBe(true);
    expect(await weekly.isChecked()).toBe(false);
    await weekly.check();
    await page.getByLabel("Reminder time").fill("07:45");
    const stored = () =>
      queryDb<{ weekly_report: number; reminder_time: string }>(
        "select s.weekly_report, s.reminder_time from notification_settings s join users u on u.id = s.user_id where u.email = ?",
        email,
      )[0];
    const end = Date.now() + 10_000;
    while (stored()?.reminder_time !== "07:45" && Date.now() < end) await new Promise((r) => setTimeout(r, 200));
    expect(stored()).toEqual({ weekly_report: 1, reminder_time: "07:45" });

    await page.reload();
    await page.getByLabel("Weekly progress reports").waitFor();
    await page.waitForFunction(
      () => (document.querySelector('input[type="time"]') as HTMLInputElement)?.value === "07:45",
    );
    expect(await page.getByLabel("Weekly progress reports").isChecked()).toBe(true);
  });
});
