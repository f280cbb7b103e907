import type { Meal } from "../../../domain/meals/meal";
import { getDb } from "../../db/client";
import type { UserFields } from "../../db/schema";
import type { Bindings } from "../../env";
import { goalReachedMessage } from "./messages";
import { proteinBetween } from "./protein-between";
import { claimSend, pushSending, sendToUser, vapidConfig } from "./send";
import { readSettings } from "./settings";

/**
 * After a meal is stored (the one call the meal write path makes, through waitUntil, once its
 * batch has seen the goal reached and a subscribed browser): when the user wants goal alerts,
 * their browsers are told, once per day. Whichever write first sees the goal reached claims the day's
 * alert; comparing "before" and "after" this meal instead would miss the alert when two
 * racing writes both read the total with the other already in it.
 */
export async function goalAlertAfterWrite(env: Bindings, user: UserFields, meal: Meal): Promise<void> {
  const vapid = vapidConfig(env);
  if (!vapid) return;
  const db = getDb(env.DB);
  const day = meal.localDate;
  const total = await proteinBetween(env, user.id, day, day);
  if (total < user.dailyGoal || !(await readSettings(db, user.id)).goalAlerts) return;
  if (await claimSend(db, user.id, "goal", day)) {
    await sendToUser(db, vapid, user.id, goalReachedMessage(user.dailyGoal), pushSending(env));
  }
}
