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

interface Running {
  baseURL: string;
  chromiumPath: string;
  stateDir: string;
  visionURL: string;
  offURL: string;
  stop: () => Promise<void>;
}

/** The app and its fakes, started once for every browser project of the run (globalThis is the run's). */
const shared = globalThis as { proteoE2e?: { running: Promise<Running>; users: number } };

async function start(): Promise<Running> {
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
  return {
    baseURL: app.baseURL,
    chromiumPath,
    stateDir: app.stateDir,
    visionURL: vision.baseURL,
    offURL: off.baseURL,
    stop: async () => {
      await app.stop();
      await vision.stop();
      await off.stop();
    },
  };
}

/**
 * Builds and starts the app once (as `npm start`), for every browser test file of every
 * browser project, with photo analysis pointed at a fake OpenAI-compatible server on loopback
 * and barcode lookups at an Open Food Facts twin (scripts/off-twin.ts). It stops when the
 * last project that asked for it is done.
 */
export default async function setup(project: TestProject) {
  shared.proteoE2e ??= { running: start(), users: 0 };
  const mine = shared.proteoE2e;
  mine.users += 1;
  const running = await mine.running;
  project.provide("baseURL", running.baseURL);
  project.provide("chromiumPath", running.chromiumPath);
  project.provide("stateDir", running.stateDir);
  project.provide("visionURL", running.visionURL);
  project.provide("offURL", running.offURL);
  return async () => {
    mine.users -= 1;
    if (mine.users > 0) return;
    shared.proteoE2e = undefined;
    await running.stop();
  };
}
