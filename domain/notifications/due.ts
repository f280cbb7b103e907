import type { NotificationSettings } from "./schemas";

/** A user's own clock at an instant: the local day, minutes since midnight and weekday (0 = Sunday). */
export interface LocalClock {
  date: string;
  minutes: number;
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

export function localClock(instant: Date, timeZone: string): LocalClock {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      weekday: "short",
    });
    formatters.set(timeZone, format);
  }
  const part: Record<string, string> = {};
  for (const p of format.formatToParts(instant)) part[p.type] = p.value;
  return {
    date: `${part.year}-${part.month}-${part.day}`,
    minutes: Number(part.hour) * 60 + Number(part.minute),
    weekday: WEEKDAYS.indexOf(part.weekday ?? ""),
  };
}

/**
 * The cron runs every 15 minutes; a reminder is due in the hour from its time, so a late or
 * skipped run still sends it, while turning reminders on in the evening does not fire one
 * for a time long gone. Sending at most once a day is the job of the recorded sends.
 */
const WINDOW_MINUTES = 60;

export function minutesOf(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

function inWindow(clock: LocalClock, time: string): boolean {
  const start = minutesOf(time);
  return clock.minutes >= start && clock.minutes < start + WINDOW_MINUTES;
}

export function dailyReminderDue(settings: NotificationSettings, clock: LocalClock): boolean {
  return settings.dailyReminder && inWindow(clock, settings.reminderTime);
}

/** The weekly report goes on Sunday at the user's reminder time. */
export function weeklyReportDue(settings: NotificationSettings, clock: LocalClock): boolean {
  return settings.weeklyReport && clock.weekday === 0 && inWindow(clock, settings.reminderTime);
}
