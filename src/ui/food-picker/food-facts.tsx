import type { FoodDto } from "@domain/foods/schemas";

const fmt = (n: number) => String(Math.round(n * 10) / 10);

/** kcal, fat and carbs beside protein, smaller (issue 17 item 5); a value SR28 lacks is left out. */
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
        <span className="font-semibold text-brand-700 dark:text-brand-500">{fmt(protein)} g protein</span>
      )}
      {protein !== undefined && " "}
      <span className="text-xs text-slate-500 dark:text-slate-400">
        {rest}
        {per ? ` ${per}` : ""}
      </span>
    </span>
  );
}

/** Where a food's numbers come from (issue 17 item 8), e.g. "USDA SR28, NDB 01123". */
export function FoodSource({ source }: { source: string }) {
  return <span className="block text-xs text-slate-500 dark:text-slate-400">Source: {source}</span>;
}

/** The food detail: its group, its values per 100 g and its source. */
export function FoodFacts({ food }: { food: FoodDto }) {
  return (
    <section aria-label={`About ${food.name}`}>
      <h3 className="font-semibold">{food.name}</h3>
      <p className="text-xs text-slate-500 dark:text-slate-400">{food.group}</p>
      <NutrientLine
        protein={food.proteinPer100g}
        kcal={food.kcalPer100g}
        fat={food.fatPer100g}
        carbs={food.carbsPer100g}
        per="per 100 g"
      />
      {food.fiberPer100g !== null && (
        <p className="text-xs text-slate-500 dark:text-slate-400">fiber {fmt(food.fiberPer100g)} g per 100 g</p>
      )}
      <FoodSource source={food.source} />
    </section>
  );
}
