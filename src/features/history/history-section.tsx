import type { MealType } from "@domain/meals/guest-meal";
import { type Meal, mealName } from "@domain/meals/meal";
import { formatDay } from "@domain/time/display-date";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CalendarDays } from "lucide";
import { useEffect, useMemo, useRef, useState } from "react";
import { goalsQuery } from "@/lib/goals/api";
import { copyDayTo } from "@/lib/meals/api";
import { isOptimistic, useAnalyzingMeals, withAnalyzing } from "@/lib/meals/meal-cache";
import { deleteWithUndo } from "@/lib/meals/undo-delete";
import type { AuthState } from "@/lib/session/use-auth";
import { toast } from "@/lib/toast";
import { Dialog } from "@/ui/dialog";
import { EmptyState } from "@/ui/empty-state";
import { inputClass, MEAL_TYPE_OPTIONS, secondaryButton, tapTarget } from "@/ui/field";
import { GuestBanner } from "@/ui/guest/guest-banner";
import { CopyToForm } from "@/ui/meals/copy-to-form";
import { LazyEditMealDialog } from "@/ui/meals/lazy-edit-meal-dialog";
import { MealRow } from "@/ui/meals/meal-row";
import { SearchInput } from "@/ui/search-input";
import { exportCsvPath } from "./api";
import { dayCardClass } from "./day-card";
import { DayHeading } from "./day-heading";
import { DeleteMealButton } from "./delete-meal-button";
import { DeleteMealDialog } from "./delete-meal-dialog";
import { GuestHistory } from "./guest-history";
import { useDayTotals, useMealHistory } from "./use-meal-history";

/** Meal history: days newest first with totals against the goal. */
export function HistorySection({ auth }: { auth: AuthState }) {
  if (auth.status === "guest") return <GuestHistory />;
  if (auth.status !== "signed-in") {
    return (
      <div className="space-y-6">
        <h1 className="text-2xl font-bold">Meal History</h1>
        <GuestBanner />
      </div>
    );
  }
  return <History />;
}

/** CSV export of every meal, free for every account (it is the user's own data). */
function ExportCsv() {
  return (
    <a href={exportCsvPath()} download className={`${secondaryButton} ${tapTarget}`}>
      Export CSV
    </a>
  );
}

function History() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const [q, setQ] = useState("");
  const [mealType, setMealType] = useState<MealType | "">("");
  const [editing, setEditing] = useState<Meal | null>(null);
  const [deleting, setDeleting] = useState<Meal | null>(null);
  const [copyingDay, setCopyingDay] = useState<string | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const history = useMealHistory({ q, mealType });
  const goals = useQuery(goalsQuery());

  useEffect(() => {
    const id = setTimeout(() => setQ(search), 300);
    return () => clearTimeout(id);
  }, [search]);

  const analyzing = useAnalyzingMeals();
  // Meals still being analysed go on top unless the filters would hide them.
  const meals = useMemo(() => {
    const logged = history.data?.pages.flatMap((p) => p.meals) ?? [];
    const shown = q.trim() === "" ? analyzing.filter((m) => mealType === "" || m.mealType === mealType) : [];
    return withAnalyzing(logged, shown);
  }, [history.data, analyzing, q, mealType]);
  const days = useMemo(() => {
    const map = new Map<string, Meal[]>();
    for (const meal of meals) map.set(meal.localDate, [...(map.get(meal.localDate) ?? []), meal]);
    return [...map.entries()];
  }, [meals]);
  const totals = useDayTotals(days.at(-1)?.[0], days[0]?.[0]);
  const totalOf = (date: string) => totals.data?.find((d) => d.date === date)?.totalProtein;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !history.hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !history.isFetchingNextPage) void history.fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [history.hasNextPage, history.isFetchingNextPage, history.fetchNextPage]);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await deleteWithUndo(queryClient, deleting);
    } catch {
      toast.error("Error", { description: "Failed to delete meal. Please try again." });
    } finally {
      setDeleting(null);
    }
  }

  const filtered = q.trim() !== "" || mealType !== "";
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Meal History</h1>
        <ExportCsv />
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
        <SearchInput label="Search meals" value={search} onValue={setSearch} placeholder="e.g. chicken" />
        <label className="block text-sm font-medium">
          Meal type
          <select
            value={mealType}
            onChange={(e) => setMealType(e.target.value as MealType | "")}
            className={inputClass}
          >
            <option value="">All meals</option>
            {MEAL_TYPE_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      </div>

      {history.isLoading ? (
        <div aria-busy="true" className="h-40 animate-pulse rounded-2xl bg-slate-200 dark:bg-slate-800" />
      ) : history.error ? (
        <p role="alert">Your meals could not be loaded. Please try again.</p>
      ) : days.length === 0 ? (
        <EmptyState title={filtered ? "No meals match" : "No meals yet"} icon={CalendarDays}>
          {filtered ? "Try another search or meal type." : "Meals you log will be listed here by day."}
        </EmptyState>
      ) : (
        <ol className="space-y-4">
          {days.map(([date, dayMeals]) => {
            const total = totalOf(date);
            const goal = goals.data?.dailyGoal;
            return (
              <li key={date} className={dayCardClass}>
                <DayHeading date={date} total={total} goal={goal} onCopy={() => setCopyingDay(date)} />
                <ul className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
                  {dayMeals.map((meal) => (
                    <li key={meal.id} className="flex items-center gap-2">
                      <div className="min-w-0 flex-1">
                        <MealRow meal={meal} onOpen={isOptimistic(meal) ? undefined : () => setEditing(meal)} />
                      </div>
                      {!isOptimistic(meal) && (
                        <DeleteMealButton name={mealName(meal)} onDelete={() => setDeleting(meal)} />
                      )}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ol>
      )}
      <div ref={sentinel} />
      {history.hasNextPage && (
        <button
          type="button"
          onClick={() => void history.fetchNextPage()}
          disabled={history.isFetchingNextPage}
          className={secondaryButton}
        >
          {history.isFetchingNextPage ? "Loading..." : "Load more"}
        </button>
      )}

      <LazyEditMealDialog meal={editing} onClose={() => setEditing(null)} />
      <Dialog open={copyingDay !== null} title="Copy day" onClose={() => setCopyingDay(null)}>
        {copyingDay && (
          <CopyToForm
            key={copyingDay}
            what={`Every meal of ${formatDay(copyingDay)}`}
            onCopy={(to, _type, key) => copyDayTo(copyingDay, to, key)}
            onDone={() => setCopyingDay(null)}
          />
        )}
      </Dialog>
      <DeleteMealDialog meal={deleting} from="your log" onKeep={() => setDeleting(null)} onDelete={confirmDelete} />
    </div>
  );
}
