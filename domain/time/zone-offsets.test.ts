import { describe, expect, it } from "vitest";
import { zoneOffsets } from "./named-zone-offsets";
import { deviceZoneOffsets, sameOffsets } from "./zone-offsets";

describe("zoneOffsets", () => {
  it("gives a zone's winter and summer offsets as Date#getTimezoneOffset does", () => {
    expect(zoneOffsets("America/New_York", 2026)).toEqual([300, 240]);
    expect(zoneOffsets("Europe/Paris", 2026)).toEqual([-60, -120]);
    expect(zoneOffsets("Australia/Sydney", 2026)).toEqual([-660, -600]);
    expect(zoneOffsets("Asia/Kolkata", 2026)).toEqual([-330, -330]);
    expect(zoneOffsets("UTC", 2026)).toEqual([0, 0]);
  });

  it("agrees with the device's own offsets for the device's own zone", () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(deviceZoneOffsets(2026)).toEqual(zoneOffsets(zone, 2026));
  });
});

describe("sameOffsets", () => {
  it("tells zones that keep the same days from those that do not", () => {
    expect(sameOffsets(zoneOffsets("Europe/Paris", 2026), zoneOffsets("Europe/Berlin", 2026))).toBe(true);
    expect(sameOffsets(zoneOffsets("America/Denver", 2026), zoneOffsets("America/Phoenix", 2026))).toBe(false);
    expect(sameOffsets(zoneOffsets("UTC", 2026), zoneOffsets("Europe/London", 2026))).toBe(false);
  });
});
