import { hasNutrients, type Nutrients } from "@domain/meals/nutrients";
import { NutrientLine } from "@/ui/nutrient-line";

/**
 * kcal, fat and carbs beside a food's or meal's protein, smaller; what is not
 * known is left out, and nothing is shown when none of it is.
 */
export function FoodNutrients({ value }: { value: Nutrients }) {
  if (!hasNutrients(value)) return null;
  return <NutrientLine kcal={value.kcal} fat={value.fat} carbs={value.carbs} />;
}
