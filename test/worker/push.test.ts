import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Meal } from "../../domain/meals/meal";
import { addDays, localDate } from "../../domain/time/local-day";
import type { UserFields } from "../../worker/db/schema";
import worker from "../../worker/index";
import { goalAlertAfterWrite } from "../../worker/lib/push/goal-alert";
import { signUp, type TestAccount } from "./accounts";
import { call } from "./client";
import { FAKE_PUSH_ORIGIN, type FakeBrowser, fakeBrowser, fakePushService, type PushReply } from "./fake-push";

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

function push(browsers: FakeBrowser[], reply?: (endpoint: string) => PushReply, options?: { delayMs?: number }) {
  const fake = fakePushService(browsers, reply, options);
  restore = fake.restore;
  return fake;
}

/** Runs the Cron Trigger as Cloudflare would at `at`, and waits for everything it started. */
async function cron(at: string) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: new Date(at), cron: "*/15 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

/** POST /api/push/subscription for this browser (or just this endpoint) with the account's cookie. */
const subscribe = (account: TestAccount, browser: Pick<FakeBrowser, "endpoint" | "keys">) =>
  call("/api/push/subscription", {
    json: { endpoint: browser.endpoint, expirationTime: null, keys: browser.keys },
    headers: { Cookie: account.cookie },
  });

async function subscriber(timezone: string, settings: Partial<Record<string, unknown>> = {}) {
  const account = await signUp();
  await env.DB.prepare("update users set timezone = ? where id = ?").bind(timezone, account.id).run();
  const browser = await fakeBrowser();
  expect((await subscribe(account, browser)).status).toBe(201);
  const put = await call("/api/notifications", {
    method: "PUT",
    json: { dailyReminder: true, reminderTime: "19:00", goalAlerts: true, weeklyReport: false, ...settings },
    headers: { Cookie: account.cookie },
  });
  expect(put.status).toBe(200);
  return { account, browser };
}

const logMeal = (account: TestAccount, totalProtein: number, key?: string) =>
  call("/api/meals/manual", {
    json: { title: "Eggs", totalProtein, mealType: "breakfast" },
    headers: { Cookie: account.cookie, ...(key ? { "Idempotency-Key": key } : {}) },
  });

/** "finished" when the promise settles within the limit, "stalled" when it does not. */
const withinSeconds = (seconds: number, promise: Promise<unknown>) =>
  Promise.race([
    promise.then(() => "finished"),
    new Promise((resolve) => setTimeout(() => resolve("stalled"), seconds * 1000)),
  ]);

describe("push subscription and notification settings", () => {
  it("stores the choices on the server, defaults first, and refuses a bad time without changing them", async () => {
    const { cookie } = await signUp();
    const first = await call("/api/notifications", { headers: { Cookie: cookie } });
    expect(await first.json()).toEqual({
      dailyReminder: true,
      reminderTime: "19:00",
      goalAlerts: true,
      weeklyReport: false,
      vapidPublicKey: env.VAPID_PUBLIC_KEY,
    });
    const choices = { dailyReminder: false, reminderTime: "07:30", goalAlerts: false, weeklyReport: true };
    expect(
      (await call("/api/notifications", { method: "PUT", json: choices, headers: { Cookie: cookie } })).status,
    ).toBe(200);
    const bad = await call("/api/notifications", {
      method: "PUT",
      json: { ...choices, reminderTime: "24:00" },
      headers: { Cookie: cookie },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe(
      "The reminder time must be HH:MM, from 00:00 to 23:59.",
    );
    const after = await call("/api/notifications", { headers: { Cookie: cookie } });
    expect(await after.json()).toMatchObject(choices);
  });

  it("accepts endpoints only on the browsers' push services, https on port 443 (SSRF)", async () => {
    const account = await signUp();
    const { keys } = await fakeBrowser();
    const refused = [
      "http://fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com.evil.example/fcm/send/x",
      "https://evil-fcm.googleapis.com/fcm/send/x",
      "https://xfcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com:8443/fcm/send/x",
      "https://fcm.googleapis.com:80/fcm/send/x",
      "https://user:secret@fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com@evil.example/fcm/send/x",
      "https://android.googleapis.com/gcm/send/x",
      "https://googleapis.com/x",
      "https://push.services.mozilla.com/wpush/v2/x",
      "https://push.services.mozilla.com.evil.example/wpush/v2/x",
      "https://push.apple.com/x",
      "https://notify.windows.com/w/?token=x",
      "https://evilnotify.windows.com/w/?token=x",
      "https://push.example.com/x",
      "https://hooks.slack.com/services/x",
      "https://142.250.185.74/fcm/send/x",
      "https://127.0.0.1/x",
      "https://10.0.0.8/x",
      "https://169.254.169.254/latest",
      "https://0x7f000001/x",
      "https://[::1]/x",
      "https://[::ffff:7f00:1]/x",
      // Public DNS names that resolve to loopback or a private address.
      "https://127.0.0.1.nip.io/x",
      "https://localtest.me/x",
      "https://fcm.googleapis.com.127.0.0.1.nip.io/x",
      "https://localhost/x",
      "https://metadata.internal/x",
      "fcm.googleapis.com/fcm/send/x",
      "not a url",
    ];
    for (const endpoint of refused) {
      const res = await subscribe(account, { endpoint, keys });
      expect(res.status, endpoint).toBe(400);
      expect(((await res.json()) as { code?: string }).code, endpoint).toBe("INVALID_INPUT");
    }
    const lookAlike = await subscribe(account, { endpoint: "https://fcm.googleapis.com.evil.example/x", keys });
    expect(((await lookAlike.json()) as { message: string }).message).toBe(
      "The push endpoint must be on a browser push service (Google, Mozilla, Apple or Microsoft).",
    );
    const port = await subscribe(account, { endpoint: "https://fcm.googleapis.com:8443/x", keys });
    expect(((await port.json()) as { message: string }).message).toBe(
      "The push endpoint must use the standard https port.",
    );
    const count = async () =>
      (
        await env.DB.prepare("select count(*) as n from push_subscriptions where user_id = ?")
          .bind(account.id)
          .first<{ n: number }>()
      )?.n;
    expect(await count()).toBe(0);

    // What Chrome, Firefox, Safari and Edge hand out, and 443 spelled out.
    const accepted = [
      `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`,
      `https://fcm.googleapis.com:443/wp/${crypto.randomUUID()}`,
      `https://updates.push.services.mozilla.com/wpush/v2/${crypto.randomUUID()}`,
      `https://web.push.apple.com/${crypto.randomUUID()}`,
      `https://api.push.apple.com/3/device/${crypto.randomUUID()}`,
      `https://wns2-par02p.notify.windows.com/w/?token=${crypto.randomUUID()}`,
      `https://FCM.GoogleAPIs.com/fcm/send/${crypto.randomUUID()}`,
    ];
    for (const endpoint of accepted) {
      expect((await subscribe(account, { endpoint, keys })).status, endpoint).toBe(201);
    }
    const stored = await env.DB.prepare("select endpoint from push_subscriptions where user_id = ?")
      .bind(account.id)
      .all<{ endpoint: string }>();
    expect(stored.results.map((r) => new URL(r.endpoint).host).sort()).toEqual(
      [
        "fcm.googleapis.com",
        "fcm.googleapis.com",
        "fcm.googleapis.com",
        "updates.push.services.mozilla.com",
        "web.push.apple.com",
        "api.push.apple.com",
        "wns2-par02p.notify.windows.com",
      ].sort(),
    );
  });

  it("keeps at most 10 subscriptions per account: the 11th replaces the oldest", async () => {
    const account = await signUp();
    const browsers = await Promise.all(Array.from({ length: 11 }, () => fakeBrowser()));
    for (const browser of browsers) expect((await subscribe(account, browser)).status).toBe(201);
    const stored = await env.DB.prepare("select endpoint from push_subscriptions where user_id = ?")
      .bind(account.id)
      .all<{ endpoint: string }>();
    expect(stored.results.map((r) => r.endpoint).sort()).toEqual(
      browsers
        .slice(1)
        .map((b) => b.endpoint)
        .sort(),
    );
  });

  it("20 concurrent subscriptions from one account leave exactly 10", async () => {
    const account = await signUp();
    const browsers = await Promise.all(Array.from({ length: 20 }, () => fakeBrowser()));
    const answers = await Promise.all(browsers.map((browser) => subscribe(account, browser)));
    expect(answers.map((r) => r.status)).toEqual(browsers.map(() => 201));
    const left = await env.DB.prepare("select count(*) as n from push_subscriptions where user_id = ?")
      .bind(account.id)
      .first<{ n: number }>();
    expect(left?.n).toBe(10);
  });

  it("keeps a subscription with the account that stored it: another account's post is a 409 that changes nothing", async () => {
    const a = await subscriber("UTC", { reminderTime: "03:00" });
    const b = await signUp();
    const other = await fakeBrowser();
    // B's browser has A's endpoint (or B learned it): it is not B's to take.
    const taken = await subscribe(b, { endpoint: a.browser.endpoint, keys: other.keys });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({
      message: "Notifications in this browser are already on for another account.",
      code: "PUSH_ENDPOINT_TAKEN",
    });
    const row = await env.DB.prepare("select user_id, p256dh, auth from push_subscriptions where endpoint = ?")
      .bind(a.browser.endpoint)
      .first();
    expect(row).toEqual({ user_id: a.account.id, p256dh: a.browser.keys.p256dh, auth: a.browser.keys.auth });
    // A's reminders still reach A's browser, encrypted for A's keys.
    const fake = push([a.browser]);
    await cron("2026-11-18T03:00:00Z");
    expect(fake.deliveries.map((d) => d.endpoint)).toEqual([a.browser.endpoint]);

    // The same account storing it again is fine (fresh keys are kept).
    const again = await fakeBrowser();
    expect((await subscribe(a.account, { endpoint: a.browser.endpoint, keys: again.keys })).status).toBe(201);
    const renewed = await env.DB.prepare("select user_id, p256dh from push_subscriptions where endpoint = ?")
      .bind(a.browser.endpoint)
      .first();
    expect(renewed).toEqual({ user_id: a.account.id, p256dh: again.keys.p256dh });

    // On a shared browser, B turning notifications on unsubscribes A's and gets a new endpoint.
    expect((await subscribe(b, other)).status).toBe(201);
  });

  it("two accounts posting one new endpoint at once: one stores it, the other gets a 409", async () => {
    const a = await signUp();
    const b = await signUp();
    const browser = await fakeBrowser();
    const answers = await Promise.all([subscribe(a, browser), subscribe(b, browser)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const winner = answers[0]?.status === 201 ? a : b;
    const row = await env.DB.prepare("select user_id from push_subscriptions where endpoint = ?")
      .bind(browser.endpoint)
      .first();
    expect(row).toEqual({ user_id: winner.id });
  });

  it("DELETE forgets only the caller's own subscription", async () => {
    const a = await subscriber("UTC");
    const b = await signUp();
    const other = await call("/api/push/subscription", {
      method: "DELETE",
      json: { endpoint: a.browser.endpoint },
      headers: { Cookie: b.cookie },
    });
    expect(other.status).toBe(204);
    const count = () =>
      env.DB.prepare("select count(*) as n from push_subscriptions where endpoint = ?")
        .bind(a.browser.endpoint)
        .first();
    expect((await count())?.n).toBe(1);
    await call("/api/push/subscription", {
      method: "DELETE",
      json: { endpoint: a.browser.endpoint },
      headers: { Cookie: a.account.cookie },
    });
    expect((await count())?.n).toBe(0);
  });
});

describe("the reminder cron", () => {
  it("sends the daily reminder on each user's own clock (UTC-11 and UTC+14), RFC 8291/8292 encoded", async () => {
    // 2026-11-23 07:00 UTC is 20:00 on the 22nd in Pago Pago (UTC-11) and 21:00 on the 23rd on Kiritimati (UTC+14).
    const west = await subscriber("Pacific/Pago_Pago", { reminderTime: "20:00" });
    const east = await subscriber("Pacific/Kiritimati", { reminderTime: "21:00" });
    const fake = push([west.browser, east.browser]);

    await cron("2026-11-23T06:45:00Z");
    expect(fake.deliveries).toHaveLength(0);

    await cron("2026-11-23T07:00:00Z");
    expect(fake.deliveries.map((d) => d.endpoint).sort()).toEqual(
      [west.browser.endpoint, east.browser.endpoint].sort(),
    );
    for (const d of fake.deliveries) {
      expect(d.headers["content-encoding"]).toBe("aes128gcm");
      expect(d.headers["content-type"]).toBe("application/octet-stream");
      expect(Number(d.headers.ttl)).toBeGreaterThan(0);
      expect(d.vapidKey).toBe(env.VAPID_PUBLIC_KEY);
      expect(d.claims.aud).toBe(FAKE_PUSH_ORIGIN);
      expect(d.claims.sub).toBe("mailto:push-test@proteo.test");
      expect(d.claims.exp * 1000).toBeGreaterThan(Date.now());
      expect(d.payload).toEqual({
        kind: "daily",
        title: "Time to log your meals",
        body: "You have not logged a meal today. Add it now to keep your streak going.",
        url: "/photo",
      });
    }
    const days = await env.DB.prepare(
      "select user_id, local_date from notification_sends where kind = 'daily' and user_id in (?, ?)",
    )
      .bind(west.account.id, east.account.id)
      .all<{ user_id: string; local_date: string }>();
    expect(Object.fromEntries(days.results.map((r) => [r.user_id, r.local_date]))).toEqual({
      [west.account.id]: "2026-11-22",
      [east.account.id]: "2026-11-23",
    });
  });

  it("a retried or overlapping cron sends each reminder once", async () => {
    const user = await subscriber("Europe/Paris", { reminderTime: "08:00" });
    const fake = push([user.browser]);
    await Promise.all([cron("2026-11-23T07:00:00Z"), cron("2026-11-23T07:00:00Z"), cron("2026-11-23T07:15:00Z")]);
    await cron("2026-11-23T07:30:00Z");
    expect(fake.deliveries).toHaveLength(1);
  });

  it("skips the daily reminder when a meal is already logged today", async () => {
    const user = await subscriber("UTC", { reminderTime: "00:00" });
    const fake = push([user.browser]);
    const now = new Date();
    // Logged now, on today's date in UTC; the cron runs in the reminder's first hour of that day.
    expect((await logMeal(user.account, 10)).status).toBe(201);
    const day = now.toISOString().slice(0, 10);
    await cron(`${day}T00:30:00Z`);
    expect(fake.deliveries).toHaveLength(0);
    const sends = await env.DB.prepare("select count(*) as n from notification_sends where user_id = ?")
      .bind(user.account.id)
      .first();
    expect(sends?.n).toBe(0);
  });

  it("deletes a subscription the push service answers 410 Gone (404 too)", async () => {
    const gone = await subscriber("UTC", { reminderTime: "12:00" });
    const missing = await subscriber("UTC", { reminderTime: "12:00" });
    const kept = await subscriber("UTC", { reminderTime: "12:00" });
    const fake = push([gone.browser, missing.browser, kept.browser], (endpoint) =>
      endpoint === gone.browser.endpoint ? 410 : endpoint === missing.browser.endpoint ? 404 : 201,
    );
    await cron("2026-11-20T12:00:00Z");
    expect(fake.deliveries).toHaveLength(3);
    const left = await env.DB.prepare("select user_id from push_subscriptions where user_id in (?, ?, ?)")
      .bind(gone.account.id, missing.account.id, kept.account.id)
      .all<{ user_id: string }>();
    expect(left.results.map((r) => r.user_id)).toEqual([kept.account.id]);
  });

  it("gives each push a time limit: a push service that never answers fails that one send only", async () => {
    const user = await subscriber("UTC", { reminderTime: "04:00" });
    const hanging = user.browser;
    const second = await fakeBrowser();
    expect((await subscribe(user.account, second)).status).toBe(201);
    const fake = push([hanging, second], (endpoint) => (endpoint === hanging.endpoint ? "hang" : 201));
    const started = Date.now();
    expect(await withinSeconds(5, cron("2026-11-17T04:00:00Z"))).toBe("finished");
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(fake.stats.hung).toBe(1);
    expect(fake.deliveries.map((d) => d.endpoint)).toEqual([second.endpoint]);
    // A push that timed out is not a dropped subscription: the browser keeps it for next time.
    const kept = await env.DB.prepare("select count(*) as n from push_subscriptions where user_id = ?")
      .bind(user.account.id)
      .first<{ n: number }>();
    expect(kept?.n).toBe(2);
  });

  it("sends a few pushes at a time (at most 6): one hanging push service delays no one else", async () => {
    const users = await Promise.all(Array.from({ length: 13 }, () => subscriber("UTC", { reminderTime: "05:00" })));
    const hanging = users[0]?.browser.endpoint;
    const fake = push(
      users.map((u) => u.browser),
      (endpoint) => (endpoint === hanging ? "hang" : 201),
      { delayMs: 50 },
    );
    const started = Date.now();
    expect(await withinSeconds(5, cron("2026-11-16T05:00:00Z"))).toBe("finished");
    const elapsed = Date.now() - started;
    console.log(
      JSON.stringify({ measured: "cron, 13 users, one hanging", elapsed, maxInFlight: fake.stats.maxInFlight }),
    );
    expect(fake.deliveries.map((d) => d.endpoint).sort()).toEqual(
      users
        .slice(1)
        .map((u) => u.browser.endpoint)
        .sort(),
    );
    expect(fake.stats.maxInFlight).toBeGreaterThan(1);
    expect(fake.stats.maxInFlight).toBeLessThanOrEqual(6);
  });

  it("sends the weekly report on Sunday at the reminder time, once", async () => {
    const user = await subscriber("UTC", { dailyReminder: false, weeklyReport: true, reminderTime: "18:00" });
    const fake = push([user.browser]);
    await cron("2026-11-21T18:00:00Z"); // a Saturday
    expect(fake.deliveries).toHaveLength(0);
    await cron("2026-11-22T18:00:00Z"); // Sunday
    await cron("2026-11-22T18:15:00Z");
    expect(fake.deliveries.map((d) => d.payload.kind)).toEqual(["weekly"]);
    expect(fake.deliveries[0]?.payload.url).toBe("/");
    // Nothing logged: no meals to count against the per-meal band, so no such sentence.
    expect(fake.deliveries[0]?.payload.body).toBe("0g of protein in the last 7 days: 0% of your 700g weekly goal.");
  });

  it("counts the week's logged meals in the 20-40 g band in the weekly report", async () => {
    const user = await subscriber("UTC", {
      dailyReminder: false,
      goalAlerts: false,
      weeklyReport: true,
      reminderTime: "18:00",
    });
    // Logged now: today is in the week that ends on the coming Sunday (or today, a Sunday).
    for (const protein of [12, 25, 40, 45]) expect((await logMeal(user.account, protein)).status).toBe(201);
    const today = new Date().toISOString().slice(0, 10);
    const sunday = addDays(today, (7 - new Date(`${today}T00:00:00Z`).getUTCDay()) % 7);
    const fake = push([user.browser]);
    await cron(`${sunday}T18:00:00Z`);
    expect(fake.deliveries.map((d) => d.payload.body)).toEqual([
      "122g of protein in the last 7 days: 17% of your 700g weekly goal. 2 of 4 meals in the 20-40 g band.",
    ]);
  });
});

describe("the claims of notifications sent", () => {
  it("are deleted by the cron once their day is long past, and kept while they still guard a day", async () => {
    const user = await subscriber("Pacific/Pago_Pago", { reminderTime: "20:00" });
    const claims = ["2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22"];
    await env.DB.batch(
      claims.map((day) =>
        env.DB.prepare("insert into notification_sends (user_id, kind, local_date) values (?, 'goal', ?)").bind(
          user.account.id,
          day,
        ),
      ),
    );
    push([user.browser]);
    // 07:00 UTC on the 23rd is 20:00 on the 22nd in Pago Pago: the daily reminder is claimed for the 22nd.
    await cron("2026-11-23T07:00:00Z");
    const kept = await env.DB.prepare(
      "select kind, local_date from notification_sends where user_id = ? order by local_date, kind",
    )
      .bind(user.account.id)
      .all<{ kind: string; local_date: string }>();
    // Two days before UTC's date and later stay: some zone's today may still be one of them.
    expect(kept.results.map((r) => `${r.local_date} ${r.kind}`)).toEqual([
      "2026-11-21 goal",
      "2026-11-22 daily",
      "2026-11-22 goal",
    ]);
  });
});

describe("goal alerts", () => {
  it("go once, when a write takes the day over the daily goal", async () => {
    const user = await subscriber("UTC");
    await env.DB.prepare("update users set daily_goal = 50 where id = ?").bind(user.account.id).run();
    const fake = push([user.browser]);
    expect((await logMeal(user.account, 30)).status).toBe(201);
    // Two writes race past the goal together: one alert.
    await Promise.all([logMeal(user.account, 25), logMeal(user.account, 25)]);
    await vi.waitFor(() => expect(fake.deliveries).toHaveLength(1));
    expect((await logMeal(user.account, 10)).status).toBe(201);
    // Give any alert the writes above might wrongly send time to arrive.
    await new Promise((r) => setTimeout(r, 300));
    expect(fake.deliveries.map((d) => d.payload)).toEqual([
      {
        kind: "goal",
        title: "Daily goal reached!",
        body: "You hit your 50g protein goal today. Great work!",
        url: "/",
      },
    ]);
  });

  it("tell nobody about an earlier day: the alert says today", async () => {
    const user = await subscriber("Asia/Tokyo");
    await env.DB.prepare("update users set daily_goal = 50 where id = ?").bind(user.account.id).run();
    const fake = push([user.browser]);
    const today = localDate(Date.now(), "Asia/Tokyo");
    const meal = (day: string) => ({ localDate: day }) as Meal;
    // What the alert reads of the user: who, their clock and their goal.
    const asUser = { id: user.account.id, timezone: "Asia/Tokyo", dailyGoal: 50 } as UserFields;
    await goalAlertAfterWrite(env, asUser, meal(addDays(today, -1)));
    expect(fake.deliveries).toHaveLength(0);
    await goalAlertAfterWrite(env, asUser, meal(today));
    expect(fake.deliveries.map((d) => d.payload.kind)).toEqual(["goal"]);
    const days = await env.DB.prepare("select local_date from notification_sends where user_id = ? and kind = 'goal'")
      .bind(user.account.id)
      .all<{ local_date: string }>();
    expect(days.results.map((r) => r.local_date)).toEqual([today]);
  });

  it("record nothing for a user without a subscribed browser", async () => {
    const account = await signUp();
    await env.DB.prepare("update users set daily_goal = 10 where id = ?").bind(account.id).run();
    const reached = await logMeal(account, 20);
    expect(reached.status).toBe(201);
    // The write is the session's round trip and one call to the user's object; the goal alert,
    // started with the answer, looks for a subscribed browser, finds none and claims nothing.
    expect(Number(reached.headers.get("X-D1-Round-Trips"))).toBe(2);
    expect(Number(reached.headers.get("X-Object-Calls"))).toBe(1);
    await new Promise((r) => setTimeout(r, 300));
    const sends = await env.DB.prepare("select count(*) as n from notification_sends where user_id = ?")
      .bind(account.id)
      .first();
    expect(sends?.n).toBe(0);
  });
});
