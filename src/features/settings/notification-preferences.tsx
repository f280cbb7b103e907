import type { NotificationSettings } from "@domain/notifications/schemas";
import { DEFAULT_NOTIFICATION_SETTINGS, notificationSettingsSchema } from "@domain/notifications/schemas";
import { useEffect, useId, useState } from "react";
import { serverMessage } from "@/lib/api";
import { checkForm, type FieldErrors } from "@/lib/form-errors";
import { toast } from "@/lib/toast";
import { cardClass, FieldMessage, invalidProps, primaryButton, secondaryButton } from "@/ui/field";
import {
  currentSubscription,
  disablePush,
  enablePush,
  PushSetupError,
  useNotificationSettings,
  useSaveNotificationSettings,
} from "./notifications-api";

type Toggle = "dailyReminder" | "goalAlerts" | "weeklyReport";
const LABELS: Record<Toggle, string> = {
  dailyReminder: "Daily reminder to log meals",
  goalAlerts: "Goal achievement alerts",
  weeklyReport: "Weekly progress reports",
};

/**
 * Settings' Notifications: the choices are stored on the server, which sends the
 * reminders by Web Push to every browser where they are turned on. A guest has no account
 * to send to: the section says so.
 */
export function NotificationPreferences({ signedIn = true }: { signedIn?: boolean }) {
  if (!signedIn) {
    return (
      <fieldset className={cardClass}>
        {/* Floated, the legend sits inside the card like the other cards' titles, not on its border. */}
        <legend className="float-left w-full text-lg font-semibold">Notifications</legend>
        <p className="clear-left pt-1 text-sm text-slate-600 dark:text-slate-400">
          Create an account to get reminders to log your meals, goal achievement alerts and weekly progress reports.
        </p>
      </fieldset>
    );
  }
  return <ServerPreferences />;
}

function ServerPreferences() {
  const stored = useNotificationSettings(true);
  const save = useSaveNotificationSettings();
  const [prefs, setPrefs] = useState<NotificationSettings>(DEFAULT_NOTIFICATION_SETTINGS);
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const timeError = useId();

  useEffect(() => {
    if (stored.data) {
      const { vapidPublicKey: _key, ...settings } = stored.data;
      setPrefs(settings);
    }
  }, [stored.data]);
  useEffect(() => {
    void currentSubscription().then(
      (s) => setSubscribed(Boolean(s)),
      () => setSubscribed(false),
    );
  }, []);

  const store = (next: NotificationSettings) => {
    setPrefs(next);
    // PUT /api/notifications validates with notificationSettingsSchema: the same check first.
    const check = checkForm(notificationSettingsSchema, next);
    setErrors(check.ok ? {} : check.errors);
    if (!check.ok) return;
    save.mutate(check.data, {
      onError: (error) =>
        toast.error("Error", { description: serverMessage(error) ?? "Your notification choices were not saved." }),
    });
  };

  async function togglePush() {
    setBusy(true);
    try {
      if (subscribed) {
        await disablePush();
        setSubscribed(false);
        toast.success("Notifications turned off on this device");
      } else {
        await enablePush(stored.data?.vapidPublicKey ?? null);
        setSubscribed(true);
        toast.success("Notifications turned on on this device");
      }
    } catch (error) {
      const description =
        error instanceof PushSetupError
          ? error.message
          : (serverMessage(error) ?? "Notifications could not be changed. Please try again.");
      toast.error("Notifications", { description });
    } finally {
      setBusy(false);
    }
  }

  return (
    <fieldset className={cardClass} disabled={stored.isLoading}>
      <legend className="float-left w-full text-lg font-semibold">Notifications</legend>
      <p className="clear-left pt-1 text-sm text-slate-600 dark:text-slate-400">
        Reminders come as notifications on the devices where you turn them on, at the time you pick on your own clock.
        The daily reminder is skipped when you have already logged a meal that day.
      </p>
      <div className="mt-4 space-y-3">
        {(Object.keys(LABELS) as Toggle[]).map((key) => (
          <label key={key} className="flex items-center gap-3 text-sm font-medium pointer-coarse:min-h-11">
            <input
              type="checkbox"
              checked={prefs[key]}
              onChange={() => store({ ...prefs, [key]: !prefs[key] })}
              className="size-4 accent-brand-600"
            />
            {LABELS[key]}
          </label>
        ))}
        <label className="flex items-center gap-3 text-sm font-medium pointer-coarse:min-h-11">
          Reminder time
          <input
            type="time"
            value={prefs.reminderTime}
            onChange={(e) => e.target.value && store({ ...prefs, reminderTime: e.target.value.slice(0, 5) })}
            {...invalidProps(timeError, errors.reminderTime)}
            className="rounded-lg border border-slate-300 px-2 py-1 dark:border-slate-600 dark:bg-slate-800"
          />
        </label>
        <FieldMessage id={timeError} message={errors.reminderTime} />
      </div>
      <button
        type="button"
        onClick={() => void togglePush()}
        disabled={busy || subscribed === null}
        className={`mt-4 ${subscribed ? secondaryButton : primaryButton}`}
      >
        {subscribed ? "Turn off notifications on this device" : "Turn on notifications on this device"}
      </button>
    </fieldset>
  );
}
