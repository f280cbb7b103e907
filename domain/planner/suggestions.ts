import type { HealthGoal } from "../goals/formula";
import type { MealType } from "../meals/guest-meal";

/** The planner suggests at most five meals. */
export const MAX_SUGGESTIONS = 5;

/** What the ranking needs of a meal; PlannerMeal has it all. */
export interface RankableMeal {
  id: string;
  name: string;
  proteinGrams: number;
  healthGoal: HealthGoal;
  mealType: MealType;
}

/**
 * Grams still needed today: the goal minus what was eaten, never below 0, to one decimal so
 * a 62.5 g day against 100 g reads "37.5g needed".
 */
export function remainingProtein(eaten: number, goal: number): number {
  const left = Math.round((goal - eaten) * 10) / 10;
  return Math.max(left, 0);
}

export interface PlannerOptions<M extends RankableMeal> {
  /** The 'Smart Suggestions' group: up to five, best match first. */
  suggestions: M[];
  /** The 'All {Type} Options' group: every other meal of the goal and type, by name. */
  others: M[];
}

/**
 * The two groups of the planner's meal selector (Smart Suggestions and All {Type} Options), defined precisely:
 *
 * - Candidates are the meals of the user's health goal and the chosen meal type; meals of
 *   another goal or type are never offered.
 * - While protein is still needed (remaining > 0), candidates are ranked by how close their
 *   protein is to the remaining grams, |proteinGrams − remaining|. On a tie the meal with more
 *   protein wins (it closes the gap rather than falling short), then catalogue order.
 * - When the goal is met (remaining ≤ 0), candidates are ranked by protein, highest first,
 *   then catalogue order.
 * - The first five are the suggestions. A meal already shown as a suggestion for the goal is
 *   excluded from the 'All {Type} Options' group, so each meal is listed exactly once; that
 *   group holds the rest, sorted by name.
 */
export function plannerOptions<M extends RankableMeal>(
  meals: readonly M[],
  context: { healthGoal: HealthGoal; mealType: MealType; remaining: number },
): PlannerOptions<M> {
  const { healthGoal, mealType, remaining } = context;
  const candidates = meals
    .map((meal, order) => ({ meal, order }))
    .filter(({ meal }) => meal.healthGoal === healthGoal && meal.mealType === mealType);
  const goalMet = remaining <= 0;
  const ranked = [...candidates].sort((a, b) => {
    if (!goalMet) {
      const gap = Math.abs(a.meal.proteinGrams - remaining) - Math.abs(b.meal.proteinGrams - remaining);
      if (gap !== 0) return gap;
    }
    return b.meal.proteinGrams - a.meal.proteinGrams || a.order - b.order;
  });
  const suggestions = ranked.slice(0, MAX_SUGGESTIONS).map((c) => c.meal);
  const shown = new Set(suggestions.map((m) => m.id));
  const others = candidates
    .map((c) => c.meal)
    .filter((m) => !shown.has(m.id))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
  return { suggestions, others };
}
