import { followingGoals, MONTHLY_PER_DAILY, WEEKLY_PER_DAILY } from "@domain/goals/goal-limits";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ComponentType, type FormEvent, Suspense, useEffect, useState } from "react";
import { refreshAfter } from "@/lib/query-keys";
import { toast, toastError } from "@/lib/toast";
import { cardClass, primaryButton, secondaryButton, TextField } from "@/ui/field";
import { goalsQuery, saveGoals } from "./api";

/**
 * The goal calculation is the onboarding wizard's, a feature of its own: the settings section
 * (src/app) hands it in, loaded only when asked for.
 */
export type RecalculateWizard = ComponentType<{ isGuest: false; redo: true; onDone: () => void }>;

type Period = "weeklyGoal" | "monthlyGoal";
const FACTOR: Record<Period, number> = { weeklyGoal: WEEKLY_PER_DAILY, monthlyGoal: MONTHLY_PER_DAILY };

const parseGrams = (text: string): number | null => {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) && n > 0 ? n : null;
};

/**
 * Daily, weekly and monthly protein goals; inputs parsed as integers (spec section 5). Weekly
 * and monthly follow the daily goal (7 ×, 30 ×) until the user types one by hand, and can
 * follow again (issue 22 item 10); the server keeps the same rule for goals set elsewhere.
 * "Recalculate" redoes the goal from body weight, activity and goal.
 */
export function GoalsForm({ Recalculate }: { Recalculate: RecalculateWizard }) {
  const queryClient = useQueryClient();
  const { data } = useQuery(goalsQuery());
  const [values, setValues] = useState({ dailyGoal: "", weeklyGoal: "", monthlyGoal: "" });
  const [follows, setFollows] = useState<Record<Period, boolean>>({ weeklyGoal: true, monthlyGoal: true });
  const [saving, setSaving] = useState(false);
  const [recalculating, setRecalculating] = useState(false);

  useEffect(() => {
    if (!data) return;
    setValues({
      dailyGoal: String(data.dailyGoal),
      weeklyGoal: String(data.weeklyGoal),
      monthlyGoal: String(data.monthlyGoal),
    });
    const following = followingGoals(data);
    setFollows({ weeklyGoal: following.weekly, monthlyGoal: following.monthly });
  }, [data]);

  const changeDaily = (text: string) => {
    const daily = parseGrams(text);
    setValues((v) => ({
      dailyGoal: text,
      weeklyGoal: follows.weeklyGoal && daily !== null ? String(daily * WEEKLY_PER_DAILY) : v.weeklyGoal,
      monthlyGoal: follows.monthlyGoal && daily !== null ? String(daily * MONTHLY_PER_DAILY) : v.monthlyGoal,
    }));
  };
  const changePeriod = (key: Period, text: string) => {
    setValues((v) => ({ ...v, [key]: text }));
    setFollows((f) => ({ ...f, [key]: false }));
  };
  const followAgain = (key: Period) => {
    const daily = parseGrams(values.dailyGoal);
    if (daily !== null) setValues((v) => ({ ...v, [key]: String(daily * FACTOR[key]) }));
    setFollows((f) => ({ ...f, [key]: true }));
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await saveGoals({
        dailyGoal: Number.parseInt(values.dailyGoal, 10),
        weeklyGoal: Number.parseInt(values.weeklyGoal, 10),
        monthlyGoal: Number.parseInt(values.monthlyGoal, 10),
      });
      await refreshAfter(queryClient, "goals");
      toast.success("Goals Updated", { description: "Your protein goals have been saved." });
    } catch (error) {
      toastError("Update Failed", error, "Failed to update goals. Please try again.");
    } finally {
      setSaving(false);
    }
  }

  const periodField = (key: Period, label: string) => {
    const hintId = `${key}-hint`;
    return (
      <div>
        <TextField
          label={label}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={values[key]}
          aria-describedby={hintId}
          onChange={(e) => changePeriod(key, e.target.value)}
        />
        <p id={hintId} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {follows[key] ? (
            `Follows your daily goal (${FACTOR[key]} ×)`
          ) : (
            <>
              Set by hand.{" "}
              <button
                type="button"
                onClick={() => followAgain(key)}
                className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-500"
              >
                Use {FACTOR[key]} × daily
              </button>
            </>
          )}
        </p>
      </div>
    );
  };

  return (
    <>
      <form onSubmit={save} className={cardClass} aria-labelledby="goals-title">
        <h2 id="goals-title" className="text-lg font-semibold">
          Protein goals
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          <TextField
            label="Daily goal (g)"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={values.dailyGoal}
            onChange={(e) => changeDaily(e.target.value)}
          />
          {periodField("weeklyGoal", "Weekly goal (g)")}
          {periodField("monthlyGoal", "Monthly goal (g)")}
        </div>
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="submit" disabled={saving || !data} className={primaryButton}>
            {saving ? "Saving..." : "Save Goals"}
          </button>
          <button type="button" onClick={() => setRecalculating(true)} className={secondaryButton}>
            Recalculate from body weight
          </button>
        </div>
      </form>
      {/* Outside the form: Enter in the wizard must not submit the goals. */}
      {recalculating && (
        <Suspense fallback={null}>
          <Recalculate isGuest={false} redo onDone={() => setRecalculating(false)} />
        </Suspense>
      )}
    </>
  );
}
