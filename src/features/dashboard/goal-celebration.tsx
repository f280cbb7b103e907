import { useQuery } from "@tanstack/react-query";
import { guestDashboard } from "@/lib/guest/guest-dashboard";
import { browserTimeZone, guestGoals, useGuestMeals } from "@/lib/guest/guest-meals";
import { dashboardQuery } from "@/lib/meals/api";
import type { AuthState } from "@/lib/session/use-auth";
import { Celebration } from "./celebration";

const metGoal = (total: number, goal: number) => goal > 0 && total >= goal;

/**
 * Celebrates on whichever screen the user is when the day's total reaches the goal. This
 * watcher shares the dashboard's read (one request on the dashboard itself); being an active
 * observer, it has that read refetched whenever a meal changes (refreshAfter), so logging a
 * meal on the upload screen celebrates right there.
 */
function AccountCelebration() {
  const { data } = useQuery(dashboardQuery());
  if (!data) return null;
  return <Celebration date={data.date} met={metGoal(data.totalProtein, data.goals.dailyGoal)} />;
}

/** A guest's total comes from the meals kept in this browser (ADR 018). */
function GuestCelebration() {
  const { data: meals } = useGuestMeals();
  if (!meals) return null;
  const data = guestDashboard(meals, guestGoals(), new Date(), browserTimeZone());
  return <Celebration date={data.date} met={metGoal(data.totalProtein, data.goals.dailyGoal)} />;
}

export function GoalCelebration({ auth }: { auth: AuthState }) {
  if (auth.status === "signed-in") return <AccountCelebration />;
  if (auth.status === "guest") return <GuestCelebration />;
  return null;
}
