import type { MealType } from "@domain/meals/guest-meal";
import { formatDay } from "@domain/time/display-date";
import { localDate } from "@domain/time/local-day";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { browserTimeZone } from "@/lib/guest/guest-meals";
import { newIdempotencyKey } from "@/lib/meals/meal-cache";
import { refreshAfter } from "@/lib/query-keys";
import { toast, toastError } from "@/lib/toast";
import { MealTypeSelect, primaryButton, secondaryButton, TextField } from "@/ui/field";

/**
 * "Copy to…": a day, today or earlier, and for one meal its meal type; Copy logs the copy there.
 * One idempotency key per form, so a double tap or a retry after a lost answer copies once.
 */
export function CopyToForm({
  what,
  mealType,
  onCopy,
  onDone,
}: {
  /** What is copied, for the toast: "Eggs and yogurt", "Nov 20, 2026". */
  what: string;
  /** The meal's own type, offered to change; none for a whole day (each meal keeps its type). */
  mealType?: MealType;
  onCopy: (date: string, mealType: MealType | undefined, key: string) => Promise<unknown>;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const today = localDate(Date.now(), browserTimeZone());
  const [date, setDate] = useState(today);
  const [type, setType] = useState(mealType);
  const [key] = useState(newIdempotencyKey);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();

  async function copy() {
    if (!date || date > today) {
      setProblem("Pick today or an earlier day.");
      return;
    }
    setPending(true);
    try {
      await onCopy(date, type, key);
      await refreshAfter(queryClient, "meal");
      toast.success(`Copied to ${formatDay(date)}`, { description: `${what} is in that day's log.` });
      onDone();
    } catch (error) {
      toastError("Copy Failed", error, "The copy could not be made. Please try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        void copy();
      }}
    >
      <TextField
        label="Copy to day"
        type="date"
        value={date}
        max={today}
        required
        error={problem}
        onChange={(e) => {
          setDate(e.target.value);
          setProblem(undefined);
        }}
      />
      {type && <MealTypeSelect value={type} onChange={(e) => setType(e.target.value as MealType)} />}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={pending} className={primaryButton}>
          {pending ? "Copying..." : "Copy"}
        </button>
        <button type="button" onClick={onDone} disabled={pending} className={secondaryButton}>
          Cancel
        </button>
      </div>
    </form>
  );
}
