import { and, eq } from "drizzle-orm";
import { dailyReminderDue, localClock, weeklyReportDue } from "../../../domain/notifications/due";
import { addDays } from "../../../domain/time/local-day";
import { getDb } from "../../db/client";
import { meals, notificationSettings, pushSubscriptions, users } from "../../db/schema";
import type { Bindings } from "../../env";
import { dailyReminderMessage, weeklyReportMessage } from "../../lib/push/messages";
import { proteinBetween } from "../../lib/push/protein-between";
import { claimSend, sendToUser, vapidConfig } from "../../lib/push/send";
import { settingsOf } from "../../lib/push/settings";

/**
 * The Cron Trigger (every 15 minutes, wrangler.jsonc): for each user with a subscribed
 * browser, what is due on their own clock. The daily reminder is skipped when a meal is
 * already logged today; each kind is claimed in notification_sends before it is sent, so a
 * retried or overlapping run never sends the same one twice.
 */
export async function runReminders(env: Bindings, now: Date): Promise<void> {
  const vapid = vapidConfig(env);
  if (!vapid) return;
  const db = getDb(env.DB);
  const candidates = await db
    .selectDistinct({
      userId: users.id,
      timezone: users.timezone,
      weeklyGoal: users.weeklyGoal,
      dailyReminder: notificationSettings.dailyReminder,
      reminderTime: notificationSettings.reminderTime,
      goalAlerts: notificationSettings.goalAlerts,
      weeklyReport: notificationSettings.weeklyReport,
    })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id));
  for (const user of candidates) {
    const settings = settingsOf({
      dailyReminder: user.dailyReminder ?? undefined,
      reminderTime: user.reminderTime ?? undefined,
      goalAlerts: user.goalAlerts ?? undefined,
      weeklyReport: user.weeklyReport ?? undefined,
    });
    const clock = localClock(now, user.timezone);
    if (dailyReminderDue(settings, clock) && !(await loggedOn(env, user.userId, clock.date))) {
      if (await claimSend(db, user.userId, "daily", clock.date)) {
        await sendToUser(db, vapid, user.userId, dailyReminderMessage());
      }
    }
    if (weeklyReportDue(settings, clock) && (await claimSend(db, user.userId, "weekly", clock.date))) {
      const total = await proteinBetween(env, user.userId, addDays(clock.date, -6), clock.date);
      await sendToUser(db, vapid, user.userId, weeklyReportMessage(total, user.weeklyGoal));
    }
  }
}

async function loggedOn(env: Bindings, userId: string, day: string): Promise<boolean> {
  const row = await getDb(env.DB)
    .select({ id: meals.id })
    .from(meals)
    .where(and(eq(meals.userId, userId), eq(meals.localDate, day)))
    .limit(1)
    .get();
  return row !== undefined;
}
