import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openBrowser } from "./browser";
import { jpeg } from "./images";
import { signedInPage } from "./session";

const b = openBrowser();

/** One scripted answer for a request: a status (with body), a dropped connection, or the real server. */
type Fault = { status: number; body?: string } | "network" | "pass";

/**
 * Injects faults into the upload requests from the browser side (no server change, so no
 * fault route can exist in a deployed Worker): each request takes the next answer of its
 * script, then goes to the real server.
 */
async function injectFaults(page: Page, pattern: string, script: Fault[]) {
  const seen: string[] = [];
  await page.route(pattern, async (route: Route) => {
    const fault = script[seen.length] ?? "pass";
    seen.push(typeof fault === "string" ? fault : String(fault.status));
    if (fault === "pass") return route.continue();
    if (fault === "network") return route.abort("connectionreset");
    return route.fulfill({ status: fault.status, body: fault.body ?? "", contentType: "text/plain" });
  });
  return seen;
}

async function uploadFromGallery(page: Page) {
  await page.getByRole("button", { name: "Upload from Gallery" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload from gallery" });
  await dialog.waitFor();
  await dialog
    .locator("input[type=file]")
    .first()
    .setInputFiles({ name: "plate.jpg", mimeType: "image/jpeg", buffer: await jpeg(page) });
}

describe("gallery upload retries (the upload retry policy, in the browser)", () => {
  it("retries 409, 5xx, a dropped connection and an expired signature, signing afresh where needed", async () => {
    const page = await b.newPage();
    await signedInPage(page, "/photo");
    const signatures = await injectFaults(page, "**/api/uploads/s3/params?*", []);
    const uploads = await injectFaults(page, "**/api/uploads/s3/form", [
      { status: 409, body: '{"code":"UPLOAD_USED"}' },
      { status: 500 },
      "network",
      { status: 403, body: "<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>" },
    ]);
    await uploadFromGallery(page);
    await page.getByText("Image Uploaded").waitFor({ timeout: 30_000 });
    await page.getByText("Ready to analyze!").waitFor();
    expect(uploads).toEqual(["409", "500", "network", "403", "pass"]);
    // A fresh upload link after the 409 and after the expiry; the others reuse theirs.
    expect(signatures).toHaveLength(3);
  });

  it("backs off on 429 and fails at once on another 4xx", async () => {
    const page = await b.newPage();
    await signedInPage(page, "/photo");
    const uploads = await injectFaults(page, "**/api/uploads/s3/form", [{ status: 429 }, { status: 400 }]);
    await uploadFromGallery(page);
    await page.getByText("No files were uploaded successfully.").waitFor({ timeout: 30_000 });
    expect(uploads).toEqual(["429", "400"]);
  });

  it("says so when no upload link can be had", async () => {
    const page = await b.newPage();
    await signedInPage(page, "/photo");
    const signatures = await injectFaults(page, "**/api/uploads/s3/params?*", [{ status: 400 }]);
    await uploadFromGallery(page);
    await page.getByText("Failed to get upload URL. Please try again.").waitFor();
    expect(signatures).toEqual(["400"]);
  });
});
