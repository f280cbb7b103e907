import { describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";

describe("the app's router (ADR 034)", () => {
  it("routes every path with Hono's RegExpRouter, not the slower TrieRouter it falls back to", () => {
    // SmartRouter tries RegExpRouter first and keeps TrieRouter only when some path does not fit
    // it (a parameter where another path has a fixed word, as /api/foods/:ndb beside
    // /api/foods/custom had). It decides on the first match.
    const app = createApp();
    app.router.match("GET", "/api/health");
    expect(app.router.name).toBe("SmartRouter + RegExpRouter");
  });
});
