import { describe, expect, it } from "vitest";
import { clockTime } from "./time-zone";

describe("clockTime", () => {
  it("writes the browser's own clock time as Intl's en-US formatter does, every 7 minutes of a day", () => {
    const intl = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });
    for (let t = Date.UTC(2026, 10, 24); t < Date.UTC(2026, 10, 25); t += 7 * 60_000) {
      const iso = new Date(t).toISOString();
      expect(clockTime(iso, undefined)).toBe(intl.format(new Date(t)));
    }
  });

  it("writes a clock time in the zone it is given", () => {
    expect(clockTime("2026-11-24T16:05:00Z", "UTC")).toBe("4:05 PM");
    expect(clockTime("2026-11-24T00:30:00Z", "Asia/Tokyo")).toBe("9:30 AM");
    expect(clockTime("2026-11-24T04:59:00Z", "America/New_York")).toBe("11:59 PM");
  });
});
