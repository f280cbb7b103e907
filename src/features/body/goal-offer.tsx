import { weightText } from "@domain/body/units";
import { formatAmount } from "@domain/stats/format-amount";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { acceptGoalOffer, dismissGoalOffer } from "@/lib/body/api";
import { useDashboard } from "@/lib/meals/api";
import { refreshAfter } from "@/lib/query-keys";
import { toast, toastError } from "@/lib/toast";
import { primaryButton, secondaryButton } from "@/ui/field";

/**
 * "Update your goal to N g?" once the trend weight has moved 1 kg from the weight the goal was
 * set for. One tap says yes; "Not now" hides it for a week. The goal never changes without a yes.
 */
export function GoalOffer() {
  const queryClient = useQueryClient();
  const { data } = useDashboard();
  const [busy, setBusy] = useState(false);
  const offer = data?.goalOffer;
  if (!offer) return null;

  async function answer(yes: boolean) {
    if (!offer) return;
    setBusy(true);
    try {
      if (yes) {
        await acceptGoalOffer(offer.dailyGoal);
        toast.success("Goals Updated", { description: `Your daily goal is now ${offer.dailyGoal}g.` });
      } else {
        await dismissGoalOffer();
      }
      await refreshAfter(queryClient, "goals");
    } catch (error) {
      toastError("Update Failed", error, "Failed to update goals. Please try again.");
      await refreshAfter(queryClient, "goals");
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="goal-offer-title"
      className="rounded-2xl border border-brand-100 bg-brand-50 p-4 dark:border-slate-700 dark:bg-slate-800"
    >
      <h2 id="goal-offer-title" className="font-semibold">
        Update your goal to {offer.dailyGoal} g?
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        Your trend weight is now {weightText(offer.trendKg, offer.unit)}. At {formatAmount(offer.gramsPerKg)} g of
        protein per kg of body weight, that is {offer.dailyGoal} g a day.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" disabled={busy} onClick={() => void answer(true)} className={primaryButton}>
          Update to {offer.dailyGoal} g
        </button>
        <button type="button" disabled={busy} onClick={() => void answer(false)} className={secondaryButton}>
          Not now
        </button>
      </div>
    </section>
  );
}
