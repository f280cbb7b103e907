import { eq } from "drizzle-orm";
import { dailyReminderDue, localClock, weeklyReportDue } from "../../../domain/notifications/due";
import { addDays } from "../../../domain/time/local-day";
import { type Db, getDb } from "../../db/client";
import { notificationSettings, pushSubscriptions, users } from "../../db/schema";
import type { Bindings } from "../../env";
import { forEachLimited } from "../../lib/limiter";
import { movedUserData } from "../../lib/moves/ensure-moved";
import { dailyReminderMessage, weeklyReportMessage } from "../../lib/push/messages";
import {
  claimSend,
  PUSH_CONCURRENCY,
  type PushSending,
  pruneSendClaims,
  pushSending,
  sendToUser,
  type VapidConfig,
  vapidConfig,
} from "../../lib/push/send";
import { settingsOf } from "../../lib/push/settings";

/**
 * The Cron Trigger (every 15 minutes, wrangler.jsonc): for each user with a subscribed
 * browser, what is due on their own clock. The daily reminder is skipped when a meal is
 * already logged today; each kind is claimed in notification_sends before it is sent, so a
 * retried or overlapping run never sends the same one twice, and each run first deletes the
 * claims of days long past. Users are reminded a few at a
 * time and every push has a time limit, so one unreachable browser delays no one else.
 */
export async function runReminders(env: Bindings, now: Date): Promise<void> {
  const vapid = vapidConfig(env);
  if (!vapid) return;
  const db = getDb(env.DB);
  await pruneSendClaims(db, now);
  const candidates = await db
    .selectDistinct({
      userId: users.id,
      movedGroups: users.movedGroups,
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
  // One limiter for every push of the run, and a few users at a time: a slow push service
  // holds one slot for at most its time limit while the others go on.
  const sending = pushSending(env);
  await forEachLimited(candidates, PUSH_CONCURRENCY, async (user) => {
    try {
      await remindUser(env, db, vapid, sending, user, now);
    } catch (error) {
      console.error(JSON.stringify({ event: "reminder_failed", userId: user.userId, error: String(error) }));
    }
  });
}

interface Candidate {
  userId: string;
  movedGroups: number;
  timezone: string;
  weeklyGoal: number;
  dailyReminder: boolean | null;
  reminderTime: string | null;
  goalAlerts: boolean | null;
  weeklyReport: boolean | null;
}

async function remindUser(env: Bindings, db: Db, vapid: VapidConfig, sending: PushSending, user: Candidate, now: Date) {
  const settings = settingsOf({
    dailyReminder: user.dailyReminder ?? undefined,
    reminderTime: user.reminderTime ?? undefined,
    goalAlerts: user.goalAlerts ?? undefined,
    weeklyReport: user.weeklyReport ?? undefined,
  });
  const clock = localClock(now, user.timezone);
  // What was logged is asked of the user's own object (ADR 068), only when something is due.
  const own = () => movedUserData(env, { id: user.userId, movedGroups: user.movedGroups });
  if (dailyReminderDue(settings, clock) && !(await (await own()).loggedOn(clock.date))) {
    if (await claimSend(db, user.userId, "daily", clock.date)) {
      await sendToUser(db, vapid, user.userId, dailyReminderMessage(), sending);
    }
  }
  if (weeklyReportDue(settings, clock) && (await claimSend(db, user.userId, "weekly", clock.date))) {
    const week = await (await own()).loggedBetween(addDays(clock.date, -6), clock.date);
    const band = {
      meals: week.meals,
      below: week.below,
      inBand: week.inBand,
      above: week.meals - week.below - week.inBand,
    };
    await sendToUser(db, vapid, user.userId, weeklyReportMessage(week.total, user.weeklyGoal, band), sending);
  }
}
