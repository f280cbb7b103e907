import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import {
  notificationSettingsSchema,
  pushEndpointSchema,
  pushSubscriptionSchema,
} from "../../../domain/notifications/schemas";
import { getDb } from "../../db/client";
import { notificationSettings, pushSubscriptions } from "../../db/schema";
import type { AppEnv } from "../../env";
import { sessionSettingsRead, settingsOf } from "../../lib/push/settings";
import { validate } from "../../lib/validate";
import { readsOwnSession, readWithSession, userOf } from "../../middleware/session";
import { checkPushEndpoint, storedEndpoint } from "./endpoint";
import { storeSubscription } from "./store-subscription";

/** The browser's Web Push subscription: stored on POST, forgotten on DELETE. */
export const pushRoutes = new Hono<AppEnv>()
  .post("/subscription", validate("json", pushSubscriptionSchema), async (c) => {
    const user = userOf(c);
    const input = c.req.valid("json");
    const endpoint = checkPushEndpoint(input.endpoint);
    await storeSubscription(getDb(c.env.DB), user.id, { endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth });
    return c.json({ endpoint }, 201);
  })
  .delete("/subscription", validate("json", pushEndpointSchema), async (c) => {
    const user = userOf(c);
    const endpoint = storedEndpoint(c.req.valid("json").endpoint);
    await getDb(c.env.DB)
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, user.id)));
    return c.body(null, 204);
  });

/** Settings' notification choices, stored on the server so the cron can act on them. */
export const notificationRoutes = new Hono<AppEnv>()
  // The session and the settings in one D1 batch (ADR 010).
  .get("/", readsOwnSession, async (c) => {
    const {
      results: [rows],
    } = await readWithSession(c, [sessionSettingsRead(getDb(c.env.DB))] as const);
    const settings = settingsOf(rows[0]);
    // The browser subscribes with this key (applicationServerKey); null when push is not configured.
    return c.json({ ...settings, vapidPublicKey: c.env.VAPID_PUBLIC_KEY?.trim() || null }, 200);
  })
  .put("/", validate("json", notificationSettingsSchema), async (c) => {
    const user = userOf(c);
    const settings = c.req.valid("json");
    await getDb(c.env.DB)
      .insert(notificationSettings)
      .values({ userId: user.id, ...settings, updatedAt: new Date() })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...settings, updatedAt: new Date() } });
    return c.json({ ...settings, vapidPublicKey: c.env.VAPID_PUBLIC_KEY?.trim() || null }, 200);
  });
