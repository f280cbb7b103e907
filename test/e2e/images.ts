import type { Page } from "playwright-core";

/** A real JPEG made by the browser itself (small, so it is uploaded as it is). */
export async function jpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 64;
    canvas.height = 48;
    const ctx = canvas.getContext("2d");
    if (ctx) {
      ctx.fillStyle = "#c96";
      ctx.fillRect(0, 0, 64, 48);
    }
    return canvas.toDataURL("image/jpeg", 0.9);
  });
  return Buffer.from(dataUrl.split(",")[1] ?? "", "base64");
}
