// `node test/support/screenshot.ts [path] [out.png] [--phone] [--demo]`: a screenshot of the
// running app (start it first with `npm start`), used for the README and for looking at a screen.
//   --phone  390 x 844, touch, as a phone shows it (default 1280 x 800).
//   --demo   signs up a throwaway account (demo-…@example.com) and logs two meals first, so a
//            signed-in screen such as the dashboard shows real numbers. Use a local app only.
//   --photo  on /photo: takes a photo (a plain JPEG drawn by the browser), analyses it and
//            shows the result. The app needs a vision provider, e.g. the tests' fake model:
//            `node -e "import('./test/support/fake-vision-server.ts').then((m) => m.startFakeVision(9999))" &`
//            then `AI_PROVIDER=openai OPENAI_BASE_URL=http://127.0.0.1:9999/v1 OPENAI_API_KEY=x OPENAI_MODEL=fake npm start`.
// e.g. `node test/support/screenshot.ts / docs/screenshot-phone.png --phone --demo`
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "./chromium.ts";

const flags = new Set(process.argv.slice(2).filter((a) => a.startsWith("--")));
const [path = "/", out = "docs/screenshot.png"] = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const base = process.env.BASE_URL ?? "http://localhost:8787";
const phone = flags.has("--phone");

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const context = await browser.newContext({
  baseURL: base,
  viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
  isMobile: phone,
  hasTouch: phone,
  colorScheme: "light",
});
const page = await context.newPage();

if (flags.has("--demo")) {
  // The wizard would cover the screen; the demo user has "done" it.
  await context.addInitScript(() => localStorage.setItem("proteo-onboarding-completed", "true"));
  await page.goto("/pricing");
  const status = await page.evaluate(async () => {
    const post = (url: string, body: unknown, extra: Record<string, string> = {}) =>
      fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...extra },
        body: JSON.stringify(body),
      });
    const email = `demo-${Date.now()}@example.com`;
    const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const signUp = await post("/api/auth/register", {
      email,
      password: "Lentil-Soup-42",
      firstName: "Ada",
      lastName: "Demo",
      timezone,
    });
    if (signUp.status !== 201) return signUp.status;
    for (const [title, totalProtein, mealType] of [
      ["Greek yogurt with berries", 18, "breakfast"],
      ["Grilled chicken and quinoa bowl", 42, "lunch"],
    ] as const) {
      const meal = await post(
        "/api/meals/manual",
        { title, totalProtein, mealType },
        { "Idempotency-Key": crypto.randomUUID() },
      );
      if (!meal.ok) return meal.status;
    }
    return 201;
  });
  if (status !== 201) throw new Error(`demo sign-up or meals failed with ${status}`);
}

await page.goto(path, { waitUntil: "networkidle" });
if (flags.has("--photo")) {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 640;
    canvas.height = 480;
    const ctx = canvas.getContext("2d");
    if (ctx) {
      ctx.fillStyle = "#e8dcc8";
      ctx.fillRect(0, 0, 640, 480);
      ctx.fillStyle = "#c8874a";
      ctx.beginPath();
      ctx.ellipse(320, 240, 220, 160, 0, 0, Math.PI * 2);
      ctx.fill();
    }
    return canvas.toDataURL("image/jpeg", 0.9);
  });
  await page.getByTestId("camera-input").setInputFiles({
    name: "meal.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from(dataUrl.split(",")[1] ?? "", "base64"),
  });
  await page.getByRole("button", { name: "Analyze Meal" }).click();
  await page.getByText("Analysis Complete").first().waitFor({ timeout: 30_000 });
  // The demo's meals and this one may reach the goal: tap its celebration away to show the result.
  const celebration = page.getByText("Goal Crushed!");
  if (await celebration.isVisible()) await celebration.click();
  await celebration.waitFor({ state: "hidden" });
  await page.waitForTimeout(500); // the toast's fade-in, so the picture shows what a person sees
}
await page.screenshot({ path: out });
await browser.close();
console.log(`saved ${out}`);
