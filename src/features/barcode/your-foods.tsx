import type { LabelReading } from "@domain/custom-foods/label-reading";
import type { FoodDto } from "@domain/foods/schemas";
import { proteinText } from "@domain/format/protein";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { serverMessage } from "@/lib/api";
import { customFoodId, customFoodsQuery, deleteCustomFood } from "@/lib/foods/api";
import { refreshAfter } from "@/lib/query-keys";
import { toast } from "@/lib/toast";
import { secondaryButton } from "@/ui/field";
import { LabelScan } from "./label-scan";

const smallButton = "min-h-11 rounded-lg px-3 text-sm font-semibold";

/** The user's own foods: log one, edit it, delete it, or create another (typed, or read from a photo of its label). */
export function YourFoods({
  aiOff,
  onLog,
  onEdit,
  onCreate,
}: {
  /** This server has no vision provider, so labels cannot be read. */
  aiOff: boolean;
  onLog: (food: FoodDto) => void;
  onEdit: (food: FoodDto) => void;
  onCreate: (label: LabelReading | null) => void;
}) {
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useQuery(customFoodsQuery());
  const [confirming, setConfirming] = useState<string | null>(null);

  async function remove(food: FoodDto) {
    try {
      await deleteCustomFood(customFoodId(food));
      await refreshAfter(queryClient, "customFood");
      toast.success("Food Deleted", { description: `${food.name} was removed from Your foods.` });
    } catch (error) {
      toast.error("Error", { description: serverMessage(error) ?? "The food could not be deleted. Please try again." });
    } finally {
      setConfirming(null);
    }
  }

  return (
    <details className="rounded-xl border border-slate-200 dark:border-slate-700">
      <summary className="flex min-h-11 cursor-pointer items-center px-4 font-medium">
        Your foods{data ? ` (${data.foods.length})` : ""}
      </summary>
      <div className="space-y-3 px-4 pb-4">
        {isPending && <p role="status">Loading your foods...</p>}
        {isError && <p role="alert">Your foods could not be loaded.</p>}
        {data && data.foods.length === 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            No foods of your own yet. Create one, scan its nutrition label, or scan a barcode Open Food Facts does not
            know.
          </p>
        )}
        <ul className="divide-y divide-slate-200 dark:divide-slate-700">
          {data?.foods.map((food) => (
            <li key={food.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-medium">{food.name}</span>{" "}
                <span className="text-sm text-slate-600 dark:text-slate-400">
                  {proteinText(food.proteinPer100g)} protein / 100 g
                </span>
              </span>
              {confirming === food.id ? (
                <span className="flex items-center gap-2">
                  <span className="text-sm">Delete {food.name}?</span>
                  <button
                    type="button"
                    className={`${smallButton} bg-red-600 text-white`}
                    onClick={() => void remove(food)}
                  >
                    Delete
                  </button>
                  <button type="button" className={smallButton} onClick={() => setConfirming(null)}>
                    Keep
                  </button>
                </span>
              ) : (
                <span className="flex gap-1">
                  <button
                    type="button"
                    className={smallButton}
                    onClick={() => onLog(food)}
                    aria-label={`Log ${food.name}`}
                  >
                    Log
                  </button>
                  <button
                    type="button"
                    className={smallButton}
                    onClick={() => onEdit(food)}
                    aria-label={`Edit ${food.name}`}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className={smallButton}
                    onClick={() => setConfirming(food.id)}
                    aria-label={`Delete ${food.name}`}
                  >
                    Delete
                  </button>
                </span>
              )}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap items-start gap-2">
          <button type="button" className={`${secondaryButton}`} onClick={() => onCreate(null)}>
            Create a food
          </button>
          <LabelScan aiOff={aiOff} onRead={onCreate} />
        </div>
      </div>
    </details>
  );
}
