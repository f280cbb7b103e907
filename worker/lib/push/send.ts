import { buildPushPayload } from "@block65/webcrypto-web-push";
import { and, eq } from "drizzle-orm";
import type { PushPayload } from "../../../domain/notifications/schemas";
import type { Db } from "../../db/client";
import { notificationSends, pushSubscriptions } from "../../db/schema";
import type { Bindings } from "../../env";

export interface VapidConfig {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** The VAPID keys (RFC 8292) from the Worker's configuration; null when push is not set up. */
export function vapidConfig(env: Bindings): VapidConfig | null {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if (!publicKey || !privateKey) return null;
  return { subject: env.VAPID_SUBJECT?.trim() || "mailto:support@proteo.app", publicKey, privateKey };
}

/**
 * Claims (user, kind, day) before anything is sent: the insert succeeds once, so a retried
 * cron or two writes racing past the goal send one notification, never two.
 */
export async function claimSend(db: Db, userId: string, kind: PushPayload["kind"], day: string): Promise<boolean> {
  const result = await db
    .insert(notificationSends)
    .values({ userId, kind, localDate: day })
    .onConflictDoNothing()
    .run();
  return result.meta.changes > 0;
}

/**
 * Sends one notification to every browser the user subscribed, encrypted for each (RFC 8291
 * aes128gcm) and signed with VAPID (RFC 8292). A 404 or 410 means the browser dropped the
 * subscription: its row is deleted. Other failures are logged and left for the next time.
 */
export async function sendToUser(db: Db, vapid: VapidConfig, userId: string, payload: PushPayload): Promise<number> {
  const subscriptions = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  let delivered = 0;
  for (const sub of subscriptions) {
    try {
      const request = await buildPushPayload(
        { data: payload as unknown as Record<string, string>, options: { ttl: 60 * 60 * 12, urgency: "normal" } },
        { endpoint: sub.endpoint, expirationTime: null, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        vapid,
      );
      const res = await fetch(sub.endpoint, { ...request, redirect: "manual" });
      if (res.status === 404 || res.status === 410) {
        await db
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.endpoint, sub.endpoint), eq(pushSubscriptions.userId, userId)));
      } else if (res.ok) {
        delivered += 1;
      } else {
        console.warn(JSON.stringify({ event: "push_refused", status: res.status, host: new URL(sub.endpoint).host }));
      }
      await res.body?.cancel();
    } catch (error) {
      console.warn(JSON.stringify({ event: "push_failed", error: String(error) }));
    }
  }
  return delivered;
}
