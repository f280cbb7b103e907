import type { MealType } from "@domain/meals/guest-meal";
import { formatDay } from "@domain/time/display-date";
import { localDate } from "@domain/time/local-day";
import { useState } from "react";
import { browserTimeZone } from "@/lib/guest/guest-meals";
import { newIdempotencyKey } from "@/lib/meals/meal-cache";
import { MealTypeSelect, TextField } from "@/ui/field";
import { MealActionForm } from "./meal-action-form";

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
  /** What is copied, for the toast: "Eggs and yogurt", "Every meal of Nov 20, 2026". */
  what: string;
  /** The meal's own type, offered to change; none for a whole day (each meal keeps its type). */
  mealType?: MealType;
  onCopy: (date: string, mealType: MealType | undefined, key: string) => Promise<unknown>;
  onDone: () => void;
}) {
  const today = localDate(Date.now(), browserTimeZone());
  const [date, setDate] = useState(today);
  const [type, setType] = useState(mealType);
  const [key] = useState(newIdempotencyKey);
  const [problem, setProblem] = useState<string | undefined>();

  async function copy() {
    if (!date || date > today) {
      setProblem("Pick today or an earlier day.");
      return null;
    }
    await onCopy(date, type, key);
    return { title: `Copied to ${formatDay(date)}`, description: `${what} is in that day's log.` };
  }

  return (
    <MealActionForm
      act={copy}
      label="Copy"
      pendingLabel="Copying..."
      failure={{ title: "Copy Failed", fallback: "The copy could not be made. Please try again." }}
      onDone={onDone}
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
    </MealActionForm>
  );
}
