import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithQuery, testMeal } from "@/lib/test-fixtures";
import { toast } from "@/lib/toast";
import { GuestEditMealDialog } from "../guest/guest-edit-meal-dialog";
import { EditMealDialog } from "./edit-meal-dialog";

const updateGuestMeal = vi.hoisted(() => vi.fn());
vi.mock("@/lib/guest/guest-meals", () => ({ updateGuestMeal, refreshGuestMeals: vi.fn(async () => {}) }));

const meal = testMeal({ id: "guest-1", userId: "guest" });

const dialogs = [
  ["an account's", EditMealDialog],
  ["a guest's", GuestEditMealDialog],
] as const;

describe("the meal edit form both dialogs share", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    updateGuestMeal.mockReset();
  });

  for (const [whose, Dialog] of dialogs) {
    it(`leaves the checks to the spec's toasts and stops the name where the server does: ${whose}`, () => {
      renderWithQuery(<Dialog meal={meal} onClose={() => {}} />);
      const form = screen.getByLabelText("Meal name").closest("form");
      expect(form?.noValidate).toBe(true);
      expect(screen.getByLabelText("Meal name").getAttribute("maxlength")).toBe("200");
      const protein = screen.getByLabelText("Protein (g)");
      expect([protein.getAttribute("min"), protein.getAttribute("step")]).toEqual(["0", "0.1"]);
    });
  }

  it("refuses a negative amount on a guest's meal with the spec's toast, keeping the meal as it was", async () => {
    const error = vi.spyOn(toast, "error");
    renderWithQuery(<GuestEditMealDialog meal={meal} onClose={() => {}} />);
    fireEvent.input(screen.getByLabelText("Protein (g)"), { target: { value: "-5" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith("Invalid Value", { description: "Please enter a valid protein amount." }),
    );
    expect(updateGuestMeal).not.toHaveBeenCalled();
  });

  it("saves a guest's edit rounded to a tenth, with the trimmed name", async () => {
    const onClose = vi.fn();
    renderWithQuery(<GuestEditMealDialog meal={meal} onClose={onClose} />);
    fireEvent.input(screen.getByLabelText("Meal name"), { target: { value: "  Rice bowl " } });
    fireEvent.input(screen.getByLabelText("Protein (g)"), { target: { value: "12.25" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(updateGuestMeal).toHaveBeenCalledWith("guest-1", {
      title: "Rice bowl",
      totalProtein: 12.3,
      mealType: "lunch",
    });
  });
});
