// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readFloorRows, readFloorSteps } from "./bench-read-floor.ts";

describe("the bench's floor for a read", () => {
  it("measures the platform's hops with no app code first, through the bench's own routes", () => {
    const steps = readFloorSteps("proteo_session=abc");
    expect(steps.slice(0, 3).map((step) => [step.path, step.cookie])).toEqual([
      ["/__bench/d1", undefined],
      ["/__bench/object", undefined],
      ["/__bench/hops", undefined],
    ]);
  });

  it("then goes through the app, signing in only the last two steps with the cookie it is given", () => {
    const steps = readFloorSteps("proteo_session=abc").slice(3);
    expect(steps.map((step) => step.cookie)).toEqual([
      undefined,
      undefined,
      "proteo_session=abc",
      "proteo_session=abc",
    ]);
    expect(steps.every((step) => step.path.startsWith("/api/"))).toBe(true);
  });

  it("gives each step's share of the bare route measured beside it", () => {
    const steps = readFloorSteps("c");
    const rows = readFloorRows(
      400,
      steps,
      [{ rps: 320 }, { rps: 300 }, { rps: 240 }, { rps: 410 }, { rps: 300 }, { rps: 250.4 }, { rps: 180 }],
      [200, 200, 200, 401, 200, 200, 200],
    );
    expect(rows.map((row) => row["x of bare"])).toEqual([
      "1.00x",
      "0.80x",
      "0.75x",
      "0.60x",
      "1.02x",
      "0.75x",
      "0.63x",
      "0.45x",
    ]);
    expect(rows.map((row) => row["req/s"])).toEqual([400, 320, 300, 240, 410, 300, 250, 180]);
    expect(rows.map((row) => row.status)).toEqual([200, 200, 200, 200, 401, 200, 200, 200]);
  });

  it("refuses measurements that do not match its steps", () => {
    expect(() => readFloorRows(400, readFloorSteps("c"), [{ rps: 1 }], [200])).toThrow(/7 steps but 1 measurements/);
  });

  it("says so when the bare route was not measured", () => {
    const steps = readFloorSteps("c");
    const rows = readFloorRows(
      0,
      steps,
      steps.map(() => ({ rps: 1 })),
      steps.map(() => 200),
    );
    expect(rows[1]?.["x of bare"]).toBe("n/a");
  });
});
