import { env } from "cloudflare:test";
import { userData } from "../../../worker/lib/user-data";
import { objectSql, ownMealSql } from "../accounts";

/**
 * Every API route, as `METHOD /path` with `:param` placeholders (worker/api.ts and the feature
 * routers), as clients call it; `served` is the pattern the app registers where that differs (a
 * wildcard that keeps Hono's RegExpRouter, ADR 034). fuzz.test.ts checks this list against the
 * routes the app really serves.
 */
export const ROUTES: readonly { method: string; path: string; served?: string }[] = [
  { method: "GET", path: "/api/health" },
  { method: "POST", path: "/api/auth/register" },
  { method: "POST", path: "/api/auth/login" },
  { method: "GET", path: "/api/auth/user" },
  { method: "GET", path: "/api/auth/providers" },
  { method: "GET", path: "/api/auth/google" },
  { method: "GET", path: "/api/auth/google/callback" },
  { method: "GET", path: "/api/auth/apple" },
  { method: "POST", path: "/api/client-errors" },
  { method: "POST", path: "/api/user/profile" },
  { method: "POST", path: "/api/user/theme" },
  { method: "POST", path: "/api/user/onboarding/skip" },
  { method: "POST", path: "/api/user/timezone" },
  { method: "POST", path: "/api/migrate-guest-data" },
  { method: "POST", path: "/api/meals/parse" },
  { method: "POST", path: "/api/meals/manual" },
  { method: "GET", path: "/api/meals/export.csv" },
  { method: "GET", path: "/api/meals" },
  { method: "PATCH", path: "/api/meals/:id/protein" },
  { method: "PUT", path: "/api/meals/:id/food-items" },
  { method: "DELETE", path: "/api/meals/:id" },
  { method: "POST", path: "/api/meals/restore" },
  { method: "GET", path: "/api/meals/recent" },
  { method: "POST", path: "/api/meals/relog" },
  { method: "POST", path: "/api/meals/copy-yesterday" },
  { method: "POST", path: "/api/meals/:id/copy", served: "/api/meals/*" },
  { method: "POST", path: "/api/days/:date/copy" },
  { method: "GET", path: "/api/saved-meals" },
  { method: "POST", path: "/api/saved-meals" },
  { method: "PUT", path: "/api/saved-meals/:id" },
  { method: "DELETE", path: "/api/saved-meals/:id" },
  { method: "POST", path: "/api/saved-meals/:id/log" },
  { method: "GET", path: "/api/foods" },
  { method: "GET", path: "/api/foods/usda/:ndb" },
  { method: "GET", path: "/api/tracking/daily" },
  { method: "GET", path: "/api/tracking/days" },
  { method: "GET", path: "/api/dashboard" },
  { method: "GET", path: "/api/protein-goals" },
  { method: "PUT", path: "/api/protein-goals" },
  { method: "GET", path: "/api/gamification/stats" },
  { method: "GET", path: "/api/gamification/badges" },
  { method: "GET", path: "/api/stats/period" },
  { method: "POST", path: "/api/objects/upload" },
  { method: "PUT", path: "/api/objects/upload/:id" },
  { method: "GET", path: "/api/objects/:id" },
  { method: "GET", path: "/api/uploads/s3/params" },
  { method: "POST", path: "/api/uploads/s3/form" },
  { method: "GET", path: "/api/uploads/s3/sts" },
  { method: "POST", path: "/api/uploads/s3/multipart" },
  { method: "GET", path: "/api/uploads/s3/multipart/:uploadId" },
  { method: "GET", path: "/api/uploads/s3/multipart/:uploadId/:partNumber" },
  { method: "PUT", path: "/api/uploads/s3/part/:photoId/:partNumber" },
  { method: "POST", path: "/api/uploads/s3/multipart/:uploadId/complete" },
  { method: "DELETE", path: "/api/uploads/s3/multipart/:uploadId" },
  { method: "POST", path: "/api/analyze-meal" },
  { method: "GET", path: "/api/analyze-meal/quota" },
  { method: "GET", path: "/api/planner/meals" },
  { method: "GET", path: "/api/meal-prep/recipes" },
  { method: "GET", path: "/api/meal-prep/recipes/:id" },
  { method: "GET", path: "/api/meal-prep/favorites" },
  { method: "POST", path: "/api/meal-prep/favorites" },
  { method: "DELETE", path: "/api/meal-prep/favorites/:id" },
  { method: "GET", path: "/api/billing/config" },
  { method: "POST", path: "/api/create-setup-intent" },
  { method: "POST", path: "/api/confirm-setup" },
  { method: "POST", path: "/api/end-trial" },
  { method: "POST", path: "/api/cancel-subscription" },
  { method: "POST", path: "/api/reactivate-subscription" },
  { method: "POST", path: "/api/billing/portal" },
  { method: "POST", path: "/api/billing/local/end-trial" },
  { method: "POST", path: "/api/billing/local/fail-payment" },
  { method: "POST", path: "/api/billing/local/renew" },
  { method: "POST", path: "/api/webhooks/stripe" },
  { method: "POST", path: "/api/auth/apple/callback" },
  { method: "GET", path: "/api/logout" },
  // Appended, not grouped with auth: the fuzz seeds follow each route's index.
  { method: "POST", path: "/api/auth/password" },
  { method: "POST", path: "/api/auth/2fa/setup" },
  { method: "POST", path: "/api/auth/2fa/enable" },
  { method: "POST", path: "/api/auth/2fa/disable" },
  { method: "POST", path: "/api/auth/2fa/verify" },
  // The confirmation page's button of a cross-site logout (ADR 016).
  { method: "POST", path: "/api/logout" },
  { method: "POST", path: "/api/billing/local/end-period" },
  { method: "GET", path: "/api/auth/connections" },
  { method: "POST", path: "/api/auth/connections/:provider" },
  // Email verification, password reset, the local outbox and the account's data.
  { method: "POST", path: "/api/auth/verify-email" },
  { method: "POST", path: "/api/auth/verify-email/resend" },
  { method: "POST", path: "/api/auth/password-reset/request" },
  { method: "POST", path: "/api/auth/password-reset/confirm" },
  { method: "GET", path: "/api/account/export" },
  { method: "DELETE", path: "/api/account" },
  { method: "POST", path: "/api/account/import" },
  { method: "POST", path: "/api/account/import-weights" },
  { method: "GET", path: "/api/dev/emails" },
  // Settings' list of signed-in devices.
  { method: "GET", path: "/api/sessions" },
  { method: "POST", path: "/api/sessions/end-others" },
  { method: "DELETE", path: "/api/sessions/:id" },
  // Web Push and the notification choices.
  { method: "POST", path: "/api/push/subscription" },
  { method: "DELETE", path: "/api/push/subscription" },
  { method: "GET", path: "/api/notifications" },
  { method: "PUT", path: "/api/notifications" },
  { method: "GET", path: "/api/foods/barcode/:code" },
  { method: "GET", path: "/api/foods/custom" },
  { method: "POST", path: "/api/foods/custom" },
  { method: "GET", path: "/api/foods/custom/:id" },
  { method: "PUT", path: "/api/foods/custom/:id" },
  { method: "DELETE", path: "/api/foods/custom/:id" },
  { method: "POST", path: "/api/foods/label" },
  // Disconnecting a provider, and the challenge a provider sign-in hands to the code prompt.
  { method: "DELETE", path: "/api/auth/connections/:provider" },
  { method: "POST", path: "/api/auth/2fa/pending" },
  // The weight log and the goal that follows it.
  { method: "GET", path: "/api/weights" },
  { method: "POST", path: "/api/weights" },
  { method: "DELETE", path: "/api/weights/:date" },
  { method: "POST", path: "/api/protein-goals/follow-weight" },
  { method: "POST", path: "/api/protein-goals/offer/dismiss" },
];

export const STATE_CHANGING = ROUTES.filter((r) => !["GET", "HEAD"].includes(r.method));

/** Paths other sites call by design (worker/app.ts ORIGIN_EXEMPT). */
export const ORIGIN_EXEMPT_PATHS = ["/api/auth/apple/callback", "/api/webhooks/stripe"];

/**
 * D1's tables a request could write. rate_limits is left out: counting a refused attempt is the
 * point of it. What lives in each user's own object (photos, AI usage, own foods, favourites)
 * is in userSnapshot. The meals group (meals, food_items, xp_events, user_badges, daily_writes)
 * is counted here over every user's rows in D1, as no per-user count can be: a refused request
 * must store nothing for anyone, also for an account the test does not know (a forged or revoked
 * session, sessions.test.ts); userSnapshot reads the caller's own, as their object will hold them.
 */
export const DATA_TABLES = [
  "users",
  "oauth_accounts",
  "meals",
  "food_items",
  "sessions",
  "xp_events",
  "user_badges",
  "favorites",
  "billing_accounts",
  "billing_events",
  "recovery_codes",
  "two_factor_challenges",
  "device_cookies",
  "oauth_link_requests",
  "email_tokens",
  "sent_emails",
  "push_subscriptions",
  "notification_settings",
  "notification_sends",
  "custom_foods",
  "daily_writes",
] as const;

/** Row counts of every data table, in one batch. */
export async function tableCounts(): Promise<Record<string, number>> {
  const results = await env.DB.batch(DATA_TABLES.map((t) => env.DB.prepare(`select count(*) as n from ${t}`)));
  return Object.fromEntries(
    DATA_TABLES.map((t, i) => [t, (results[i]?.results[0] as { n: number } | undefined)?.n ?? -1]),
  );
}

/**
 * Everything stored for one user, serialized: their user row and the rows of every table
 * that hangs off them (sessions excepted: reading with a cookie may slide the session).
 */
export async function userSnapshot(userId: string): Promise<string> {
  const queries = [
    ["users", "select * from users where id = ?"],
    ["favorites", "select * from favorites where user_id = ? order by 1, 2"],
    ["billing_accounts", "select * from billing_accounts where user_id = ?"],
    ["device_cookies", "select * from device_cookies where user_id = ? order by id"],
    ["push_subscriptions", "select * from push_subscriptions where user_id = ? order by endpoint"],
    ["notification_settings", "select * from notification_settings where user_id = ?"],
  ] as const;
  // The user's meals group and their progress, read as their own object will hold them
  // (test/support/meal-tables.ts).
  const mealQueries = [
    ["meals", "select * from meals order by id"],
    ["food_items", "select * from food_items order by id"],
    ["xp_events", "select * from xp_events order by reason, reference"],
    ["user_badges", "select * from user_badges order by badge_id"],
    // The day's write counters: a refused write must not move them.
    ["daily_writes", "select * from daily_writes order by kind"],
    ["progress", "select * from progress"],
  ] as const;
  const [results, mealResults] = await Promise.all([
    env.DB.batch(queries.map(([, q]) => env.DB.prepare(q).bind(userId))),
    Promise.all(mealQueries.map(([, q]) => ownMealSql(userId, q))),
  ]);
  // And the rows of the user's own object: weights, favourites, own foods, saved meals, photos
  // with their upload usage, AI usage, and the parts of uploads in progress.
  const own = await userData(env, userId).exportData();
  const parts = await objectSql(userId, "select * from photo_parts order by photo_id, part_number");
  return JSON.stringify({
    ...Object.fromEntries(queries.map(([name], i) => [name, results[i]?.results])),
    ...Object.fromEntries(mealQueries.map(([name], i) => [name, mealResults[i]])),
    own,
    parts,
  });
}

/** Asserts the JSON error shape `{message, code?, issues?}` and returns the body. */
export async function errorBody(res: Response): Promise<{ message: string; code?: string }> {
  const type = res.headers.get("Content-Type") ?? "";
  const text = await res.text();
  if (!type.includes("application/json")) throw new Error(`${res.status} answered ${type}: ${text.slice(0, 200)}`);
  const parsed = JSON.parse(text) as { message?: unknown; code?: unknown };
  if (typeof parsed.message !== "string" || parsed.message.length === 0)
    throw new Error(`${res.status} without a message: ${text.slice(0, 200)}`);
  if (parsed.code !== undefined && typeof parsed.code !== "string")
    throw new Error(`${res.status} with a non-string code: ${text.slice(0, 200)}`);
  return parsed as { message: string; code?: string };
}
