import { bandOfDay } from "@domain/dashboard/summary";
import { guestDashboard } from "@/lib/guest/guest-dashboard";
import { browserTimeZone, guestGoals, useGuestMeals } from "@/lib/guest/guest-meals";
import type { GuestUser } from "@/lib/guest/guest-storage";
import { GuestBanner } from "@/ui/guest/guest-banner";
import { LazyGuestEditMealDialog } from "@/ui/meals/lazy-edit-meal-dialog";
import { Celebration, metGoal } from "./celebration";
import { DashboardSkeleton } from "./dashboard-skeleton";
import { DayNudge } from "./day-nudge";
import { HowToGuide } from "./how-to-guide";
import { LogMealAction } from "./log-meal-action";
import { PeriodChart } from "./period-chart";
import { ProteinRing } from "./protein-ring";
import { RecentMeals } from "./recent-meals";
import { StatCards } from "./stat-cards";
import { Greeting, StatsHeader } from "./stats-header";

/**
 * A guest's dashboard and goal celebration, from the meals kept in this browser (ADR 018): a
 * chunk of their own, loaded for a guest only (ADR 036).
 */
export function GuestDashboardSection({ user }: { user: GuestUser }) {
  const { data: meals, isLoading } = useGuestMeals();
  if (isLoading || !meals) return <DashboardSkeleton />;
  const data = guestDashboard(meals, guestGoals(), new Date(), browserTimeZone());
  const goal = data.goals.dailyGoal;
  return (
    <div className="space-y-6">
      <Greeting user={user} />
      <ProteinRing intake={data.totalProtein} goal={goal} streak={data.streak.current} action={<LogMealAction />} />
      <DayNudge
        intake={data.totalProtein}
        goal={goal}
        favoriteFood={data.favoriteFood}
        meals={data.recentMeals}
        today={data.date}
      />
      <GuestBanner />
      <StatsHeader intake={data.totalProtein} goal={goal} xp={null} />
      <StatCards data={data} />
      <PeriodChart data={data} localMeals={meals} />
      <RecentMeals meals={data.recentMeals} today={bandOfDay(data.week, data.date)} Editor={LazyGuestEditMealDialog} />
      {meals.length === 0 && <HowToGuide />}
    </div>
  );
}

/** A guest's total comes from the meals kept in this browser (ADR 018). */
export function GuestCelebration() {
  const { data: meals } = useGuestMeals();
  if (!meals) return null;
  const data = guestDashboard(meals, guestGoals(), new Date(), browserTimeZone());
  return <Celebration date={data.date} met={metGoal(data.totalProtein, data.goals.dailyGoal)} />;
}
