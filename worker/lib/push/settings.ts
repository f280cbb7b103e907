import { eq } from "drizzle-orm";
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from "../../../domain/notifications/schemas";
import type { Db } from "../../db/client";
import { builtOnce } from "../../db/prepared";
import { notificationSettings } from "../../db/schema";
import { liveSessionUserId } from "../session";

type SettingsRow = typeof notificationSettings.$inferSelect;

export const settingsOf = (row: Partial<SettingsRow> | null | undefined): NotificationSettings => ({
  dailyReminder: row?.dailyReminder ?? DEFAULT_NOTIFICATION_SETTINGS.dailyReminder,
  reminderTime: row?.reminderTime ?? DEFAULT_NOTIFICATION_SETTINGS.reminderTime,
  goalAlerts: row?.goalAlerts ?? DEFAULT_NOTIFICATION_SETTINGS.goalAlerts,
  weeklyReport: row?.weeklyReport ?? DEFAULT_NOTIFICATION_SETTINGS.weeklyReport,
});

/** The user's choices; until they change one, DEFAULT_NOTIFICATION_SETTINGS (reminder at 19:00, goal alerts on). */
export async function readSettings(db: Db, userId: string): Promise<NotificationSettings> {
  const row = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)).get();
  return settingsOf(row);
}

/** The live session's user's settings row, built once, for a batch with the session lookup (ADR 010). */
const settingsOfSession = builtOnce((db) =>
  db.select().from(notificationSettings).where(eq(notificationSettings.userId, liveSessionUserId)).prepare(),
);

/** readSettings' read for readWithSession; pass its rows to settingsOf(rows[0]). */
export const sessionSettingsRead = (db: Db) => [settingsOfSession(db), {}] as const;
