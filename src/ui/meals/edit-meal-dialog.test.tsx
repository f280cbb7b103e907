import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithQuery, testMeal } from "@/lib/test-fixtures";
import { toast } from "@/lib/toast";
import { EditMealDialog } from "./edit-meal-dialog";

const meal = testMeal({ id: "m/1" });

const setProtein = (value: string) => fireEvent.input(screen.getByLabelText("Protein (g)"), { target: { value } });
const save = () => fireEvent.click(screen.getByRole("button", { name: /save/i }));

describe("EditMealDialog", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("refuses what the server refuses (over 1000 g) in the spec's words, sending nothing", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    const error = vi.spyOn(toast, "error");
    renderWithQuery(<EditMealDialog meal={meal} onClose={() => {}} />);
    setProtein("5000");
    save();
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith("Invalid Value", { description: "Please enter a valid protein amount." }),
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("sends the edit through the typed client: the meal's own path, the rounded grams", async () => {
    const fetchSpy = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => Response.json({ ...meal }));
    vi.stubGlobal("fetch", fetchSpy);
    const onClose = vi.fn();
    renderWithQuery(<EditMealDialog meal={meal} onClose={onClose} />);
    setProtein("42.44");
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(String(url)).toBe("/api/meals/m%2F1/protein");
    expect(init?.method).toBe("PATCH");
    expect(JSON.parse(String(init?.body))).toEqual({ totalProtein: 42.4, mealName: "Chicken bowl", mealType: "lunch" });
  });
});
