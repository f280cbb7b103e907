import type { NotificationSettings } from "@domain/notifications/schemas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson, apiRequest } from "@/lib/api";

/** GET /api/notifications: the stored choices and the key browsers subscribe with. */
export type NotificationsView = NotificationSettings & { vapidPublicKey: string | null };

export const NOTIFICATIONS_KEY = ["/api/notifications"] as const;

export function useNotificationSettings(enabled: boolean) {
  return useQuery<NotificationsView>({ queryKey: NOTIFICATIONS_KEY, enabled });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) => apiJson<NotificationsView>("PUT", "/api/notifications", settings),
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
 * subscription on the server (POST /api/push/subscription).
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
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(vapidPublicKey),
    }));
  await apiRequest("POST", "/api/push/subscription", subscription.toJSON());
}

/** Unsubscribes this browser and tells the server to forget it. */
export async function disablePush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await apiRequest("DELETE", "/api/push/subscription", { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}
