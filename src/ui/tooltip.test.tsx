import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadTooltips, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, Tooltip, TooltipGroup } from "./tooltip";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const tooltip = () => screen.queryByRole("tooltip")?.textContent ?? null;
const hover = (element: HTMLElement) => fireEvent.pointerMove(element, { pointerType: "mouse" });
/** The pointer leaves the trigger and goes on moving, away from the tooltip too. */
function leave(element: HTMLElement) {
  fireEvent.pointerLeave(element, { pointerType: "mouse", clientX: 500, clientY: 500 });
  fireEvent.pointerMove(document, { pointerType: "mouse", clientX: 900, clientY: 900 });
}
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function Badges() {
  return (
    <TooltipGroup>
      <ul>
        <Tooltip content="Log your first meal">
          <li>First Bite</li>
        </Tooltip>
        <Tooltip content="Three days in a row">
          <li>On a Roll</li>
        </Tooltip>
      </ul>
    </TooltipGroup>
  );
}

describe("Tooltip (shown after 700 ms, 300 ms between tooltips)", () => {
  it("states the spec's delays", () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
  });

  it("renders the trigger alone until the library is in", () => {
    render(<Badges />);
    expect(screen.getByText("First Bite").tagName).toBe("LI");
    expect(screen.getByText("First Bite").hasAttribute("data-state")).toBe(false);
  });

  it("loads the library and keeps the focus of a trigger that had it", async () => {
    render(
      <Tooltip content="Close">
        <button type="button" aria-label="Close">
          ×
        </button>
      </Tooltip>,
    );
    screen.getByRole("button", { name: "Close" }).focus();
    await act(() => loadTooltips());
    const button = screen.getByRole("button", { name: "Close" });
    expect(button.getAttribute("data-state")).not.toBeNull();
    expect(document.activeElement).toBe(button);
  });

  describe("once loaded", () => {
    beforeAll(async () => {
      await loadTooltips();
    });

    it("opens after 700 ms of hovering, not before", () => {
      vi.useFakeTimers();
      render(<Badges />);
      hover(screen.getByText("First Bite"));
      wait(TOOLTIP_DELAY_MS - 1);
      expect(tooltip()).toBeNull();
      wait(1);
      expect(tooltip()).toBe("Log your first meal");
    });

    it("opens the next one at once within 300 ms, and waits 700 ms again after that", () => {
      vi.useFakeTimers();
      render(<Badges />);
      const [first, second] = [screen.getByText("First Bite"), screen.getByText("On a Roll")];
      hover(first);
      wait(TOOLTIP_DELAY_MS);
      leave(first);
      wait(TOOLTIP_SKIP_DELAY_MS - 50);
      hover(second);
      expect(tooltip()).toBe("Three days in a row");

      leave(second);
      wait(TOOLTIP_SKIP_DELAY_MS + 50);
      hover(first);
      wait(TOOLTIP_DELAY_MS - 1);
      expect(tooltip()).toBeNull();
      wait(1);
      expect(tooltip()).toBe("Log your first meal");
    });
  });
});
