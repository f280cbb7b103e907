import type { FoodDto } from "@domain/foods/schemas";
import { fmt, NutrientLine } from "@/ui/nutrient-line";

const sourceClass = "block text-xs text-slate-500 dark:text-slate-400";

/**
 * Where a food's numbers come from: "USDA SR28, NDB 01123", the
 * person's own entry, or Open Food Facts, whose Open Database License asks for attribution
 * wherever its data is shown.
 */
export function FoodSource({ food }: { food: Pick<FoodDto, "id" | "source" | "barcode"> }) {
  if (food.id.startsWith("off:")) {
    return (
      <span className={sourceClass}>
        Source:{" "}
        <a
          className="underline"
          href={`https://world.openfoodfacts.org/product/${food.barcode}`}
          target="_blank"
          rel="noreferrer"
        >
          Open Food Facts
        </a>
        , data under the{" "}
        <a className="underline" href="https://opendatacommons.org/licenses/odbl/1-0/" target="_blank" rel="noreferrer">
          Open Database License (ODbL)
        </a>
        . Barcode {food.barcode}.
      </span>
    );
  }
  if (food.id.startsWith("custom:")) {
    return (
      <span className={sourceClass}>
        Source: {food.source}, entered by you{food.barcode ? ` (barcode ${food.barcode})` : ""}.
      </span>
    );
  }
  return <span className={sourceClass}>Source: {food.source}</span>;
}

/** The food detail: its group, its values per 100 g and its source. */
export function FoodFacts({ food }: { food: FoodDto }) {
  return (
    <section aria-label={`About ${food.name}`}>
      <h3 className="font-semibold">{food.name}</h3>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {food.brand ? `${food.brand} · ${food.group}` : food.group}
      </p>
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
      <FoodSource food={food} />
    </section>
  );
}
