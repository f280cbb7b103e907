import type { Meal } from "@domain/meals/meal";
import { formatDay, shortWeekday } from "@domain/time/display-date";
import { useState } from "react";
import { browserOnly } from "@/lib/browser-only";
import { importAfresh } from "@/lib/import-afresh";
import type { DashboardView } from "@/lib/meals/api";
import { onDemand } from "@/lib/on-demand";
import { cardClass } from "@/ui/field";
import { OnDemandPiece } from "@/ui/on-demand-piece";
import { BarChart } from "./bar-chart";
import { PeriodLoading } from "./period-loading";
import type { OtherPeriod } from "./period-views";
import { dayBandNote, WeekBand, weekBand } from "./week-band";

type Period = "week" | OtherPeriod;
const PERIODS: Period[] = ["day", "week", "month", "year"];

/**
 * The card opens on the week, which the dashboard's read carries. The other periods' code (today
 * by meal, the Pro month and year) is seldom run on a first load, so it loads on intent: pointing
 * at, pressing or focusing a period button starts the download (ADR 045).
 */
const loadOtherPeriods = importAfresh(() => (import.meta.env.SSR ? browserOnly() : import("./period-views")));
const OtherPeriodView = onDemand(loadOtherPeriods, (m) => m.OtherPeriodView);
const preloadOtherPeriods = () => {
  loadOtherPeriods().catch(() => {
    // Only a head start: choosing a period asks for the code again.
  });
};

/**
 * Period buttons day/week/month/year and the chart for the chosen period. A guest's day and
 * week come from `localMeals`; month and year are Pro, so a guest is shown the plans.
 */
export function PeriodChart({ data, localMeals }: { data: DashboardView; localMeals?: Meal[] }) {
  const [period, setPeriod] = useState<Period>("week");
  // Each day's meals in the per-meal band under its bar, once the week has a meal.
  const withBand = weekBand(data.week).meals > 0;
  const weekBars = data.week.map((d) => ({
    label: shortWeekday(d.date),
    value: d.totalProtein,
    title: formatDay(d.date),
    note: withBand ? dayBandNote(d) : undefined,
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
              onPointerEnter={preloadOtherPeriods}
              onPointerDown={preloadOtherPeriods}
              onFocus={preloadOtherPeriods}
              className={`min-h-11 min-w-11 rounded-md px-3 text-sm font-medium capitalize ${period === p ? "bg-white shadow dark:bg-slate-700" : "text-slate-600 dark:text-slate-300"}`}
            >
              {p}
            </button>
          ))}
        </fieldset>
      </div>
      <div className="mt-4">
        {period === "week" ? (
          <>
            <BarChart bars={weekBars} goal={data.goals.dailyGoal} caption="Protein per day, last 7 days" />
            <WeekBand week={data.week} />
          </>
        ) : (
          <OnDemandPiece fallback={<PeriodLoading />} onFailure={() => setPeriod("week")}>
            <OtherPeriodView period={period} date={data.date} goal={data.goals.dailyGoal} localMeals={localMeals} />
          </OnDemandPiece>
        )}
      </div>
    </section>
  );
}
