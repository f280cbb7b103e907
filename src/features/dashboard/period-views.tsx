import type { Meal } from "@domain/meals/meal";
import { formatDay } from "@domain/time/display-date";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { ApiRequestError } from "@/lib/api";
import { dayMealsQuery, periodStatsQuery } from "./api";
import { type Bar, BarChart } from "./bar-chart";
import { PeriodLoading } from "./period-loading";

/**
 * The progress card's other periods: today by meal, and the month and year views (Pro). The
 * week is what the card opens on, so these load when a period button is pointed at, pressed or
 * focused (`src/features/dashboard/period-chart.tsx`, ADR 045).
 */
export type OtherPeriod = "day" | "month" | "year";

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
  if (isLoading || !data) return <PeriodLoading />;
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

/** A period other than the week. A guest's day comes from `localMeals`; a guest is shown the plans for month and year. */
export function OtherPeriodView({
  period,
  date,
  goal,
  localMeals,
}: {
  period: OtherPeriod;
  date: string;
  goal: number;
  localMeals?: Meal[];
}) {
  if (period === "day") return <DayBars date={date} goal={goal} localMeals={localMeals} />;
  return localMeals ? <ProPrompt message={PRO_PERIODS} /> : <ProPeriod period={period} />;
}
