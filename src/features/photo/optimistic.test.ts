import type { Meal } from "@domain/meals/meal";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { ANALYZING_KEY, isOptimistic, withAnalyzing } from "@/lib/meals/meal-cache";
import { insertOptimistic, optimisticMeal, removeOptimistic } from "./optimistic";

const logged = (id: string): Meal => ({ ...optimisticMeal("lunch", "/api/objects/x"), id, title: id });

describe("the 'Analyzing meal...' placeholders shown while a photo is analysed", () => {
  it("are kept under their own key, even when no meals list was ever loaded", () => {
    const queryClient = new QueryClient();
    const first = optimisticMeal("dinner", "/api/objects/a");
    const second = optimisticMeal("snack", "/api/objects/b");
    insertOptimistic(queryClient, first);
    insertOptimistic(queryClient, second);
    expect(queryClient.getQueryData<Meal[]>(ANALYZING_KEY)?.map((m) => m.id)).toEqual([second.id, first.id]);
    removeOptimistic(queryClient, second.id);
    expect(queryClient.getQueryData<Meal[]>(ANALYZING_KEY)).toEqual([first]);
  });

  it("go on top of a list, which keeps its own order", () => {
    const placeholder = optimisticMeal("lunch", "/api/objects/a");
    const list = withAnalyzing([logged("m2"), logged("m1")], [placeholder]);
    expect(list.map((m) => m.id)).toEqual([placeholder.id, "m2", "m1"]);
    expect(list.map(isOptimistic)).toEqual([true, false, false]);
  });

  it("are dated on the viewer's own calendar day and have distinct ids", () => {
    const a = optimisticMeal("lunch", "/x");
    const b = optimisticMeal("lunch", "/x");
    expect(a.id).not.toBe(b.id);
    expect(a.localDate).toBe(new Date().toLocaleDateString("en-CA"));
  });
});
