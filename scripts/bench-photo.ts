// The photo half of the benchmark: how much a 12-megapixel photo shrinks before upload
// (the app's own downscale, run in Debian's Chromium), and the server's upload + analysis
// time with a zero-latency fake vision model.
import { buildSync } from "esbuild";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "../test/support/chromium.ts";
import { ROUND_TRIPS_HEADER, ROUND_TRIPS_REQUEST_HEADER } from "../worker/db/round-trip-headers.ts";

/** Bytes of a 4000×3000 JPEG before and after the app's downscale (same code, in the page). */
export async function downscaleBytes(baseURL: string): Promise<{ original: number; uploaded: number; side: number }> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    // The injected module is inline script, which the app's CSP rightly forbids.
    const page = await (await browser.newContext({ bypassCSP: true })).newPage();
    await page.goto(`${baseURL}/pricing`);
    // The app's own downscale module, bundled for the page, so the figure is the real code's.
    const bundle = buildSync({
      entryPoints: [new URL("../src/lib/photos/downscale.ts", import.meta.url).pathname],
      bundle: true,
      format: "iife",
      globalName: "Downscale",
      write: false,
    });
    await page.addScriptTag({ content: bundle.outputFiles[0]?.text ?? "" });
    return await page.evaluate(async () => {
      const canvas = document.createElement("canvas");
      canvas.width = 4000;
      canvas.height = 3000;
      const ctx = canvas.getContext("2d");
      if (!ctx) throw new Error("no 2d context");
      // Photo-like content: gradients and noise compress like a real photo, not like a flat colour.
      const image = ctx.createImageData(4000, 3000);
      for (let i = 0; i < image.data.length; i += 4) {
        const p = i / 4;
        const x = p % 4000;
        const y = Math.floor(p / 4000);
        image.data[i] = (x / 16 + Math.random() * 40) & 255;
        image.data[i + 1] = (y / 12 + Math.random() * 40) & 255;
        image.data[i + 2] = ((x + y) / 28 + Math.random() * 40) & 255;
        image.data[i + 3] = 255;
      }
      ctx.putImageData(image, 0, 0);
      const original = await new Promise<Blob | null>((r) => canvas.toBlob(r, "image/jpeg", 0.92));
      if (!original) throw new Error("no JPEG");
      const small = await (
        window as unknown as { Downscale: { downscaleImage: (b: Blob) => Promise<Blob> } }
      ).Downscale.downscaleImage(original);
      const bitmap = await createImageBitmap(small);
      const side = Math.max(bitmap.width, bitmap.height);
      return { original: original.size, uploaded: small.size, side };
    });
  } finally {
    await browser.close();
  }
}

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0xff, 0xd9]);

/** The most D1 round trips any request of a route took (X-D1-Round-Trips, ADR 021), by route. */
export type TripsByRoute = Record<string, number>;

function countTrips(trips: TripsByRoute, route: string, res: Response) {
  const header = res.headers.get(ROUND_TRIPS_HEADER);
  if (header !== null) trips[route] = Math.max(trips[route] ?? 0, Number(header));
}

/**
 * Median server time of upload (slot + bytes) and of analysis, over `runs` photos, and the
 * most D1 round trips each of the three requests took.
 */
export async function uploadAndAnalyze(
  baseURL: string,
  cookie: string,
  runs = 15,
): Promise<{ uploadMs: number; analyzeMs: number; trips: TripsByRoute }> {
  // Each request asks the worker to count its D1 round trips.
  const headers = { Cookie: cookie, Origin: baseURL, [ROUND_TRIPS_REQUEST_HEADER]: "1" };
  const uploads: number[] = [];
  const analyses: number[] = [];
  const trips: TripsByRoute = {};
  for (let i = 0; i < runs; i++) {
    let t = performance.now();
    const slotRes = await fetch(`${baseURL}/api/objects/upload`, { method: "POST", headers });
    countTrips(trips, "POST /api/objects/upload", slotRes);
    const slot = (await slotRes.json()) as { uploadURL: string; objectURL: string };
    const put = await fetch(`${baseURL}${slot.uploadURL}`, {
      method: "PUT",
      headers: { ...headers, "Content-Type": "image/jpeg" },
      body: JPEG,
    });
    if (!put.ok) throw new Error(`upload failed: ${put.status}`);
    countTrips(trips, "PUT /api/objects/upload/:id", put);
    uploads.push(performance.now() - t);
    t = performance.now();
    const res = await fetch(`${baseURL}/api/analyze-meal`, {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/json" },
      body: JSON.stringify({ imageUrl: slot.objectURL, mealType: "lunch" }),
    });
    if (res.status !== 201) throw new Error(`analysis failed: ${res.status} ${await res.text()}`);
    countTrips(trips, "POST /api/analyze-meal", res);
    analyses.push(performance.now() - t);
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  return { uploadMs: median(uploads), analyzeMs: median(analyses), trips };
}
