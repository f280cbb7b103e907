import type { User } from "@domain/user/user";
import type { ComponentType } from "react";
import { guestDashboard } from "@/lib/guest/guest-dashboard";
import { browserTimeZone, guestGoals, useGuestMeals } from "@/lib/guest/guest-meals";
import type { GuestUser } from "@/lib/guest/guest-storage";
import { useDashboard } from "@/lib/meals/api";
import type { AuthState } from "@/lib/session/use-auth";
import { GuestBanner } from "@/ui/guest/guest-banner";
import { LazyGuestEditMealDialog } from "@/ui/meals/lazy-edit-meal-dialog";
import { BadgeGrid } from "./badge-grid";
import { DayNudge } from "./day-nudge";
import { HowToGuide } from "./how-to-guide";
import { LogMealAction } from "./log-meal-action";
import { PeriodChart } from "./period-chart";
import { ProteinRing } from "./protein-ring";
import { RecentMeals } from "./recent-meals";
import { StatCards } from "./stat-cards";
import { Greeting, StatsHeader } from "./stats-header";

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
export function DashboardSection({
  auth,
  WaitingPhotos,
  QuickRelog,
}: {
  auth: AuthState;
  WaitingPhotos: ComponentType;
  QuickRelog: ComponentType;
}) {
  if (auth.status === "guest") return <GuestDashboardSection user={auth.user} />;
  if (auth.status !== "signed-in") {
    return (
      <div className="space-y-6">
        <GuestBanner />
        <HowToGuide />
      </div>
    );
  }
  return <AccountDashboard user={auth.user} WaitingPhotos={WaitingPhotos} QuickRelog={QuickRelog} />;
}

/**
 * `WaitingPhotos`: the photo feature's offer to analyse guest photos (ADR 019); `QuickRelog`: the
 * meals feature's "Log again" card. Both are handed in by the app (features do not import each other).
 */
function AccountDashboard({
  user,
  WaitingPhotos,
  QuickRelog,
}: {
  user: User;
  WaitingPhotos: ComponentType;
  QuickRelog: ComponentType;
}) {
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
      <DayNudge intake={data.totalProtein} goal={goal} favoriteFood={data.favoriteFood} />
      <QuickRelog />
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
      <RecentMeals meals={data.recentMeals} Editor={LazyGuestEditMealDialog} />
      {meals.length === 0 && <HowToGuide />}
    </div>
  );
}
