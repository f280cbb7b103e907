import { describe, expect, it } from "vitest";
import { lastSeenText } from "./sessions";

const NOW = Date.parse("2026-12-01T12:00:00Z");
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const HOUR = 60 * 60_000;

describe("lastSeenText", () => {
  it("claims nothing finer than the hour it is kept to", () => {
    expect(lastSeenText(ago(0), NOW)).toBe("Last active in the last hour");
    expect(lastSeenText(ago(59 * 60_000), NOW)).toBe("Last active in the last hour");
    // A clock a little ahead of the server's.
    expect(lastSeenText(ago(-60_000), NOW)).toBe("Last active in the last hour");
  });

  it("counts hours for two days, then days", () => {
    expect(lastSeenText(ago(HOUR), NOW)).toBe("Last active 1 hour ago");
    expect(lastSeenText(ago(5 * HOUR + 1), NOW)).toBe("Last active 5 hours ago");
    expect(lastSeenText(ago(47 * HOUR), NOW)).toBe("Last active 47 hours ago");
    expect(lastSeenText(ago(48 * HOUR), NOW)).toBe("Last active 2 days ago");
    expect(lastSeenText(ago(30 * 24 * HOUR), NOW)).toBe("Last active 30 days ago");
  });
});
