import type { PackagedFood } from "./api";

/**
 * Where a food's numbers come from. Open Food Facts' data is under the Open Database
 * License, which asks for attribution wherever it is shown.
 */
export function FoodSource({ food }: { food: PackagedFood }) {
  if (food.id.startsWith("off:")) {
    return (
      <p className="text-xs text-slate-600 dark:text-slate-400">
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
      </p>
    );
  }
  return (
    <p className="text-xs text-slate-600 dark:text-slate-400">
      Source: {food.source}, entered by you{food.barcode ? ` (barcode ${food.barcode})` : ""}.
    </p>
  );
}
