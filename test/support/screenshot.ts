// `node test/support/screenshot.ts [path] [out.png]`: a screenshot of the running app
// (start it first with `npm start`), used for the README and for looking at a screen.
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "./chromium.ts";

const [path = "/", out = "docs/screenshot.png"] = process.argv.slice(2);
const base = process.env.BASE_URL ?? "http://localhost:8787";
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.goto(new URL(path, base).toString(), { waitUntil: "networkidle" });
await page.screenshot({ path: out });
await browser.close();
console.log(`saved ${out}`);
