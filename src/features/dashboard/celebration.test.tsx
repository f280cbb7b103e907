import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CELEBRATION_MS, Celebration } from "./celebration";

// Fake timers: the 3 s are counted by the test, never by a machine that may be busy.
beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const shown = () => screen.queryByRole("alert")?.textContent?.includes("Goal Crushed!") ?? false;

describe("Celebration ('Goal Crushed!' when the day's goal is reached)", () => {
  it("shows when the goal is reached and stays for exactly 3 seconds", () => {
    expect(CELEBRATION_MS).toBe(3000);
    const { rerender } = render(<Celebration date="2026-11-23" met={false} />);
    expect(shown()).toBe(false);
    rerender(<Celebration date="2026-11-23" met={true} />);
    expect(shown()).toBe(true);
    act(() => vi.advanceTimersByTime(CELEBRATION_MS - 1));
    expect(shown()).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe(false);
  });

  it("is tapped away at once", () => {
    render(<Celebration date="2026-11-23" met={true} />);
    act(() => vi.advanceTimersByTime(100));
    fireEvent.click(screen.getByRole("button", { name: /Goal Crushed!/ }));
    expect(shown()).toBe(false);
  });

  it("is closed by Escape", () => {
    render(<Celebration date="2026-11-23" met={true} />);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(shown()).toBe(false);
  });

  it("celebrates a day once in this browser", () => {
    const first = render(<Celebration date="2026-11-23" met={true} />);
    act(() => vi.advanceTimersByTime(CELEBRATION_MS));
    first.unmount();
    render(<Celebration date="2026-11-23" met={true} />);
    expect(shown()).toBe(false);
  });
});
