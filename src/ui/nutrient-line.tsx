import { proteinText } from "@domain/format/protein";

/** A nutrient amount to one decimal, as the food lists show it. */
export const fmt = (n: number) => String(Math.round(n * 10) / 10);

/** kcal, fat and carbs beside protein, smaller; a value SR28 lacks is left out. */
export function NutrientLine({
  protein,
  kcal,
  fat,
  carbs,
  per,
}: {
  protein?: number;
  kcal: number | null;
  fat: number | null;
  carbs: number | null;
  per?: string;
}) {
  const rest = [
    kcal === null ? null : `${Math.round(kcal)} kcal`,
    fat === null ? null : `fat ${fmt(fat)} g`,
    carbs === null ? null : `carbs ${fmt(carbs)} g`,
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <span className="block text-sm">
      {protein !== undefined && (
        <span className="font-semibold text-brand-700 dark:text-brand-500">{proteinText(protein)} protein</span>
      )}
      {protein !== undefined && " "}
      <span className="text-xs text-slate-500 dark:text-slate-400">
        {rest}
        {per ? ` ${per}` : ""}
      </span>
    </span>
  );
}
