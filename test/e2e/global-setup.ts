import type { TestProject } from "vitest/node";
import { findChromium } from "../support/chromium";
import { startApp } from "../support/server";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    chromiumPath: string;
    stateDir: string;
  }
}

/** Builds and starts the app once (as `npm start`), for every browser test file. */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  const app = await startApp();
  project.provide("baseURL", app.baseURL);
  project.provide("chromiumPath", chromiumPath);
  project.provide("stateDir", app.stateDir);
  return app.stop;
}
