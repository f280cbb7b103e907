import { type Meal, mealName } from "@domain/meals/meal";
import { roundToTenth } from "@domain/stats/progress";
import { useQueryClient } from "@tanstack/react-query";
import { CalendarDays } from "lucide";
import { useMemo, useState } from "react";
import { guestGoals, useGuestMeals } from "@/lib/guest/guest-meals";
import { deleteGuestWithUndo } from "@/lib/meals/undo-delete";
import { EmptyState } from "@/ui/empty-state";
import { GuestBanner } from "@/ui/guest/guest-banner";
import { LazyGuestEditMealDialog } from "@/ui/meals/lazy-edit-meal-dialog";
import { MealRow } from "@/ui/meals/meal-row";
import { dayCardClass } from "./day-card";
import { DayHeading } from "./day-heading";
import { DeleteMealButton } from "./delete-meal-button";
import { DeleteMealDialog } from "./delete-meal-dialog";

/**
 * A guest's meal history (ADR 018): the meals kept in this browser, by day newest first, each
 * day's total against the local goal, with edit and delete; the guest banner stays.
 */
export function GuestHistory() {
  const queryClient = useQueryClient();
  const { data: meals, isLoading } = useGuestMeals();
  const [editing, setEditing] = useState<Meal | null>(null);
  const [deleting, setDeleting] = useState<Meal | null>(null);
  const goal = guestGoals().dailyGoal;
  const days = useMemo(() => {
    const map = new Map<string, Meal[]>();
    for (const meal of meals ?? []) map.set(meal.localDate, [...(map.get(meal.localDate) ?? []), meal]);
    return [...map.entries()].sort(([a], [b]) => (a < b ? 1 : -1));
  }, [meals]);

  async function confirmDelete() {
    if (!deleting) return;
    await deleteGuestWithUndo(queryClient, deleting);
    setDeleting(null);
  }

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Meal History</h1>
      {isLoading ? (
        <div aria-busy="true" className="h-40 animate-pulse rounded-2xl bg-slate-200 dark:bg-slate-800" />
      ) : days.length === 0 ? (
        <EmptyState title="No meals yet" icon={CalendarDays}>
          Meals you log will be listed here by day.
        </EmptyState>
      ) : (
        <ol className="space-y-4">
          {days.map(([date, dayMeals]) => {
            const total = roundToTenth(dayMeals.reduce((s, m) => s + m.totalProtein, 0));
            return (
              <li key={date} className={dayCardClass}>
                <DayHeading date={date} total={total} goal={goal} />
                <ul className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
                  {dayMeals.map((meal) => (
                    <li key={meal.id} className="flex items-center gap-2">
                      <div className="min-w-0 flex-1">
                        <MealRow meal={meal} onOpen={() => setEditing(meal)} />
                      </div>
                      <DeleteMealButton name={mealName(meal)} onDelete={() => setDeleting(meal)} />
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ol>
      )}
      <GuestBanner />
      <LazyGuestEditMealDialog meal={editing} onClose={() => setEditing(null)} />
      <DeleteMealDialog meal={deleting} from="this device" onKeep={() => setDeleting(null)} onDelete={confirmDelete} />
    </div>
  );
}
