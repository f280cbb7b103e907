import { formatAmount } from "@domain/stats/format-amount";
import type { DashboardView } from "@/lib/meals/api";

function Card({ label, value, detail, testId }: { label: string; value: string; detail: string; testId: string }) {
  return (
    <div
      className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      data-testid={testId}
    >
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">{label}</p>
      <p className="mt-1 text-2xl font-bold">{value}</p>
      <p className="text-xs text-slate-500 dark:text-slate-400">{detail}</p>
    </div>
  );
}

/** Today's intake, weekly average, streak and monthly goal, all from the user's meals. */
export function StatCards({ data }: { data: DashboardView }) {
  const monthPercent = data.month.goal > 0 ? Math.round((data.month.total / data.month.goal) * 100) : 0;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Card
        testId="card-today"
        label="Today's intake"
        value={`${formatAmount(data.totalProtein)}g`}
        detail={`of ${data.goals.dailyGoal}g goal`}
      />
      <Card
        testId="card-week"
        label="Weekly average"
        value={`${formatAmount(data.weeklyAverage)}g`}
        detail="per day, last 7 days"
      />
      <Card
        testId="card-streak"
        label="Streak"
        value={`${data.streak.current} ${data.streak.current === 1 ? "day" : "days"}`}
        detail={`Longest: ${data.streak.longest}`}
      />
      <Card
        testId="card-month"
        label="Monthly goal"
        value={`${monthPercent}%`}
        detail={`${formatAmount(data.month.total)}g of ${data.month.goal}g`}
      />
    </div>
  );
}
