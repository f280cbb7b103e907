import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../worker/index";
import { signUp, type TestAccount } from "./accounts";
import { call } from "./client";
import { type FakeBrowser, fakeBrowser, fakePushService } from "./fake-push";

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

function push(browsers: FakeBrowser[], status?: (endpoint: string) => number) {
  const fake = fakePushService(browsers, status);
  restore = fake.restore;
  return fake;
}

/** Runs the Cron Trigger as Cloudflare would at `at`, and waits for everything it started. */
async function cron(at: string) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: new Date(at), cron: "*/15 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

async function subscriber(timezone: string, settings: Partial<Record<string, unknown>> = {}) {
  const account = await signUp();
  await env.DB.prepare("update users set timezone = ? where id = ?").bind(timezone, account.id).run();
  const browser = await fakeBrowser();
  const res = await call("/api/push/subscription", {
    json: { endpoint: browser.endpoint, expirationTime: null, keys: browser.keys },
    headers: { Cookie: account.cookie },
  });
  expect(res.status).toBe(201);
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

  it("refuses endpoints that are not https URLs of public hosts (SSRF)", async () => {
    const { cookie, id } = await signUp();
    const { keys } = await fakeBrowser();
    for (const endpoint of [
      "http://push.test/x",
      "https://localhost/x",
      "https://127.0.0.1/x",
      "https://10.0.0.8/x",
      "https://169.254.169.254/latest",
      "https://[::1]/x",
      "https://metadata.internal/x",
      "https://0x7f000001/x",
      "not a url",
    ]) {
      const res = await call("/api/push/subscription", { json: { endpoint, keys }, headers: { Cookie: cookie } });
      expect(res.status, endpoint).toBe(400);
    }
    const rows = await env.DB.prepare("select count(*) as n from push_subscriptions where user_id = ?")
      .bind(id)
      .first();
    expect(rows?.n).toBe(0);
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
      expect(d.claims.aud).toBe("https://push.test");
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

  it("sends the weekly report on Sunday at the reminder time, once", async () => {
    const user = await subscriber("UTC", { dailyReminder: false, weeklyReport: true, reminderTime: "18:00" });
    const fake = push([user.browser]);
    await cron("2026-11-21T18:00:00Z"); // a Saturday
    expect(fake.deliveries).toHaveLength(0);
    await cron("2026-11-22T18:00:00Z"); // Sunday
    await cron("2026-11-22T18:15:00Z");
    expect(fake.deliveries.map((d) => d.payload.kind)).toEqual(["weekly"]);
    expect(fake.deliveries[0]?.payload.url).toBe("/");
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

  it("record nothing for a user without a subscribed browser", async () => {
    const account = await signUp();
    await env.DB.prepare("update users set daily_goal = 10 where id = ?").bind(account.id).run();
    const reached = await logMeal(account, 20);
    expect(reached.status).toBe(201);
    // The write's own batch saw no subscribed browser: reaching the goal costs no extra round trip.
    expect(Number(reached.headers.get("X-D1-Round-Trips"))).toBe(3);
    await new Promise((r) => setTimeout(r, 300));
    const sends = await env.DB.prepare("select count(*) as n from notification_sends where user_id = ?")
      .bind(account.id)
      .first();
    expect(sends?.n).toBe(0);
  });
});
