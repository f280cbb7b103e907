import { BADGES } from "@domain/gamification/badges";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { BadgeIcon } from "./badge-icon";

afterEach(cleanup);

describe("BadgeIcon (ADR 040)", () => {
  it("draws every badge the app awards as SVG, never its emoji", () => {
    for (const badge of BADGES) {
      const { container } = render(<BadgeIcon badge={badge} />);
      expect(container.querySelector("svg[aria-hidden='true']"), badge.id).not.toBeNull();
      expect(container.textContent, badge.id).toBe("");
      cleanup();
    }
  });

  it("shows a badge's own emoji when it has no SVG yet", () => {
    const { container } = render(<BadgeIcon badge={{ id: "a_new_badge", icon: "🦄" }} />);
    expect(container.querySelector("svg")).toBeNull();
    expect(container.textContent).toBe("🦄");
  });
});
