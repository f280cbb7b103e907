import type { Meal } from "@domain/meals/meal";
import { Apple, type IconNode, Salad, Sunrise, UtensilsCrossed } from "lucide";
import { Icon } from "./icon";

/** A meal type's icon in meal rows, drawn as SVG like every icon on the first screen (ADR 040). */
const ICONS: Record<Meal["mealType"], IconNode> = {
  breakfast: Sunrise,
  lunch: Salad,
  dinner: UtensilsCrossed,
  snack: Apple,
};

export function MealTypeIcon({ type, className }: { type: Meal["mealType"]; className?: string }) {
  return <Icon node={ICONS[type]} className={className} />;
}
