import { bandOfDay } from "@domain/dashboard/summary";
import type { User } from "@domain/user/user";
import { type ComponentType, Suspense } from "react";
import { browserOnly } from "@/lib/browser-only";
import { useDashboard } from "@/lib/meals/api";
import { onDemand } from "@/lib/on-demand";
import type { AppUser } from "@/lib/session/use-auth";
import { BadgeGrid } from "./badge-grid";
import { DashboardSkeleton } from "./dashboard-skeleton";
import { DayNudge } from "./day-nudge";
import { HowToGuide } from "./how-to-guide";
import { LogMealAction } from "./log-meal-action";
import { PeriodChart } from "./period-chart";
import { ProteinRing } from "./protein-ring";
import { RecentMeals } from "./recent-meals";
import { StatCards } from "./stat-cards";
import { Greeting, StatsHeader } from "./stats-header";

// A guest's dashboard is worked out in this browser, from code an account never runs (ADR 036).
const GuestDashboardSection = onDemand(
  () => (import.meta.env.SSR ? browserOnly() : import("./guest-dashboard")),
  (m) => m.GuestDashboardSection,
);

/**
 * The dashboard, from one request: greeting, then the ring with 'Log a meal', one suggestion,
 * progress, charts, recent meals, badges, and the how-to guide until the first meal is logged.
 * A guest gets the same from the meals kept in this browser (ADR 018). The 'Goal Crushed!'
 * celebration lives in the app shell, so it shows on whichever screen the goal is reached.
 */
export function DashboardSection({
  auth,
  ...pieces
}: {
  auth: AppUser;
} & AccountPieces) {
  if (auth.status === "guest") {
    return (
      <Suspense fallback={<DashboardSkeleton />}>
        <GuestDashboardSection user={auth.user} />
      </Suspense>
    );
  }
  return <AccountDashboard user={auth.user} {...pieces} />;
}

/**
 * Pieces of other features, handed in by the app (features do not import each other):
 * `WaitingPhotos`, the photo feature's offer to analyse guest photos (ADR 019); `QuickRelog`, the
 * meals feature's "Log again" card; `WeightCard` and `GoalOffer`, the body feature's weight log and
 * its "Update your goal to N g?" (ADR 066).
 */
interface AccountPieces {
  WaitingPhotos: ComponentType;
  QuickRelog: ComponentType;
  WeightCard: ComponentType;
  GoalOffer: ComponentType;
}

function AccountDashboard({ user, WaitingPhotos, QuickRelog, WeightCard, GoalOffer }: { user: User } & AccountPieces) {
  const { data, isLoading, error, refetch } = useDashboard(true);
  if (isLoading) return <DashboardSkeleton />;
  if (error || !data) {
    return (
      <div
        role="alert"
        className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100"
      >
        <p className="font-medium">Your dashboard could not be loaded.</p>
        <button
          type="button"
          onClick={() => void refetch()}
          className="mt-3 rounded-lg bg-red-600 px-4 py-2 font-semibold text-white"
        >
          Try again
        </button>
      </div>
    );
  }
  const goal = data.goals.dailyGoal;
  return (
    <div className="space-y-6">
      <Greeting user={user} />
      <ProteinRing intake={data.totalProtein} goal={goal} streak={data.streak.current} action={<LogMealAction />} />
      {data.hasWaitingPhotos && <WaitingPhotos />}
      {data.goalOffer && <GoalOffer />}
      <DayNudge
        intake={data.totalProtein}
        goal={goal}
        favoriteFood={data.favoriteFood}
        meals={data.recentMeals}
        today={data.date}
      />
      <QuickRelog />
      <StatsHeader intake={data.totalProtein} goal={goal} xp={data.xp} />
      <StatCards data={data} />
      <PeriodChart data={data} />
      <WeightCard />
      <RecentMeals meals={data.recentMeals} today={bandOfDay(data.week, data.date)} />
      <BadgeGrid />
      {data.recentMeals.length === 0 && <HowToGuide />}
    </div>
  );
}
