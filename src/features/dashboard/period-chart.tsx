import type { Meal } from "@domain/meals/meal";
import { formatDay, shortWeekday } from "@domain/time/display-date";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "wouter";
import { ApiRequestError } from "@/lib/api";
import type { DashboardView } from "@/lib/meals/api";
import { cardClass } from "@/ui/field";
import { dayMealsQuery, periodStatsQuery } from "./api";
import { type Bar, BarChart } from "./bar-chart";

type Period = "day" | "week" | "month" | "year";
const PERIODS: Period[] = ["day", "week", "month", "year"];
const MEAL_TYPES = ["breakfast", "lunch", "dinner", "snack"] as const;

function DayBars({ date, goal, localMeals }: { date: string; goal: number; localMeals?: Meal[] }) {
  const { data } = useQuery({ ...dayMealsQuery(date), enabled: !localMeals });
  const meals = localMeals ? localMeals.filter((m) => m.localDate === date) : (data ?? []);
  const bars: Bar[] = MEAL_TYPES.map((type) => {
    const value = meals.filter((m) => m.mealType === type).reduce((s, m) => s + m.totalProtein, 0);
    return { label: type.charAt(0).toUpperCase() + type.slice(1), value, title: type };
  });
  return <BarChart bars={bars} goal={0} caption={`Protein by meal today, against a ${goal}g daily goal`} />;
}

function ProPrompt({ message }: { message: string }) {
  return (
    <div
      className="rounded-xl bg-violet-50 p-4 text-violet-950 dark:bg-violet-950/40 dark:text-violet-100"
      data-testid="pro-prompt"
    >
      <p className="font-medium">{message}</p>
      <Link href="/pricing" className="mt-2 inline-block font-semibold underline">
        See Pro plans
      </Link>
    </div>
  );
}

const PRO_PERIODS = "Month and year views are part of Proteo Pro.";

function ProPeriod({ period }: { period: "month" | "year" }) {
  const { data, error, isLoading } = useQuery(periodStatsQuery(period));
  if (error instanceof ApiRequestError && error.status === 403) {
    return <ProPrompt message={error.body?.message ?? PRO_PERIODS} />;
  }
  if (isLoading || !data)
    return <div aria-busy="true" className="h-40 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />;
  // Month buckets are days ('MMMM dd, yyyy'); year buckets are months ("2026-11").
  const bars = data.buckets.map((b) => ({
    label: b.label,
    value: b.totalProtein,
    title: period === "month" ? formatDay(b.key) : b.key,
  }));
  return (
    <BarChart
      bars={bars}
      goal={data.goal}
      caption={period === "month" ? "Protein per day this month" : "Protein per month, last 12 months"}
    />
  );
}

/**
 * Period buttons day/week/month/year and the chart for the chosen period. A guest's day and
 * week come from `localMeals`; month and year are Pro, so a guest is shown the plans.
 */
export function PeriodChart({ data, localMeals }: { data: DashboardView; localMeals?: Meal[] }) {
  const [period, setPeriod] = useState<Period>("week");
  const weekBars = data.week.map((d) => ({
    label: shortWeekday(d.date),
    value: d.totalProtein,
    title: formatDay(d.date),
  }));
  return (
    <section className={cardClass} aria-labelledby="progress-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="progress-title" className="text-lg font-semibold">
          Progress
        </h2>
        <fieldset aria-label="Period" className="flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
          {PERIODS.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={period === p}
              onClick={() => setPeriod(p)}
              className={`min-h-11 min-w-11 rounded-md px-3 text-sm font-medium capitalize ${period === p ? "bg-white shadow dark:bg-slate-700" : "text-slate-600 dark:text-slate-300"}`}
            >
              {p}
            </button>
          ))}
        </fieldset>
      </div>
      <div className="mt-4">
        {period === "day" && <DayBars date={data.date} goal={data.goals.dailyGoal} localMeals={localMeals} />}
        {period === "week" && (
          <BarChart bars={weekBars} goal={data.goals.dailyGoal} caption="Protein per day, last 7 days" />
        )}
        {(period === "month" || period === "year") &&
          (localMeals ? <ProPrompt message={PRO_PERIODS} /> : <ProPeriod period={period} />)}
      </div>
    </section>
  );
}
