import { eq } from "drizzle-orm";
import type { Meal } from "../../../domain/meals/meal";
import { localDate } from "../../../domain/time/local-day";
import { getDb } from "../../db/client";
import { pushSubscriptions, type UserFields } from "../../db/schema";
import type { Bindings } from "../../env";
import { goalReachedMessage } from "./messages";
import { claimSend, pushSending, sendToUser, vapidConfig } from "./send";
import { readSettings } from "./settings";

/**
 * After the meal write whose own transaction took the meal's day from below the daily goal to
 * it (writes to the user's object run one after another, so exactly one write does; the one
 * call the meal write path makes, through waitUntil, after the answer): when the user has a
 * browser subscribed to push (most have none: then nothing else is read or written) and wants
 * goal alerts, their browsers are told, once per day (the claim keeps it once, should the day
 * drop below the goal and reach it again). Only for the user's today: the alert says "today",
 * and a photo of an earlier day analysed now tells nobody about a day gone by.
 */
export async function goalAlertAfterWrite(env: Bindings, user: UserFields, meal: Meal): Promise<void> {
  const vapid = vapidConfig(env);
  if (!vapid || meal.localDate !== localDate(Date.now(), user.timezone)) return;
  const db = getDb(env.DB);
  const subscribed = await db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, user.id))
    .limit(1)
    .get();
  if (!subscribed || !(await readSettings(db, user.id)).goalAlerts) return;
  if (await claimSend(db, user.id, "goal", meal.localDate)) {
    await sendToUser(db, vapid, user.id, goalReachedMessage(user.dailyGoal), pushSending(env));
  }
}
