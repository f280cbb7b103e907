import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { writeBarcodeVideo } from "../support/barcode-video";
import { openBrowser } from "./browser";
import { signedInPage } from "./session";

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

describe("Scan barcode with the camera (issue 20)", () => {
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
    await signedInPage(page, "/photo");
    await page.getByRole("region", { name: "Scan barcode" }).getByRole("button", { name: "Scan barcode" }).click();
    await page.getByRole("dialog", { name: "Log Camera test crackers" }).waitFor({ timeout: 30_000 });
    expect(await page.getByLabel("Barcode number").inputValue()).toBe(CODE);
  });
});
