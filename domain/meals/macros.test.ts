import { describe, expect, it } from "vitest";
import { invalidMacro, parseMacro } from "./protein-text";
import { manualMealSchema } from "./schemas";

describe("quick add's calories, carbs and fat", () => {
  it("are parsed like protein: a number with or without its unit, empty as none", () => {
    expect(parseMacro("calories", "450")).toBe(450);
    expect(parseMacro("calories", "450 kcal")).toBe(450);
    expect(parseMacro("calories", 449.6)).toBe(450);
    expect(parseMacro("carbs", "30.25g")).toBe(30.3);
    expect(parseMacro("fat", "0")).toBe(0);
    expect(parseMacro("fat", "")).toBeNull();
    expect(parseMacro("fat", "  ")).toBeNull();
    expect(parseMacro("fat", null)).toBeNull();
    expect(parseMacro("fat", undefined)).toBeNull();
  });

  it("are refused when not a number from 0 to the field's most", () => {
    expect(parseMacro("carbs", "lots")).toBeNaN();
    expect(parseMacro("carbs", -1)).toBeNaN();
    expect(parseMacro("carbs", "2001")).toBeNaN();
    expect(parseMacro("calories", "20001")).toBeNaN();
  });

  it("ride along with a manual meal, and a bad one is a clear 400 message naming the field", () => {
    const ok = manualMealSchema.parse({ title: "Burrito", totalProtein: "32", calories: "650", carbs: "70g", fat: "" });
    expect(ok.macros).toEqual({ calories: 650, carbs: 70, fat: null });
    expect(manualMealSchema.parse({ title: "Eggs", totalProtein: "12" }).macros).toEqual({
      calories: null,
      carbs: null,
      fat: null,
    });
    const bad = manualMealSchema.safeParse({ title: "Burrito", totalProtein: "32", fat: "much" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ["fat"], message: invalidMacro("fat") });
    expect(invalidMacro("fat")).toBe("Please enter fat as a number from 0 to 2000 g (e.g., 12), or leave it empty.");
  });
});
