import type { TestProject } from "vitest/node";
import { findChromium } from "../support/chromium";
import { startFakeVision } from "../support/fake-vision-server";
import { startApp } from "../support/server";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    chromiumPath: string;
    stateDir: string;
    visionURL: string;
  }
}

/**
 * Builds and starts the app once (as `npm start`), for every browser test file, with photo
 * analysis pointed at a fake OpenAI-compatible server on loopback.
 */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  const vision = await startFakeVision();
  const app = await startApp({
    env: {
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
  return async () => {
    await app.stop();
    await vision.stop();
  };
}
