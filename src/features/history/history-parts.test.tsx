import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testMeal } from "@/lib/test-fixtures";
import { DayHeading } from "./day-heading";
import { DeleteMealDialog } from "./delete-meal-dialog";

const meal = testMeal({
  title: "Lentil stew",
  totalProtein: 18.25,
  localDate: "2026-11-28",
  createdAt: "2026-11-28T12:00:00.000Z",
  updatedAt: "2026-11-28T12:00:00.000Z",
});

describe("a history day's heading", () => {
  afterEach(cleanup);

  it("says the day's protein against the goal, ticked once the goal is met", () => {
    render(<DayHeading date="2026-11-28" total={52.6} goal={120} />);
    expect(screen.getByRole("heading", { name: "November 28, 2026" })).toBeTruthy();
    const under = screen.getByText("52.6g of 120g", { exact: false });
    expect(under.textContent?.trim()).toBe("52.6g of 120g");
    expect(under.querySelector("svg")).toBeNull();
    cleanup();
    // The tick is a line icon, and says "goal met" to a screen reader.
    render(<DayHeading date="2026-11-28" total={120} goal={120} />);
    const met = screen.getByText("120.0g of 120g", { exact: false });
    expect(met.textContent).toBe("120.0g of 120g (goal met)");
    expect(met.querySelector("svg")).not.toBeNull();
  });

  it("shows only the date until both the total and the goal are known", () => {
    render(<DayHeading date="2026-11-28" total={40} />);
    expect(screen.getByRole("heading", { name: "November 28, 2026" })).toBeTruthy();
    expect(screen.queryByText(/g of /)).toBeNull();
  });
});

describe("the history's delete confirmation", () => {
  afterEach(cleanup);

  it("names the meal, its protein and where it is removed from, and deletes only when asked", () => {
    const onKeep = vi.fn();
    const onDelete = vi.fn(async () => {});
    render(<DeleteMealDialog meal={meal} from="this device" onKeep={onKeep} onDelete={onDelete} />);
    const dialog = screen.getByRole("dialog", { name: "Delete this meal?" });
    expect(dialog.textContent).toContain("Lentil stew (18.3g) will be removed from this device.");
    fireEvent.click(screen.getByRole("button", { name: "Keep Meal" }));
    expect(onKeep).toHaveBeenCalledTimes(1);
    expect(onDelete).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Delete Meal" }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it("asks to delete once however often it is tapped while the deletion runs", async () => {
    let finish: () => void = () => {};
    const onDelete = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<DeleteMealDialog meal={meal} from="your log" onKeep={() => {}} onDelete={onDelete} />);
    fireEvent.click(screen.getByRole("button", { name: "Delete Meal" }));
    const pending = await screen.findByRole("button", { name: "Deleting..." });
    expect(pending.hasAttribute("disabled")).toBe(true);
    fireEvent.click(pending);
    expect(onDelete).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Delete Meal" }).hasAttribute("disabled")).toBe(false),
    );
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it("is closed while no meal is chosen", () => {
    render(<DeleteMealDialog meal={null} from="your log" onKeep={() => {}} onDelete={async () => {}} />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
