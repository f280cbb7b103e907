import type { TestProject } from "vitest/node";
import { startOffTwin } from "../../scripts/off-twin";
import { findChromium } from "../support/chromium";
import { startFakeVision } from "../support/fake-vision-server";
import { startApp } from "../support/server";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    chromiumPath: string;
    stateDir: string;
    visionURL: string;
    offURL: string;
  }
}

/**
 * Builds and starts the app once (as `npm start`), for every browser test file, with photo
 * analysis pointed at a fake OpenAI-compatible server on loopback and barcode lookups at an
 * Open Food Facts twin (scripts/off-twin.ts).
 */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  const vision = await startFakeVision();
  // Barcode lookups ask a local Open Food Facts twin that knows only what a test registers.
  const off = await startOffTwin();
  const app = await startApp({
    env: {
      OPENFOODFACTS_BASE_URL: off.baseURL,
      AI_PROVIDER: "openai",
      OPENAI_BASE_URL: `${vision.baseURL}/v1`,
      OPENAI_MODEL: "fake-vision",
      OPENAI_API_KEY: "sk-e2e",
    },
  });
  project.provide("baseURL", app.baseURL);
  project.provide("chromiumPath", chromiumPath);
  project.provide("stateDir", app.stateDir);
  project.provide("visionURL", vision.baseURL);
  project.provide("offURL", off.baseURL);
  return async () => {
    await app.stop();
    await vision.stop();
    await off.stop();
  };
}
