import type { LabelReading } from "@domain/custom-foods/label-reading";
import { type CustomFoodInput, customFoodInputSchema } from "@domain/custom-foods/schemas";
import type { FoodDto } from "@domain/foods/schemas";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { serverMessage } from "@/lib/api";
import { createCustomFood, customFoodId, updateCustomFood } from "@/lib/foods/api";
import { refreshAfter } from "@/lib/query-keys";
import { toast } from "@/lib/toast";
import { choiceClass, primaryButton, secondaryButton, TextField } from "@/ui/field";

type Basis = "100g" | "serving";

const numberOrNull = (text: string) => (text.trim() === "" ? null : Number(text.replace(",", ".")));

const figure = (value: number | null) => (value === null ? "" : String(value));

/**
 * What the form starts from when a label was read: the serving's figures when the label gave
 * a serving size (so they compare with the label at a glance, and the serving is kept), else
 * the figures per 100 g.
 */
function labelValues(label: LabelReading, name: string) {
  const values = label.perServing ?? label.per100g;
  return {
    name: label.name ?? name,
    brand: label.brand ?? "",
    basis: (label.perServing ? "serving" : "100g") as Basis,
    protein: figure(values.protein),
    kcal: figure(values.kcal),
    servingGrams: label.perServing ? figure(label.servingGrams) : "",
    servingLabel: "",
  };
}

/** What the form starts from: an own food being edited, or a blank label (maybe with its barcode). */
function initialValues(food: FoodDto | null, name: string) {
  const serving = food?.portions[0];
  return {
    name: food?.name ?? name,
    brand: food?.brand ?? "",
    basis: (serving ? "serving" : "100g") as Basis,
    protein: food ? String(serving ? Math.round(food.proteinPer100g * serving.grams) / 100 : food.proteinPer100g) : "",
    kcal:
      food?.kcalPer100g == null
        ? ""
        : String(serving ? Math.round(food.kcalPer100g * serving.grams) / 100 : food.kcalPer100g),
    servingGrams: serving ? String(serving.grams) : "",
    servingLabel: serving ? serving.label.replace(/^1 /, "").replace(/^serving$/, "") : "",
  };
}

/**
 * "Create a food": the numbers from a label, per 100 g or per serving, checked with the
 * same rules the server applies (domain/custom-foods/schemas.ts) before anything is sent.
 * Also edits an own food when given one.
 */
export function CustomFoodForm({
  barcode,
  editing = null,
  initialName = "",
  label = null,
  onSaved,
  onCancel,
}: {
  barcode: string | null;
  editing?: FoodDto | null;
  /** What the name starts as: the words searched for when the picker found nothing. */
  initialName?: string;
  /** A nutrition label read from a photo: the form starts from its numbers, for the user to check. */
  label?: LabelReading | null;
  onSaved: (food: FoodDto) => void;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const id = useId();
  const [values, setValues] = useState(() =>
    label && !editing ? labelValues(label, initialName) : initialValues(editing, initialName),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));
  const numberField = (field: "servingGrams" | "protein" | "kcal", label: string) => (
    <TextField label={label} inputMode="decimal" value={values[field]} onChange={set(field)} maxLength={8} />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input: CustomFoodInput = {
      name: values.name,
      brand: values.brand,
      basis: values.basis,
      protein: numberOrNull(values.protein) ?? Number.NaN,
      kcal: numberOrNull(values.kcal),
      servingGrams: values.basis === "serving" ? numberOrNull(values.servingGrams) : null,
      servingLabel: values.servingLabel,
      barcode: editing ? editing.barcode : barcode,
    };
    const check = customFoodInputSchema.safeParse(input);
    if (!check.success) {
      setProblem(check.error.issues[0]?.message ?? "Check the numbers and try again.");
      return;
    }
    setProblem(null);
    setPending(true);
    try {
      const saved = editing ? await updateCustomFood(customFoodId(editing), input) : await createCustomFood(input);
      await refreshAfter(queryClient, "customFood");
      toast.success(editing ? "Food Updated" : "Food Created", {
        description: `${saved.name} is saved in Your foods.`,
      });
      onSaved(saved);
    } catch (error) {
      setProblem(serverMessage(error) ?? "The food could not be saved. Please try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-3">
      <h3 id={`${id}-title`} className="font-semibold">
        {editing ? `Edit ${editing.name}` : "Create a food"}
      </h3>
      {barcode && !editing && <p className="text-sm text-slate-600 dark:text-slate-400">Barcode {barcode}</p>}
      {label && !editing && (
        <div role="note" className="space-y-1 rounded-lg bg-brand-50 p-3 text-sm dark:bg-slate-800">
          <p>Read from the label: check each number against it before saving, and fix any that are off.</p>
          {!label.name && <p>The photo did not show the food's name: type it in.</p>}
          {label.notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Food name" value={values.name} onChange={set("name")} maxLength={80} required />
        <TextField label="Brand (optional)" value={values.brand} onChange={set("brand")} maxLength={80} />
      </div>
      <fieldset>
        <legend className="text-sm font-medium">The label's numbers are</legend>
        <div className="mt-1 flex gap-4">
          {(["100g", "serving"] as const).map((basis) => (
            <label key={basis} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-basis`}
                value={basis}
                checked={values.basis === basis}
                onChange={() => setValues((v) => ({ ...v, basis }))}
                className={choiceClass}
              />
              {basis === "100g" ? "per 100 g" : "per serving"}
            </label>
          ))}
        </div>
      </fieldset>
      {values.basis === "serving" && (
        <div className="grid gap-3 sm:grid-cols-2">
          {numberField("servingGrams", "One serving weighs (g)")}
          <TextField
            label="Serving name (optional)"
            placeholder="e.g. bar, scoop"
            value={values.servingLabel}
            onChange={set("servingLabel")}
            maxLength={40}
          />
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {numberField("protein", "Protein (g)")}
        {numberField("kcal", "Calories (kcal, optional)")}
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton} disabled={pending}>
          {pending ? "Saving..." : editing ? "Save changes" : "Save food"}
        </button>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
