import { useQuery } from "@tanstack/react-query";
import { browserOnly } from "@/lib/browser-only";
import { dashboardQuery } from "@/lib/meals/api";
import { onDemand } from "@/lib/on-demand";
import type { AuthState } from "@/lib/session/use-auth";
import { OnDemandPiece } from "@/ui/on-demand-piece";
import { Celebration, metGoal } from "./celebration";

// With the guest's dashboard: code an account never runs (ADR 036).
const GuestCelebration = onDemand(
  () => (import.meta.env.SSR ? browserOnly() : import("./guest-dashboard")),
  (m) => m.GuestCelebration,
);

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

export function GoalCelebration({ auth }: { auth: AuthState }) {
  if (auth.status === "signed-in") return <AccountCelebration />;
  if (auth.status === "guest") {
    return (
      <OnDemandPiece>
        <GuestCelebration />
      </OnDemandPiece>
    );
  }
  return null;
}
