import type { NotificationSettings } from "@domain/notifications/schemas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError, api, read } from "@/lib/api";

/** GET /api/notifications: the stored choices and the key browsers subscribe with. */
export const NOTIFICATIONS_KEY = ["notifications"] as const;

export function useNotificationSettings(enabled: boolean) {
  return useQuery({ queryKey: NOTIFICATIONS_KEY, enabled, queryFn: () => read(api.notifications.$get()) });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) => read(api.notifications.$put({ json: settings })),
    onSuccess: (saved) => queryClient.setQueryData(NOTIFICATIONS_KEY, saved),
  });
}

const pushSupported = () => "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

/** This browser's push subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

export class PushSetupError extends Error {}

/**
 * Asks the browser's permission, subscribes it with the server's VAPID key and stores the
 * subscription on the server (POST /api/push/subscription). When the server says this
 * browser's subscription belongs to another account (someone else signed in here turned
 * notifications on), the browser gives that subscription up, which stops the other
 * account's notifications here, and stores a new one for this account.
 */
export async function enablePush(vapidPublicKey: string | null): Promise<void> {
  if (!pushSupported())
    throw new PushSetupError(
      "This browser cannot receive notifications. On iPhone, add Proteo to your Home Screen first.",
    );
  if (!vapidPublicKey) throw new PushSetupError("Notifications are not set up on this server.");
  const permission = await Notification.requestPermission();
  if (permission !== "granted")
    throw new PushSetupError("Notifications are blocked for Proteo in this browser's settings.");
  const registration = await navigator.serviceWorker.ready;
  const subscribe = () =>
    registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(vapidPublicKey) });
  const subscription = (await registration.pushManager.getSubscription()) ?? (await subscribe());
  try {
    await storeSubscription(subscription);
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.body?.code === "PUSH_ENDPOINT_TAKEN")) throw error;
    await subscription.unsubscribe();
    await storeSubscription(await subscribe());
  }
}

async function storeSubscription(subscription: PushSubscription): Promise<void> {
  const { endpoint, keys } = subscription.toJSON();
  await read(
    api.push.subscription.$post({
      json: { endpoint: endpoint ?? "", keys: { p256dh: keys?.p256dh ?? "", auth: keys?.auth ?? "" } },
    }),
  );
}

/** Unsubscribes this browser and tells the server to forget it. */
export async function disablePush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await read(api.push.subscription.$delete({ json: { endpoint: subscription.endpoint } }));
  await subscription.unsubscribe();
}
