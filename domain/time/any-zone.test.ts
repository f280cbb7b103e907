import { describe, expect, it } from "vitest";
import { anyZoneToday } from "./any-zone";
import { localDate } from "./local-day";

describe("anyZoneToday", () => {
  it("contains today in the zones furthest behind and ahead of UTC, at both ends of a UTC day", () => {
    for (const iso of ["2026-03-01T00:00:00Z", "2026-03-01T11:59:00Z", "2026-03-01T23:59:59Z"]) {
      const now = Date.parse(iso);
      const { earliest, latest } = anyZoneToday(now);
      for (const zone of ["Etc/GMT+12", "Pacific/Pago_Pago", "UTC", "Asia/Kathmandu", "Pacific/Kiritimati"]) {
        const today = localDate(now, zone);
        expect(today >= earliest && today <= latest, `${zone} at ${iso}`).toBe(true);
      }
    }
    expect(anyZoneToday(Date.parse("2026-03-01T12:00:00Z"))).toEqual({ earliest: "2026-02-28", latest: "2026-03-02" });
  });
});
