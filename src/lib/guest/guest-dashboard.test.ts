import { guestMealSchema } from "@domain/meals/guest-meal";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { guestDashboard } from "./guest-dashboard";
import { deleteGuestMeal, guestGoals, loadGuestMeals, saveGuestManualMeal, updateGuestMeal } from "./guest-meals";

const photoOnly = (id: string, createdAt: string) => ({
  id,
  mealType: "lunch",
  totalProtein: "0",
  imageUrl: null,
  hasLocalPhoto: false,
  createdAt,
  foodItems: [{ name: "Meal" }],
  isGuest: true,
});

const NOW = new Date("2026-11-23T15:00:00Z");

describe("a guest's dashboard from local meals", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.useRealTimers());

  it("counts hand-logged protein, a photo alone as 0, and streaks over local days", async () => {
    // The meal saved below is dated by the clock: it is NOW's day, whatever day the test runs.
    vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
    localStorage.setItem(
      "guestMeals",
      JSON.stringify([
        photoOnly("p1", "2026-11-23T09:00:00Z"),
        { ...photoOnly("h1", "2026-11-22T12:00:00Z"), totalProtein: "45", title: "Lentil stew", foodItems: [] },
        { ...photoOnly("h0", "2026-11-20T12:00:00Z"), totalProtein: "20", title: "Eggs", foodItems: [] },
        { junk: true },
        "not a meal",
      ]),
    );
    await saveGuestManualMeal({ title: "Tofu bowl", totalProtein: 30, mealType: "dinner", photo: null });
    const meals = await loadGuestMeals("UTC");
    expect(meals.map((m) => m.id.startsWith("guest_meal_") || m.id)).toEqual([true, "p1", "h1", "h0"]);

    const data = guestDashboard(meals, guestGoals(), NOW, "UTC");
    expect(data.totalProtein).toBe(30);
    expect(data.goals).toEqual({ dailyGoal: 100, weeklyGoal: 700, monthlyGoal: 3000 });
    expect(data.streak).toEqual({ current: 2, longest: 2 });
    // Today's meals by the per-meal band: the tofu bowl in it, the photo alone (shown as 0 g) below.
    expect(data.week.at(-1)).toEqual({
      date: "2026-11-23",
      totalProtein: 30,
      band: { meals: 2, below: 1, inBand: 1, above: 0 },
    });
    expect(data.week.find((d) => d.date === "2026-11-22")?.band).toEqual({ meals: 1, below: 0, inBand: 0, above: 1 });
    // 95 g since the first meal on the 20th, 4 days ago counting today: 95 / 4 = 23.75
    expect(data.weeklyAverage).toBe(23.8);
    expect(data.month).toEqual({ start: "2026-11-01", total: 95, goal: 3000 });
    expect(data.recentMeals.map((m) => m.title ?? m.foodItems[0]?.name)).toEqual(["Tofu bowl", "Meal", "Lentil stew"]);
    expect(data.xp).toBeNull();
  });

  it("uses the local onboarding goal when it is a valid goal, else the default", () => {
    localStorage.setItem("guestProfile", JSON.stringify({ dailyGoal: 140 }));
    expect(guestGoals()).toEqual({ dailyGoal: 140, weeklyGoal: 980, monthlyGoal: 4200 });
    localStorage.setItem("guestProfile", JSON.stringify({ dailyGoal: 5000 }));
    expect(guestGoals().dailyGoal).toBe(100);
  });

  it("stores hand-logged meals the migration accepts, and edits and deletes them locally", async () => {
    const saved = await saveGuestManualMeal({ title: "Tofu bowl", totalProtein: 30, mealType: "dinner", photo: null });
    updateGuestMeal(saved.id, { title: "Big tofu bowl", totalProtein: 42.5 });
    const stored = JSON.parse(localStorage.getItem("guestMeals") ?? "[]") as unknown[];
    const parsed = guestMealSchema.parse(stored[0]);
    expect(parsed).toMatchObject({ title: "Big tofu bowl", totalProtein: 42.5, mealType: "dinner" });
    await deleteGuestMeal(saved.id).catch(() => undefined);
    expect(localStorage.getItem("guestMeals")).toBeNull();
  });
});
