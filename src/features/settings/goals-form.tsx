import { followingGoals, MONTHLY_PER_DAILY, type ProteinGoals, WEEKLY_PER_DAILY } from "@domain/goals/goal-limits";
import { proteinGoalsSchema } from "@domain/goals/protein-goals";
import { formatAmount } from "@domain/stats/format-amount";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type ComponentType,
  type Dispatch,
  type FormEvent,
  type SetStateAction,
  useEffect,
  useRef,
  useState,
} from "react";
import { checkForm, type FieldErrors, numberOrBlank } from "@/lib/form-errors";
import { refreshAfter } from "@/lib/query-keys";
import { toast, toastError } from "@/lib/toast";
import { cardClass, primaryButton, secondaryButton, TextField } from "@/ui/field";
import { OnDemandPiece } from "@/ui/on-demand-piece";
import { goalsQuery, saveGoals } from "./api";

/**
 * The goal calculation is the onboarding wizard's, a feature of its own: the settings section
 * (src/app) hands it in, loaded only when asked for.
 */
export type RecalculateWizard = ComponentType<{ isGuest: false; redo: true; onDone: () => void }>;

type Period = "weeklyGoal" | "monthlyGoal";
type GoalField = "dailyGoal" | Period;
type Values = Record<GoalField, string>;
const FACTOR: Record<Period, number> = { weeklyGoal: WEEKLY_PER_DAILY, monthlyGoal: MONTHLY_PER_DAILY };

const parseGrams = (text: string): number | null => {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) && n > 0 ? n : null;
};

/**
 * Puts loaded goals in the form, except in the fields the person has typed in: goals that
 * load (or refresh) late never overwrite what is being typed. A period that follows the
 * daily goal follows the daily goal on screen.
 */
function showGoals(
  goals: ProteinGoals,
  typed: ReadonlySet<GoalField>,
  setValues: Dispatch<SetStateAction<Values>>,
  setFollows: Dispatch<SetStateAction<Record<Period, boolean>>>,
) {
  const following = followingGoals(goals);
  const serverFollows: Record<Period, boolean> = { weeklyGoal: following.weekly, monthlyGoal: following.monthly };
  setValues((v) => {
    const dailyGoal = typed.has("dailyGoal") ? v.dailyGoal : String(goals.dailyGoal);
    const daily = parseGrams(dailyGoal);
    const period = (key: Period) =>
      typed.has(key) ? v[key] : serverFollows[key] && daily !== null ? String(daily * FACTOR[key]) : String(goals[key]);
    return { dailyGoal, weeklyGoal: period("weeklyGoal"), monthlyGoal: period("monthlyGoal") };
  });
  setFollows((f) => ({
    weeklyGoal: typed.has("weeklyGoal") ? f.weeklyGoal : serverFollows.weeklyGoal,
    monthlyGoal: typed.has("monthlyGoal") ? f.monthlyGoal : serverFollows.monthlyGoal,
  }));
}

/**
 * Daily, weekly and monthly protein goals; inputs parsed as integers. Weekly
 * and monthly follow the daily goal (7 ×, 30 ×) until the user types one by hand, and can
 * follow again; the server keeps the same rule for goals set elsewhere.
 * "Recalculate" redoes the goal from body weight, activity and goal.
 */
export function GoalsForm({ Recalculate }: { Recalculate: RecalculateWizard }) {
  const queryClient = useQueryClient();
  const { data } = useQuery(goalsQuery());
  const [values, setValues] = useState<Values>({ dailyGoal: "", weeklyGoal: "", monthlyGoal: "" });
  const [follows, setFollows] = useState<Record<Period, boolean>>({ weeklyGoal: true, monthlyGoal: true });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [recalculating, setRecalculating] = useState(false);
  /** The fields typed in since the goals were last saved or recalculated (see showGoals). */
  const typed = useRef(new Set<GoalField>());

  useEffect(() => {
    if (data) showGoals(data, typed.current, setValues, setFollows);
  }, [data]);

  const changeDaily = (text: string) => {
    typed.current.add("dailyGoal");
    setErrors({});
    const daily = parseGrams(text);
    setValues((v) => ({
      dailyGoal: text,
      weeklyGoal: follows.weeklyGoal && daily !== null ? String(daily * WEEKLY_PER_DAILY) : v.weeklyGoal,
      monthlyGoal: follows.monthlyGoal && daily !== null ? String(daily * MONTHLY_PER_DAILY) : v.monthlyGoal,
    }));
  };
  const changePeriod = (key: Period, text: string) => {
    typed.current.add(key);
    setErrors((e) => ({ ...e, [key]: undefined }));
    setValues((v) => ({ ...v, [key]: text }));
    setFollows((f) => ({ ...f, [key]: false }));
  };
  const followAgain = (key: Period) => {
    const daily = parseGrams(values.dailyGoal);
    if (daily !== null) setValues((v) => ({ ...v, [key]: String(daily * FACTOR[key]) }));
    typed.current.delete(key);
    setErrors((e) => ({ ...e, [key]: undefined }));
    setFollows((f) => ({ ...f, [key]: true }));
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    // PUT /api/protein-goals validates with proteinGoalsSchema: the same check, before sending.
    const check = checkForm(proteinGoalsSchema, {
      dailyGoal: numberOrBlank(values.dailyGoal),
      weeklyGoal: numberOrBlank(values.weeklyGoal),
      monthlyGoal: numberOrBlank(values.monthlyGoal),
    });
    setErrors(check.ok ? {} : check.errors);
    if (!check.ok) return;
    setSaving(true);
    try {
      await saveGoals(check.data);
      // Saved: what the server answers from now on is what the form shows.
      typed.current.clear();
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
          error={errors[key]}
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
      <form onSubmit={save} noValidate className={cardClass} aria-labelledby="goals-title">
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
            error={errors.dailyGoal}
            onChange={(e) => changeDaily(e.target.value)}
          />
          {periodField("weeklyGoal", "Weekly goal (g)")}
          {periodField("monthlyGoal", "Monthly goal (g)")}
        </div>
        {data && <GramsPerKg gramsPerKg={data.gramsPerKg} weightKg={data.weightKg} />}
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
        <OnDemandPiece onFailure={() => setRecalculating(false)}>
          <Recalculate
            isGuest={false}
            redo
            onDone={() => {
              // The wizard saved new goals (and refreshed them): they replace anything typed. Read
              // from the cache: this callback may come from a render before the refresh.
              typed.current.clear();
              const saved = queryClient.getQueryData(goalsQuery().queryKey);
              if (saved) showGoals(saved, typed.current, setValues, setFollows);
              setRecalculating(false);
            }}
          />
        </OnDemandPiece>
      )}
    </>
  );
}

/** What the saved daily goal means for the body: grams per kg of the trend (or the goal's) weight. */
function GramsPerKg({ gramsPerKg, weightKg }: { gramsPerKg: number | null; weightKg: number | null }) {
  return (
    <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
      {gramsPerKg === null || weightKg === null
        ? "Log your weight on the dashboard to see what your daily goal means per kg of body weight."
        : `Your daily goal is ${formatAmount(gramsPerKg)} g of protein per kg of body weight (at ${formatAmount(weightKg)} kg).`}
    </p>
  );
}
