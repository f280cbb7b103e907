import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openBrowser } from "./browser";
import { showLogWay, signedInPage } from "./session";

/** On a phone: speaking a meal into "What did you eat?" through the browser's speech recognition. */
const b = openBrowser();

/**
 * The browser's speech service, which Proteo does not control, replaced by one that "hears"
 * `said` (or fails with `error`), in the Web Speech API's own events.
 */
async function speechThatHears(page: Page, heard: { said?: string; error?: string }) {
  await page.addInitScript((heard) => {
    class FakeRecognition {
      lang = "";
      interimResults = false;
      continuous = false;
      onresult: ((e: unknown) => void) | null = null;
      onerror: ((e: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        (window as unknown as { heardLang: string }).heardLang = this.lang;
        setTimeout(() => {
          if (heard.error) this.onerror?.({ error: heard.error });
          else this.onresult?.({ results: [{ isFinal: true, 0: { transcript: heard.said ?? "" } }] });
          this.onend?.();
        }, 50);
      }
      stop() {
        this.onend?.();
      }
    }
    Object.assign(window, { SpeechRecognition: FakeRecognition, webkitSpeechRecognition: FakeRecognition });
  }, heard);
}

async function describeTab(page: Page) {
  await signedInPage(page, "/photo");
  await showLogWay(page, "Describe");
}

describe("voice", () => {
  it("fills 'What did you eat?' with what was said, for the same parser, and adds to what is typed", async () => {
    const page = await b.newPage("phone");
    await speechThatHears(page, { said: "2 eggs" });
    await describeTab(page);
    const mic = page.getByRole("button", { name: "Say what you ate" });
    expect((await mic.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await mic.click();
    await expect.poll(() => page.getByLabel("What did you eat?").inputValue()).toBe("2 eggs");
    await page.getByRole("list", { name: "Foods found" }).getByText("Egg, whole").waitFor();
    expect(await page.evaluate(() => (window as unknown as { heardLang: string }).heardLang)).toBe("en");

    await page.getByLabel("What did you eat?").fill("a banana and");
    await mic.click();
    await expect.poll(() => page.getByLabel("What did you eat?").inputValue()).toBe("a banana and 2 eggs");
  });

  it("says why when the microphone is refused", async () => {
    const page = await b.newPage("phone");
    await speechThatHears(page, { error: "not-allowed" });
    await describeTab(page);
    await page.getByRole("button", { name: "Say what you ate" }).click();
    await page.getByText("The microphone is not allowed for Proteo.", { exact: false }).waitFor();
    expect(await page.getByLabel("What did you eat?").inputValue()).toBe("");
  });

  it("shows no microphone where the browser has no speech recognition", async () => {
    const page = await b.newPage("phone");
    await page.addInitScript(() => {
      for (const name of ["SpeechRecognition", "webkitSpeechRecognition"])
        delete (window as unknown as Record<string, unknown>)[name];
    });
    await describeTab(page);
    await page.getByLabel("What did you eat?").waitFor();
    expect(await page.getByRole("button", { name: "Say what you ate" }).count()).toBe(0);
  });
});
