import type { MealType } from "@domain/meals/guest-meal";
import { cleanProtein, INVALID_PROTEIN, MISSING_INFORMATION } from "@domain/meals/protein-text";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { apiJson, serverMessage } from "@/lib/api";
import { toast } from "@/lib/toast";
import { cardClass, MealTypeSelect, primaryButton, TextField } from "@/ui/field";
import { newIdempotencyKey, refreshMealData } from "./queries";

/** Manual Entry (spec sections 2 and 5): a meal name and its protein, e.g. "25" or "25g". */
export function ManualEntry({
  photoSlot,
}: {
  photoSlot?: (props: { imageUrl: string | null; setImageUrl: (url: string | null) => void }) => React.ReactNode;
}) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState("");
  const [protein, setProtein] = useState("");
  const [mealType, setMealType] = useState<MealType>("lunch");
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // One key per attempt: a retry of the same submission cannot log the meal twice.
  const attemptKey = useRef(newIdempotencyKey());

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim() || !protein.trim()) {
      toast.error("Missing Information", { description: MISSING_INFORMATION });
      return;
    }
    const value = cleanProtein(protein);
    if (!Number.isFinite(value) || value <= 0) {
      toast.error("Invalid Protein Value", { description: INVALID_PROTEIN });
      return;
    }
    setPending(true);
    try {
      await apiJson(
        "POST",
        "/api/meals/manual",
        { imageUrl, mealType, totalProtein: protein, title: title.trim() },
        { "Idempotency-Key": attemptKey.current },
      );
      attemptKey.current = newIdempotencyKey();
      setTitle("");
      setProtein("");
      setImageUrl(null);
      await refreshMealData(queryClient);
      toast.success("Meal Added", { description: `${title.trim()} was added to today's log.` });
    } catch (error) {
      toast.error("Error", { description: serverMessage(error) ?? "Failed to add meal. Please try again." });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} className={cardClass} aria-labelledby="manual-entry-title">
      <h2 id="manual-entry-title" className="text-lg font-semibold">
        Manual Entry
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          label="Meal Name"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          placeholder="e.g. Chicken salad"
          maxLength={200}
        />
        <TextField
          label="Protein Content"
          value={protein}
          onChange={(e) => setProtein(e.target.value)}
          placeholder="e.g. 25 or 25g"
          inputMode="decimal"
          maxLength={20}
        />
        <MealTypeSelect value={mealType} onChange={(e) => setMealType(e.target.value as MealType)} />
        {photoSlot?.({ imageUrl, setImageUrl })}
      </div>
      <button
        type="submit"
        disabled={pending || !title.trim() || !protein.trim()}
        className={`mt-4 w-full sm:w-auto ${primaryButton}`}
      >
        {pending ? "Adding Meal..." : "Add Meal to Log"}
      </button>
    </form>
  );
}
