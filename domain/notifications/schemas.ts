import { z } from "../zod";

/** "HH:MM", 00:00 to 23:59, on the user's own clock. */
export const reminderTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "The reminder time must be HH:MM, from 00:00 to 23:59.");

/** PUT /api/notifications: every choice at once, as Settings shows them. */
export const notificationSettingsSchema = z.strictObject({
  dailyReminder: z.boolean({ error: "dailyReminder must be true or false." }),
  reminderTime: reminderTimeSchema,
  goalAlerts: z.boolean({ error: "goalAlerts must be true or false." }),
  weeklyReport: z.boolean({ error: "weeklyReport must be true or false." }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** Defaults: daily reminder on, goal achievement on, weekly reports off. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  dailyReminder: true,
  reminderTime: "19:00",
  goalAlerts: true,
  weeklyReport: false,
};

// base64url without padding: a P-256 point is 65 bytes (87 characters), the auth secret 16 (22).
const base64url = (length: number, name: string) =>
  z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${length}}$`), `${name} must be ${length} base64url characters.`);

/** POST /api/push/subscription: the browser's PushSubscription.toJSON(). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().max(1000, "The push endpoint is too long."),
  expirationTime: z.number().nullish(),
  keys: z.object({ p256dh: base64url(87, "keys.p256dh"), auth: base64url(22, "keys.auth") }),
});

/** DELETE /api/push/subscription: which of the user's subscriptions to forget. */
export const pushEndpointSchema = z.object({ endpoint: z.string().max(1000, "The push endpoint is too long.") });

/** Where a tapped notification takes the user: Add Your Meal, or the dashboard. */
export const NOTIFICATION_URLS = { daily: "/photo", goal: "/", weekly: "/" } as const;
export type NotificationKind = keyof typeof NOTIFICATION_URLS;

/** What the service worker receives in a push and shows. */
export interface PushPayload {
  kind: NotificationKind;
  title: string;
  body: string;
  url: string;
}
