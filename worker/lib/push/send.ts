import { buildPushPayload } from "@block65/webcrypto-web-push";
import { and, eq, lt } from "drizzle-orm";
import type { PushPayload } from "../../../domain/notifications/schemas";
import { addDays } from "../../../domain/time/local-day";
import type { Db } from "../../db/client";
import { notificationSends, pushSubscriptions } from "../../db/schema";
import type { Bindings } from "../../env";
import { type Limiter, limiter } from "../limiter";

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
 * Deletes the claims of days long past. A claim guards only its own local day against a second
 * send, and every claim is for the user's today (the daily reminder, the weekly report, the goal
 * alert); no time zone's today is more than a day before UTC's date, so a claim of a day two
 * days before UTC's guards nothing. The table then holds about three days of claims, however
 * long people use Proteo. Returns how many went.
 */
export async function pruneSendClaims(db: Db, now: Date): Promise<number> {
  const cutoff = addDays(now.toISOString().slice(0, 10), -2);
  const result = await db.delete(notificationSends).where(lt(notificationSends.localDate, cutoff)).run();
  return result.meta.changes;
}

/** How long one push service may take to answer one notification, in ms, unless PUSH_TIMEOUT_MS says otherwise. */
const PUSH_TIMEOUT_MS = 5_000;

/** Pushes in flight at once: a Worker keeps six connections open at a time. */
export const PUSH_CONCURRENCY = 6;

export const pushTimeout = (env: Bindings): number =>
  Number(env.PUSH_TIMEOUT_MS) > 0 ? Number(env.PUSH_TIMEOUT_MS) : PUSH_TIMEOUT_MS;

/** How sends go out: one limiter shared by every send of a run, and each send's time limit. */
export interface PushSending {
  limit: Limiter;
  timeoutMs: number;
}

export const pushSending = (env: Bindings): PushSending => ({
  limit: limiter(PUSH_CONCURRENCY),
  timeoutMs: pushTimeout(env),
});

/**
 * Sends one notification to every browser the user subscribed, encrypted for each (RFC 8291
 * aes128gcm) and signed with VAPID (RFC 8292), through the run's limiter. Each send has its
 * own time limit, started when its slot is free: a push service that never answers fails
 * that one send and holds up nobody else. A 404 or 410 means the browser dropped the
 * subscription: its row is deleted. Other failures are logged and left for the next time.
 */
export async function sendToUser(
  db: Db,
  vapid: VapidConfig,
  userId: string,
  payload: PushPayload,
  sending: PushSending,
): Promise<number> {
  const subscriptions = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  const sent = await Promise.all(
    subscriptions.map((sub) => sending.limit(() => sendOne(db, vapid, sub, payload, sending.timeoutMs))),
  );
  return sent.filter(Boolean).length;
}

async function sendOne(
  db: Db,
  vapid: VapidConfig,
  sub: typeof pushSubscriptions.$inferSelect,
  payload: PushPayload,
  timeoutMs: number,
): Promise<boolean> {
  const host = new URL(sub.endpoint).host;
  try {
    const request = await buildPushPayload(
      { data: payload as unknown as Record<string, string>, options: { ttl: 60 * 60 * 12, urgency: "normal" } },
      { endpoint: sub.endpoint, expirationTime: null, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      vapid,
    );
    const res = await fetch(sub.endpoint, { ...request, redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
    await res.body?.cancel();
    if (res.status === 404 || res.status === 410) {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.endpoint, sub.endpoint), eq(pushSubscriptions.userId, sub.userId)));
      return false;
    }
    if (!res.ok) console.warn(JSON.stringify({ event: "push_refused", status: res.status, host }));
    return res.ok;
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    console.warn(JSON.stringify({ event: timedOut ? "push_timed_out" : "push_failed", host, error: String(error) }));
    return false;
  }
}
