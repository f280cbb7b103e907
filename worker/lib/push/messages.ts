import { type BandCounts, bandSummary } from "../../../domain/meals/protein-band";
import { NOTIFICATION_URLS, type PushPayload } from "../../../domain/notifications/schemas";

export const dailyReminderMessage = (): PushPayload => ({
  kind: "daily",
  title: "Time to log your meals",
  body: "You have not logged a meal today. Add it now to keep your streak going.",
  url: NOTIFICATION_URLS.daily,
});

export const goalReachedMessage = (dailyGoal: number): PushPayload => ({
  kind: "goal",
  title: "Daily goal reached!",
  body: `You hit your ${dailyGoal}g protein goal today. Great work!`,
  url: NOTIFICATION_URLS.goal,
});

/**
 * The week's protein against the weekly goal, then how many of its meals were in the per-meal
 * band ("9 of 14 meals in the 20-40 g band.") when any meal was logged.
 */
export const weeklyReportMessage = (total: number, weeklyGoal: number, band: BandCounts): PushPayload => {
  const meals = bandSummary(band);
  const week = `${Math.round(total)}g of protein in the last 7 days: ${Math.round((total / Math.max(weeklyGoal, 1)) * 100)}% of your ${weeklyGoal}g weekly goal.`;
  return {
    kind: "weekly",
    title: "Your week in protein",
    body: meals ? `${week} ${meals}.` : week,
    url: NOTIFICATION_URLS.weekly,
  };
};
