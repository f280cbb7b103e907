import type { User } from "@domain/user/user";
import { lazy, Suspense } from "react";
import type { AuthState } from "../auth/use-auth";
import { GuestBanner } from "../guest/guest-banner";
import { guestDashboard } from "../guest/guest-dashboard";
import { GuestEditMealDialog } from "../guest/guest-edit-meal-dialog";
import { browserTimeZone, guestGoals, useGuestMeals } from "../guest/guest-meals";
import type { GuestUser } from "../guest/guest-storage";
import { useDashboard } from "../meals/queries";
import { WaitingPhotosOffer } from "../photo/waiting-photos-offer";
import { BadgeGrid } from "../stats/badge-grid";
import { PeriodChart } from "../stats/period-chart";
import { StatCards } from "../stats/stat-cards";
import { Greeting, StatsHeader } from "../stats/stats-header";
import { DayNudge } from "./day-nudge";
import { HowToGuide } from "./how-to-guide";
import { LogMealAction } from "./log-meal-action";
import { ProteinRing } from "./protein-ring";
import { RecentMeals } from "./recent-meals";

// "Log again" is fetched after the dashboard's first paint: its code stays out of first-load JS.
const QuickRelog = lazy(() => import("../meals/quick-relog").then((m) => ({ default: m.QuickRelog })));

function DashboardSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading your dashboard" className="space-y-4">
      <div className="h-44 animate-pulse rounded-2xl bg-slate-200 dark:bg-slate-800" />
      <div className="h-32 animate-pulse rounded-2xl bg-slate-200 dark:bg-slate-800" />
    </div>
  );
}

/**
 * The dashboard, from one request: greeting, then the ring with 'Log a meal', one suggestion,
 * progress, charts, recent meals, badges, and the how-to guide until the first meal is logged.
 * A guest gets the same from the meals kept in this browser (ADR 018). The 'Goal Crushed!'
 * celebration lives in the app shell, so it shows on whichever screen the goal is reached.
 */
export function DashboardSection({ auth }: { auth: AuthState }) {
  if (auth.status === "guest") return <GuestDashboardSection user={auth.user} />;
  if (auth.status !== "signed-in") {
    return (
      <div className="space-y-6">
        <GuestBanner />
        <HowToGuide />
      </div>
    );
  }
  return <AccountDashboard user={auth.user} />;
}

function AccountDashboard({ user }: { user: User }) {
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
      {data.hasWaitingPhotos && <WaitingPhotosOffer />}
      <DayNudge intake={data.totalProtein} goal={goal} favoriteFood={data.favoriteFood} />
      <Suspense fallback={null}>
        <QuickRelog />
      </Suspense>
      <StatsHeader intake={data.totalProtein} goal={goal} xp={data.xp} />
      <StatCards data={data} />
      <PeriodChart data={data} />
      <RecentMeals meals={data.recentMeals} />
      <BadgeGrid />
      {data.recentMeals.length === 0 && <HowToGuide />}
    </div>
  );
}

function GuestDashboardSection({ user }: { user: GuestUser }) {
  const { data: meals, isLoading } = useGuestMeals();
  if (isLoading || !meals) return <DashboardSkeleton />;
  const data = guestDashboard(meals, guestGoals(), new Date(), browserTimeZone());
  const goal = data.goals.dailyGoal;
  return (
    <div className="space-y-6">
      <GuestBanner />
      <Greeting user={user} />
      <ProteinRing intake={data.totalProtein} goal={goal} streak={data.streak.current} action={<LogMealAction />} />
      <DayNudge intake={data.totalProtein} goal={goal} favoriteFood={data.favoriteFood} />
      <StatsHeader intake={data.totalProtein} goal={goal} xp={null} />
      <StatCards data={data} />
      <PeriodChart data={data} localMeals={meals} />
      <RecentMeals meals={data.recentMeals} Editor={GuestEditMealDialog} />
      {meals.length === 0 && <HowToGuide />}
    </div>
  );
}
