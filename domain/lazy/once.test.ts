import { describe, expect, it } from "vitest";
import { once } from "./once";

describe("once", () => {
  it("builds nothing until first asked, then keeps what it built", () => {
    let builds = 0;
    const value = once(() => ({ built: ++builds }));
    expect(builds).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(builds).toBe(1);
  });

  it("tries again after a build that threw", () => {
    let calls = 0;
    const value = once(() => {
      calls++;
      if (calls === 1) throw new Error("not yet");
      return "ready";
    });
    expect(() => value()).toThrow("not yet");
    expect(value()).toBe("ready");
    expect(value()).toBe("ready");
    expect(calls).toBe(2);
  });
});
