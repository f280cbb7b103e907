import type { MealType } from "@domain/meals/guest-meal";
import { createStore, del, get, set, values } from "idb-keyval";

/**
 * Meals logged without a connection (issue 19, ADR 027), kept in IndexedDB until the server
 * has them. Shared by the page and the service worker (Background Sync), so it uses nothing
 * but fetch and IndexedDB. Each meal keeps the idempotency key it was given when logged:
 * however many times it is sent, by whichever of the two, the server stores it once.
 */
export interface OfflineMeal {
  key: string;
  title: string;
  totalProtein: number;
  mealType: MealType;
  /** A photo already stored on the server before the connection dropped, else null. */
  imageUrl: string | null;
  queuedAt: number;
  /** The server's refusal, kept and shown until the user dismisses it; never retried. */
  refusal?: string;
}

export const OFFLINE_SYNC_TAG = "proteo-offline-meals";
export const OFFLINE_MEALS_CHANGED = "proteo:offline-meals-changed";

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
export function flushOfflineMeals(): Promise<FlushResult> {
  running ??= flush().finally(() => {
    running = null;
  });
  return running;
}

async function flush(): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, pending: 0, refused: 0 };
  const waiting = (await offlineMeals()).filter((m) => !m.refusal);
  for (const [index, meal] of waiting.entries()) {
    let res: Response;
    try {
      res = await fetch("/api/meals/manual", {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json", "Idempotency-Key": meal.key },
        body: JSON.stringify({
          title: meal.title,
          totalProtein: meal.totalProtein,
          mealType: meal.mealType,
          imageUrl: meal.imageUrl ?? null,
        }),
      });
    } catch {
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
      // Read again: the user may have dismissed it meanwhile.
      if (await get(meal.key, db())) await set(meal.key, { ...meal, refusal: await refusalText(res) }, db());
      result.refused += 1;
    }
  }
  return result;
}
