import type { MealType } from "@domain/meals/guest-meal";
import { mealTypeForHour } from "@domain/planner/default-meal-type";
import { plannerOptions, remainingProtein } from "@domain/planner/suggestions";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useMemo, useRef, useState } from "react";
import { logMeal } from "@/lib/meals/api";
import { newIdempotencyKey } from "@/lib/meals/meal-cache";
import { refreshAfter } from "@/lib/query-keys";
import type { AuthState } from "@/lib/session/use-auth";
import { toast } from "@/lib/toast";
import { cardClass, MealTypeSelect, primaryButton } from "@/ui/field";
import { GuestBanner } from "@/ui/guest/guest-banner";
import { usePlannerMeals } from "./api";
import { MealSelect } from "./meal-select";
import { GoalBadge, PlannerIntro, ProgressCard, RecipesTeaser, SelectedMealCard } from "./planner-cards";
import { usePlannerProfile } from "./use-planner-profile";

function Failure({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100"
    >
      <p className="font-medium">{text}</p>
      <button type="button" onClick={onRetry} className="mt-3 rounded-lg bg-red-600 px-4 py-2 font-semibold text-white">
        Try again
      </button>
    </div>
  );
}

function Skeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="space-y-4">
      <div className="h-24 animate-pulse rounded-2xl bg-slate-200 dark:bg-slate-800" />
      <div className="h-40 animate-pulse rounded-2xl bg-slate-200 dark:bg-slate-800" />
    </div>
  );
}

/**
 * The Meal Planner ('Plan Your Meals'). The selection belongs to one goal and meal
 * type: when either changes, the options are rebuilt and the selection no longer applies.
 */
export function PlannerSection({ auth }: { auth: AuthState }) {
  const queryClient = useQueryClient();
  const profile = usePlannerProfile(auth);
  const { healthGoal } = profile;
  const [mealType, setMealType] = useState<MealType>(() => mealTypeForHour(new Date().getHours()));
  const [selection, setSelection] = useState<{ context: string; mealId: string } | null>(null);
  const [pending, setPending] = useState(false);
  // One key per attempt, so a retried request cannot log the same meal twice.
  const attemptKey = useRef(newIdempotencyKey());
  const meals = usePlannerMeals(healthGoal, mealType);
  const remaining = remainingProtein(profile.eaten, profile.dailyGoal);
  const options = useMemo(
    () => plannerOptions(meals.data ?? [], { healthGoal, mealType, remaining }),
    [meals.data, healthGoal, mealType, remaining],
  );

  const context = `${healthGoal}:${mealType}`;
  const selectedId = selection?.context === context ? selection.mealId : "";
  const selected = [...options.suggestions, ...options.others].find((m) => m.id === selectedId) ?? null;
  const smartMatch = selected !== null && options.suggestions.some((m) => m.id === selected.id);
  const isGuest = auth.status !== "signed-in";

  async function addToLog() {
    if (!selected) {
      toast.error("No Meal Selected", { description: "Please select a meal from the dropdown." });
      return;
    }
    setPending(true);
    try {
      await logMeal(
        { title: selected.name, totalProtein: String(selected.proteinGrams), mealType, source: "planner" },
        attemptKey.current,
      );
      attemptKey.current = newIdempotencyKey();
      setSelection(null);
      await refreshAfter(queryClient, "meal");
      toast.success("Meal Added", { description: `${selected.name} was added to today's log.` });
    } catch {
      toast.error("Error", { description: "Failed to add meal. Please try again." });
    } finally {
      setPending(false);
    }
  }

  const action = isGuest ? (
    <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100">
      Sign up to add planner meals to your daily log and track your progress.
    </p>
  ) : (
    <button
      type="button"
      onClick={() => void addToLog()}
      disabled={pending}
      className={`w-full sm:w-auto ${primaryButton}`}
    >
      {pending ? "Adding..." : "Add to Today's Log"}
    </button>
  );

  let body: ReactNode;
  if (profile.status === "loading") body = <Skeleton label="Loading your plan" />;
  else if (profile.status === "error")
    body = <Failure text="Your progress could not be loaded." onRetry={profile.retry} />;
  else {
    body = (
      <>
        <ProgressCard eaten={profile.eaten} goal={profile.dailyGoal} remaining={remaining} />
        <section className={cardClass} aria-label="Choose a meal">
          <div className="grid gap-4 sm:grid-cols-2">
            <MealTypeSelect
              value={mealType}
              onChange={(e) => {
                setMealType(e.target.value as MealType);
                setSelection(null);
              }}
            />
            {meals.isLoading ? (
              <div
                role="status"
                aria-label="Loading meals"
                className="mt-6 h-10 animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800"
              />
            ) : meals.error ? (
              <Failure text="The meals could not be loaded." onRetry={() => void meals.refetch()} />
            ) : (
              <MealSelect
                options={options}
                mealType={mealType}
                remaining={remaining}
                value={selectedId}
                onChange={(mealId) => setSelection(mealId ? { context, mealId } : null)}
              />
            )}
          </div>
        </section>
        {selected ? (
          <SelectedMealCard meal={selected} smartMatch={smartMatch} action={action} />
        ) : (
          <PlannerIntro remaining={remaining} action={action} />
        )}
      </>
    );
  }

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Plan Your Meals</h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">Meals that fit the protein you still need today.</p>
        </div>
        <GoalBadge goal={healthGoal} />
      </header>
      {body}
      {isGuest && <GuestBanner />}
      <RecipesTeaser />
    </div>
  );
}
