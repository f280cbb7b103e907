import { describe, expect, it } from "vitest";
import { failedModuleUrl, importAfresh } from "./import-afresh";

const here = (path: string) => new URL(path, location.origin).href;

describe("the address of a module whose download failed", () => {
  it("is read from Chromium's and Firefox's errors, without an earlier retry's mark", () => {
    const chromium = new TypeError(
      `Failed to fetch dynamically imported module: ${here("/assets/period-views-B1.js")}`,
    );
    const firefox = new TypeError(
      `error loading dynamically imported module: ${here("/assets/period-views-B1.js?retry=2")}`,
    );
    expect(failedModuleUrl(chromium)?.href).toBe(here("/assets/period-views-B1.js"));
    expect(failedModuleUrl(firefox)?.href).toBe(here("/assets/period-views-B1.js"));
  });

  it("is unknown when the error names none (Safari) or names another site's", () => {
    expect(failedModuleUrl(new TypeError("Importing a module script failed."))).toBeUndefined();
    expect(
      failedModuleUrl(new TypeError("Failed to fetch dynamically imported module: https://elsewhere.example/x.js")),
    ).toBeUndefined();
    expect(failedModuleUrl("not an error")).toBeUndefined();
  });
});

describe("a loader that imports afresh", () => {
  it("asks its own loader again when the failure named no address, and keeps what loaded", async () => {
    let calls = 0;
    const load = importAfresh(() => {
      calls++;
      return calls === 1
        ? Promise.reject(new TypeError("Importing a module script failed."))
        : Promise.resolve({ n: calls });
    });
    await expect(load()).rejects.toThrow("Importing a module script failed.");
    await expect(load()).resolves.toEqual({ n: 2 });
    expect(calls).toBe(2);
  });

  it("wraps a loader once, so a preload and the piece share what failed", () => {
    const load = importAfresh(() => Promise.resolve(1));
    expect(importAfresh(load)).toBe(load);
  });
});
