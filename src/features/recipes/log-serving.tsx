import { proteinText } from "@domain/format/protein";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { logMeal } from "@/lib/meals/api";
import { newIdempotencyKey } from "@/lib/meals/meal-cache";
import { refreshAfter } from "@/lib/query-keys";
import { toast } from "@/lib/toast";
import { secondaryButton } from "@/ui/field";
import type { Recipe } from "./api";

/**
 * "Log a serving": one serving of the recipe goes into today's log through
 * the one meal write path, `logMeal` (POST /meals/manual), as the planner does. One key per attempt,
 * so a retried or doubled tap cannot log the same serving twice.
 */
export function LogServingButton({ recipe }: { recipe: Recipe }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const attemptKey = useRef(newIdempotencyKey());

  async function logServing() {
    setPending(true);
    try {
      await logMeal(
        { title: recipe.name, totalProtein: String(recipe.proteinPerServing), mealType: recipe.mealType },
        attemptKey.current,
      );
      attemptKey.current = newIdempotencyKey();
      await refreshAfter(queryClient, "meal");
      toast.success("Meal Added", {
        description: `One serving of ${recipe.name} (${proteinText(recipe.proteinPerServing)} protein) was added to today's log.`,
      });
    } catch {
      toast.error("Error", { description: "Failed to add meal. Please try again." });
    } finally {
      setPending(false);
    }
  }

  return (
    <button
      type="button"
      className={`${secondaryButton} disabled:opacity-60`}
      disabled={pending}
      onClick={() => void logServing()}
    >
      {pending ? "Adding..." : "Log a serving"}
    </button>
  );
}
