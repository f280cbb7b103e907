import type { MealType } from "@domain/meals/guest-meal";
import { createStore, del, get, set, values } from "idb-keyval";

/**
 * Meals logged without a connection (ADR 027), kept in IndexedDB until the server
 * has them. Shared by the page and the service worker (Background Sync), so it uses nothing
 * but fetch and IndexedDB. Each meal keeps the idempotency key it was given when logged:
 * however many times it is sent, by whichever of the two, the server stores it once.
 */
export interface OfflineMeal {
  key: string;
  /**
   * Whose meal it is: sent only while that account is the one signed in, so a meal logged
   * offline by one account never lands in another that signs in on this browser later.
   */
  userId: string;
  title: string;
  totalProtein: number;
  mealType: MealType;
  /** A photo already stored on the server (before the connection dropped, or by a sync), else null. */
  imageUrl: string | null;
  /**
   * A photo taken offline, kept here until it is uploaded and analysed: the meal is then
   * stored by POST /api/analyze-meal (keyed by the stored photo, so a retry stores it once).
   */
  photo?: Blob;
  /** "photo": analyse the photo when back online; otherwise a manual meal. */
  kind?: "manual" | "photo";
  /** A quick add's calories, carbs and fat as typed; absent in meals queued before they existed. */
  macros?: { calories: string; carbs: string; fat: string };
  queuedAt: number;
  /** The server's refusal, kept and shown until the user dismisses it; never retried. */
  refusal?: string;
}

export const OFFLINE_SYNC_TAG = "proteo-offline-meals";

let store: ReturnType<typeof createStore> | undefined;
const db = () => {
  store ??= createStore("proteo-offline", "meals");
  return store;
};

export async function queueOfflineMeal(meal: Omit<OfflineMeal, "queuedAt">): Promise<void> {
  await set(meal.key, { ...meal, queuedAt: Date.now() } satisfies OfflineMeal, db());
}

export async function offlineMeals(): Promise<OfflineMeal[]> {
  const all = await values<OfflineMeal>(db());
  return all.sort((a, b) => a.queuedAt - b.queuedAt);
}

export async function dismissOfflineMeal(key: string): Promise<void> {
  await del(key, db());
}

export interface FlushResult {
  sent: number;
  pending: number;
  refused: number;
}

/** Uploads a photo and answers its /api/objects URL; a page-only step (the service worker has none). */
export type PhotoUploader = (photo: Blob) => Promise<string>;

/** An upload failure the server explained is a refusal; anything else (no network) is "later". */
export class UploadRefused extends Error {}

/** Statuses that mean "later": not signed in right now, throttled, or the server failing. */
const retryLater = (status: number) => status === 401 || status === 408 || status === 429 || status >= 500;

async function refusalText(res: Response): Promise<string> {
  const text = await res.text().catch(() => "");
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === "string" && body.message) return body.message;
  } catch {
    // Not JSON: the status says enough.
  }
  return `The server refused this meal (${res.status}).`;
}

let running: Promise<FlushResult> | null = null;

/**
 * Sends every waiting meal, oldest first, and stops at the first network failure (still
 * offline). A meal the server refuses for good (4xx) stays, marked with the server's words.
 */
export function flushOfflineMeals(upload?: PhotoUploader): Promise<FlushResult> {
  running ??= flush(upload).finally(() => {
    running = null;
  });
  return running;
}

async function refuse(meal: OfflineMeal, refusal: string): Promise<void> {
  // Read again: the user may have dismissed it meanwhile.
  if (await get(meal.key, db())) await set(meal.key, { ...meal, refusal }, db());
}

/** Sends one meal: a photo is uploaded first (once: its URL is kept), then analysed. */
async function send(meal: OfflineMeal, upload: PhotoUploader): Promise<Response> {
  if (meal.kind === "photo") {
    let imageUrl = meal.imageUrl;
    if (!imageUrl && meal.photo) {
      imageUrl = await upload(meal.photo);
      const { photo: _sent, ...stored } = meal;
      await set(meal.key, { ...stored, imageUrl }, db());
    }
    return fetch("/api/analyze-meal", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ imageUrl, mealType: meal.mealType }),
    });
  }
  return fetch("/api/meals/manual", {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json", "Idempotency-Key": meal.key },
    body: JSON.stringify({
      title: meal.title,
      totalProtein: meal.totalProtein,
      mealType: meal.mealType,
      imageUrl: meal.imageUrl ?? null,
      ...meal.macros,
    }),
  });
}

/** The account this browser is signed in to now, asked of the server; null when unknown. */
async function signedInUserId(): Promise<string | null> {
  try {
    const res = await fetch("/api/auth/user", { credentials: "include" });
    if (!res.ok) return null;
    const user = (await res.json()) as { id?: unknown };
    return typeof user.id === "string" ? user.id : null;
  } catch {
    return null;
  }
}

async function flush(upload?: PhotoUploader): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, pending: 0, refused: 0 };
  const all = (await offlineMeals()).filter((m) => !m.refusal);
  if (all.length === 0) return result;
  // Offline, signed out or unreachable: everything waits.
  const userId = await signedInUserId();
  if (!userId) return { ...result, pending: all.length };
  // Another account's meals wait for it; without an uploader (the service worker), photos
  // not yet uploaded wait for the page.
  const waiting = all.filter((m) => m.userId === userId && (upload || m.kind !== "photo" || m.imageUrl));
  for (const [index, meal] of waiting.entries()) {
    let res: Response;
    try {
      res = await send(meal, upload ?? (() => Promise.reject(new Error("no uploader"))));
    } catch (error) {
      if (error instanceof UploadRefused) {
        await refuse(meal, error.message);
        result.refused += 1;
        continue;
      }
      result.pending = waiting.length - index;
      return result;
    }
    if (res.ok) {
      await del(meal.key, db());
      result.sent += 1;
    } else if (retryLater(res.status)) {
      result.pending = waiting.length - index;
      return result;
    } else {
      await refuse(meal, await refusalText(res));
      result.refused += 1;
    }
  }
  return result;
}
