import {
  ACTIVITY_LEVEL_DESCRIPTIONS,
  ACTIVITY_LEVELS,
  goalSummary,
  HEALTH_GOAL_LABELS,
  HEALTH_GOALS,
} from "@domain/goals/formula";
import { onboardingProfileSchema } from "@domain/goals/protein-goals";
import { useQueryClient } from "@tanstack/react-query";
import { Dumbbell, Star } from "lucide";
import { useId, useState } from "react";
import { serverMessage } from "@/lib/api";
import { checkForm, type FieldErrors } from "@/lib/form-errors";
import { GUEST_KEYS, guestStore } from "@/lib/guest/guest-storage";
import { refreshAfter } from "@/lib/query-keys";
import { useAuth } from "@/lib/session/use-auth";
import { toast } from "@/lib/toast";
import { Dialog } from "@/ui/dialog";
import { choiceClass, FieldMessage, inputClass, invalidProps, primaryButton, secondaryButton } from "@/ui/field";
import { Icon } from "@/ui/icon";
import { saveProfile, skipOnboarding } from "./api";
import { markOnboardingDoneLocally } from "./done-marker";
import { onboardingOwner } from "./use-onboarding";
import { canGoNext, computeGoal, EMPTY_ANSWERS, LAST_STEP, profilePayload, type WizardAnswers } from "./wizard-state";

/**
 * The fields of POST /api/user/profile's schema (onboardingProfileSchema) each step asks for:
 * Next checks them with the server's rules and words before going on.
 */
const STEP_FIELDS = {
  1: { age: true, gender: true },
  3: { healthGoal: true, bodyWeight: true, weightUnit: true },
} as const;

const TITLES = ["Welcome to Proteo", "About You", "Activity Level", "Health Goals", "Your Daily Goal"];
const ACTIVITY_LABELS = {
  sedentary: "Sedentary",
  light: "Light",
  moderate: "Moderate",
  active: "Active",
  very_active: "Very active",
} as const;

function Choice({
  name,
  value,
  checked,
  onChange,
  label,
  hint,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  label: string;
  hint?: string;
}) {
  return (
    <label
      className={`flex cursor-pointer items-center gap-3 rounded-xl border p-3 ${checked ? "border-brand-600 bg-brand-50 dark:bg-brand-700/20" : "border-slate-200 dark:border-slate-700"}`}
    >
      <input type="radio" name={name} value={value} checked={checked} onChange={onChange} className={choiceClass} />
      <span>
        <span className="block font-medium">{label}</span>
        {hint && <span className="block text-xs text-slate-500 dark:text-slate-400">{hint}</span>}
      </span>
    </label>
  );
}

/**
 * The 5-step onboarding wizard. Accounts save the profile on the
 * server; guests keep it in local storage (`guestProfile`) until they sign up.
 */
export function OnboardingWizard({
  isGuest,
  onDone,
  redo = false,
}: {
  isGuest: boolean;
  onDone: () => void;
  /** Opened from Settings to recalculate the goal: closing it skips nothing. */
  redo?: boolean;
}) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<WizardAnswers>(EMPTY_ANSWERS);
  const [dailyGoal, setDailyGoal] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const ageError = useId();
  const weightError = useId();
  const set = (patch: Partial<WizardAnswers>) => {
    setAnswers((a) => ({ ...a, ...patch }));
    setErrors({});
  };
  // The local marker is the guest's or this account's, never both.
  const owner = onboardingOwner(useAuth()) ?? "guest";

  const dismiss = () => {
    if (redo) {
      onDone();
      return;
    }
    markOnboardingDoneLocally(owner);
    if (!isGuest) skipOnboarding().catch((e) => console.error("Could not save the skip", e));
    onDone();
  };

  async function save(goal: number) {
    const payload = profilePayload(answers, goal);
    const check = checkForm(onboardingProfileSchema, payload);
    if (!check.ok) {
      toast.error("Error saving profile", { description: Object.values(check.errors)[0] });
      return;
    }
    setSaving(true);
    try {
      if (isGuest) guestStore.write(GUEST_KEYS.guestProfile, JSON.stringify(payload));
      else {
        await saveProfile(payload);
        // The profile sets the goals: the map also redraws the month and year charts' goal line.
        await refreshAfter(queryClient, "profile");
      }
      markOnboardingDoneLocally(owner);
      toast.success("Profile saved! 🎉", { description: "Your personalized protein goal has been set!" });
      onDone();
    } catch (error) {
      toast.error("Error saving profile", { description: serverMessage(error) ?? "Please try again" });
    } finally {
      setSaving(false);
    }
  }

  const next = () => {
    const fields = step === 1 || step === 3 ? STEP_FIELDS[step] : null;
    if (fields) {
      const check = checkForm(onboardingProfileSchema.pick(fields), profilePayload(answers, 0));
      setErrors(check.ok ? {} : check.errors);
      if (!check.ok) return;
    }
    if (step === 3) setDailyGoal(computeGoal(answers));
    if (step === LAST_STEP) {
      if (dailyGoal !== null) void save(dailyGoal);
      return;
    }
    setStep(step + 1);
  };

  return (
    <Dialog open title={TITLES[step] ?? ""} onClose={dismiss}>
      <div className="min-h-56">
        {step === 0 && (
          <div className="space-y-2 text-center">
            <Icon node={Dumbbell} className="mx-auto size-12 text-brand-600 dark:text-brand-500" />
            <p>Let's work out how much protein you need each day.</p>
            <p className="font-semibold text-brand-700 dark:text-brand-500">It only takes 30 seconds!</p>
          </div>
        )}
        {step === 1 && (
          <div className="space-y-4">
            <label className="block text-sm font-medium">
              Age
              <input
                type="number"
                inputMode="numeric"
                min={1}
                value={answers.age}
                onChange={(e) => set({ age: e.target.value })}
                {...invalidProps(ageError, errors.age)}
                className={inputClass}
              />
            </label>
            <FieldMessage id={ageError} message={errors.age} />
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">Gender</legend>
              {(["male", "female", "other"] as const).map((g) => (
                <Choice
                  key={g}
                  name="gender"
                  value={g}
                  checked={answers.gender === g}
                  onChange={() => set({ gender: g })}
                  label={g.charAt(0).toUpperCase() + g.slice(1)}
                />
              ))}
            </fieldset>
          </div>
        )}
        {step === 2 && (
          <fieldset className="space-y-2">
            <legend className="sr-only">Activity level</legend>
            {ACTIVITY_LEVELS.map((level) => (
              <Choice
                key={level}
                name="activity"
                value={level}
                checked={answers.activityLevel === level}
                onChange={() => set({ activityLevel: level })}
                label={ACTIVITY_LABELS[level]}
                hint={ACTIVITY_LEVEL_DESCRIPTIONS[level]}
              />
            ))}
          </fieldset>
        )}
        {step === 3 && (
          <div className="space-y-4">
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">Your goal</legend>
              {HEALTH_GOALS.map((goal) => (
                <Choice
                  key={goal}
                  name="goal"
                  value={goal}
                  checked={answers.healthGoal === goal}
                  onChange={() => set({ healthGoal: goal })}
                  label={HEALTH_GOAL_LABELS[goal]}
                />
              ))}
            </fieldset>
            <div className="flex items-end gap-2">
              <label className="block flex-1 text-sm font-medium">
                Body weight
                <input
                  type="number"
                  inputMode="decimal"
                  step={0.1}
                  min={0}
                  value={answers.bodyWeight}
                  onChange={(e) => set({ bodyWeight: e.target.value })}
                  {...invalidProps(weightError, errors.bodyWeight)}
                  className={inputClass}
                />
              </label>
              <fieldset
                aria-label="Weight unit"
                className="flex overflow-hidden rounded-lg border border-slate-300 dark:border-slate-600"
              >
                {(["lbs", "kg"] as const).map((unit) => (
                  <button
                    key={unit}
                    type="button"
                    aria-pressed={answers.weightUnit === unit}
                    onClick={() => set({ weightUnit: unit })}
                    className={`px-3 py-2 text-sm font-semibold ${answers.weightUnit === unit ? "bg-brand-600 text-white" : "text-slate-700 dark:text-slate-200"}`}
                  >
                    {unit}
                  </button>
                ))}
              </fieldset>
            </div>
            <FieldMessage id={weightError} message={errors.bodyWeight} />
          </div>
        )}
        {step === 4 && dailyGoal !== null && (
          <div className="space-y-3 text-center">
            <p className="text-5xl font-extrabold text-brand-600" data-testid="computed-goal">
              {dailyGoal}g
            </p>
            <p className="text-sm text-slate-500 dark:text-slate-400">of protein per day</p>
            <p>
              {goalSummary({
                bodyWeight: Number.parseFloat(answers.bodyWeight),
                weightUnit: answers.weightUnit,
                healthGoal: answers.healthGoal,
                activityLevel: answers.activityLevel,
                dailyGoal,
              })}
            </p>
            <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
              <Icon node={Star} className="-mt-0.5 mr-1 inline size-4 align-middle" />
              Earn XP and unlock badges every time you log a meal and hit your goal.
            </p>
          </div>
        )}
      </div>

      <div className="mt-6 flex justify-center gap-2" aria-hidden="true">
        {TITLES.map((title, i) => (
          <span
            key={title}
            className={`size-2 rounded-full ${i === step ? "bg-brand-600" : "bg-slate-300 dark:bg-slate-600"}`}
          />
        ))}
      </div>
      <p className="sr-only">
        Step {step + 1} of {TITLES.length}
      </p>
      <div className="mt-4 flex items-center justify-between gap-2">
        <div>
          {step >= 1 && step <= 3 && (
            <button type="button" onClick={() => setStep(step - 1)} className={secondaryButton}>
              Back
            </button>
          )}
        </div>
        <div className="flex items-center gap-2">
          {step <= 3 && (
            <button
              type="button"
              onClick={dismiss}
              className="px-2 text-sm font-medium text-slate-600 hover:underline dark:text-slate-300"
            >
              {redo ? "Cancel" : "Skip for now"}
            </button>
          )}
          <button
            type="button"
            onClick={next}
            disabled={!canGoNext(step, answers, dailyGoal) || saving}
            className={primaryButton}
          >
            {step === LAST_STEP ? (saving ? "Saving..." : "Start Tracking!") : "Next"}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
