import { eq } from "drizzle-orm";
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from "../../../domain/notifications/schemas";
import type { Db } from "../../db/client";
import { notificationSettings } from "../../db/schema";

type SettingsRow = typeof notificationSettings.$inferSelect;

export const settingsOf = (row: Partial<SettingsRow> | null | undefined): NotificationSettings => ({
  dailyReminder: row?.dailyReminder ?? DEFAULT_NOTIFICATION_SETTINGS.dailyReminder,
  reminderTime: row?.reminderTime ?? DEFAULT_NOTIFICATION_SETTINGS.reminderTime,
  goalAlerts: row?.goalAlerts ?? DEFAULT_NOTIFICATION_SETTINGS.goalAlerts,
  weeklyReport: row?.weeklyReport ?? DEFAULT_NOTIFICATION_SETTINGS.weeklyReport,
});

/** The user's choices; the spec's defaults until they change one. */
export async function readSettings(db: Db, userId: string): Promise<NotificationSettings> {
  const row = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)).get();
  return settingsOf(row);
}
