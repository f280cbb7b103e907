import { proteinText } from "@domain/format/protein";
import type { MealType } from "@domain/meals/guest-meal";
import type { PlannerMeal } from "@domain/planner/meal";
import type { PlannerOptions } from "@domain/planner/suggestions";
import { formatAmount } from "@domain/stats/format-amount";
import { useId } from "react";
import { inputClass } from "@/ui/field";
import { MEAL_TYPE_NAMES } from "@/ui/meal-type-label";

const optionText = (m: PlannerMeal) => `${m.name} (${proteinText(m.proteinGrams)} protein)`;

/**
 * The meal selector: 'Smart Suggestions ({n}g needed)' first, then
 * 'All {Type} Options'. A native select, so it is keyboard- and screen-reader-friendly and
 * opens the phone's own picker.
 */
export function MealSelect({
  options,
  mealType,
  remaining,
  value,
  onChange,
}: {
  options: PlannerOptions<PlannerMeal>;
  mealType: MealType;
  remaining: number;
  value: string;
  onChange: (mealId: string) => void;
}) {
  const id = useId();
  return (
    <div className="text-sm font-medium">
      <label htmlFor={id} className="block">
        Meal
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass}>
        <option value="">Choose a meal...</option>
        {options.suggestions.length > 0 && (
          <optgroup label={`Smart Suggestions (${formatAmount(remaining)}g needed)`}>
            {options.suggestions.map((m) => (
              <option key={m.id} value={m.id}>
                {optionText(m)}
              </option>
            ))}
          </optgroup>
        )}
        {options.others.length > 0 && (
          <optgroup label={`All ${MEAL_TYPE_NAMES[mealType]} Options`}>
            {options.others.map((m) => (
              <option key={m.id} value={m.id}>
                {optionText(m)}
              </option>
            ))}
          </optgroup>
        )}
      </select>
    </div>
  );
}
