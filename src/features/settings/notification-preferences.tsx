import { useState } from "react";
import { cardClass } from "@/ui/field";

const KEY = "proteo-notifications";
const DEFAULTS = { dailyReminder: true, goalAchievement: true, weeklyReports: false };
type Prefs = typeof DEFAULTS;
const LABELS: Record<keyof Prefs, string> = {
  dailyReminder: "Daily reminder to log meals",
  goalAchievement: "Goal achievement alerts",
  weeklyReports: "Weekly progress reports",
};

function read(): Prefs {
  try {
    return { ...DEFAULTS, ...(JSON.parse(localStorage.getItem(KEY) ?? "{}") as Partial<Prefs>) };
  } catch {
    return DEFAULTS;
  }
}

/** Notification choices, kept in this browser (spec section 9) until reminders are sent. */
export function NotificationPreferences() {
  const [prefs, setPrefs] = useState<Prefs>(read);
  const toggle = (key: keyof Prefs) => {
    const next = { ...prefs, [key]: !prefs[key] };
    setPrefs(next);
    try {
      localStorage.setItem(KEY, JSON.stringify(next));
    } catch {
      // Storage unavailable: the choice lasts for this visit.
    }
  };
  return (
    <fieldset className={cardClass}>
      <legend className="text-lg font-semibold">Notifications</legend>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Proteo does not send reminders yet; your choices are saved on this device and will be used when it does.
      </p>
      <div className="mt-4 space-y-3">
        {(Object.keys(LABELS) as (keyof Prefs)[]).map((key) => (
          <label key={key} className="flex items-center gap-3 text-sm font-medium">
            <input
              type="checkbox"
              checked={prefs[key]}
              onChange={() => toggle(key)}
              className="size-4 accent-brand-600"
            />
            {LABELS[key]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
