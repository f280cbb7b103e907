import type { User } from "@domain/user/user";
import type { AuthState } from "../auth/use-auth";
import { GuestBanner } from "../guest/guest-banner";
import { guestDashboard } from "../guest/guest-dashboard";
import { GuestEditMealDialog } from "../guest/guest-edit-meal-dialog";
import { browserTimeZone, guestGoals, useGuestMeals } from "../guest/guest-meals";
import type { GuestUser } from "../guest/guest-storage";
import { useDashboard } from "../meals/queries";
import { WaitingPhotosOffer } from "../photo/waiting-photos-offer";
import { BadgeGrid } from "../stats/badge-grid";
import { Celebration } from "../stats/celebration";
import { PeriodChart } from "../stats/period-chart";
import { SmartTip } from "../stats/smart-tip";
import { StatCards } from "../stats/stat-cards";
import { StatsHeader } from "../stats/stats-header";
import { HowToGuide } from "./how-to-guide";
import { NudgeBanner } from "./nudge-banner";
import { ProteinRing } from "./protein-ring";
import { RecentMeals } from "./recent-meals";

function DashboardSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading your dashboard" className="space-y-4">
      <div className="h-44 animate-pulse rounded-2xl bg-slate-200 dark:bg-slate-800" />
      <div className="h-32 animate-pulse rounded-2xl bg-slate-200 dark:bg-slate-800" />
    </div>
  );
}

/**
 * The dashboard: ring, nudge, recent meals and the guide, from one request; a guest gets
 * the same from the meals kept in this browser (ADR 018).
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
      <StatsHeader user={user} intake={data.totalProtein} goal={goal} xp={data.xp} />
      <ProteinRing intake={data.totalProtein} goal={goal} streak={data.streak.current} />
      {data.hasWaitingPhotos && <WaitingPhotosOffer />}
      <NudgeBanner intake={data.totalProtein} goal={goal} favoriteFood={data.favoriteFood} />
      <SmartTip intake={data.totalProtein} goal={goal} />
      <StatCards data={data} />
      <PeriodChart data={data} />
      <RecentMeals meals={data.recentMeals} />
      <BadgeGrid />
      <HowToGuide />
      <Celebration date={data.date} met={goal > 0 && data.totalProtein >= goal} />
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
      <StatsHeader user={user} intake={data.totalProtein} goal={goal} xp={null} />
      <ProteinRing intake={data.totalProtein} goal={goal} streak={data.streak.current} />
      <NudgeBanner intake={data.totalProtein} goal={goal} favoriteFood={data.favoriteFood} />
      <SmartTip intake={data.totalProtein} goal={goal} />
      <StatCards data={data} />
      <PeriodChart data={data} localMeals={meals} />
      <RecentMeals meals={data.recentMeals} Editor={GuestEditMealDialog} />
      <HowToGuide />
      <Celebration date={data.date} met={goal > 0 && data.totalProtein >= goal} />
    </div>
  );
}
