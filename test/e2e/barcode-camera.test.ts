import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { writeBarcodeVideo } from "../support/barcode-video";
import { openBrowser } from "./browser";
import { showLogWay, signedInPage } from "./session";

// Chromium's fake camera plays a video of a real EAN-13 symbol; headless Chromium on Linux
// has no BarcodeDetector, so this reads it with the WebAssembly decoder, loaded under the CSP.
const CODE = "4006381333931";
const video = join(mkdtempSync(join(tmpdir(), "proteo-camera-")), "barcode.y4m");
writeBarcodeVideo(video, CODE);
const b = openBrowser([
  "--use-fake-device-for-media-stream",
  "--use-fake-ui-for-media-stream",
  `--use-file-for-fake-video-capture=${video}`,
]);

describe("Scan barcode with the camera", () => {
  it("reads the barcode in the camera picture and looks the product up", async () => {
    const res = await fetch(`${inject("offURL")}/__product`, {
      method: "POST",
      body: JSON.stringify({
        code: CODE,
        product: { product_name: "Camera test crackers", nutriments: { proteins_100g: 9 } },
      }),
    });
    expect(res.status).toBe(204);
    const page = await b.newPage();
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    page.on("console", (m) => m.type() === "error" && problems.push(`console: ${m.text()}`));
    page.on("requestfailed", (r) => problems.push(`request failed: ${r.url()} ${r.failure()?.errorText}`));
    await signedInPage(page, "/photo");
    await showLogWay(page, "Scan");
    problems.length = 0; // only what happens from the scan on
    await page.getByRole("region", { name: "Scan barcode" }).getByRole("button", { name: "Scan barcode" }).click();
    try {
      await page.getByRole("dialog", { name: "Log Camera test crackers" }).waitFor({ timeout: 30_000 });
    } catch (error) {
      // This has failed once in CI (2026-11-27) and never since; say where it stopped.
      throw new Error(
        `${(error as Error).message}\n${JSON.stringify(await scanState(page), null, 1)}\n${problems.join("\n")}`,
      );
    }
    expect(await page.getByLabel("Barcode number").inputValue()).toBe(CODE);
  });
});

/** What the page shows of the scan: the camera's picture, its status line and any alert. */
function scanState(page: Page) {
  return page.evaluate(() => {
    const video = document.querySelector("video");
    const texts = (selector: string) => [...document.querySelectorAll(selector)].map((e) => e.textContent);
    return {
      video: video && { readyState: video.readyState, width: video.videoWidth, paused: video.paused },
      status: texts("[role=status]"),
      alerts: texts("[role=alert]"),
      dialogs: texts("dialog[open] h2, [role=dialog] h2"),
    };
  });
}
