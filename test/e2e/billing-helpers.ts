import type { Page } from "playwright-core";
import { queryDb } from "./db";
import { PASSWORD, uniqueEmail } from "./session";

export { PASSWORD, uniqueEmail };

/**
 * A client address of its own per sign-up, as test/worker/accounts.ts does, so throttling per
 * IP (10 sign-ups an hour) does not couple these tests to the other browser tests' sign-ups.
 */
const freshIp = () => `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/** Creates an account from inside the page (its session cookie lands in the browser). */
export async function signUpInPage(page: Page, prefix = "pro"): Promise<string> {
  await page.goto("/pricing");
  const email = uniqueEmail(prefix);
  const status = await page.evaluate(
    async ([address, password, ip]) =>
      (
        await fetch("/api/auth/register", {
          method: "POST",
          headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
          body: JSON.stringify({ email: address, password, firstName: "Ada", lastName: "Lovelace" }),
        })
      ).status,
    [email, PASSWORD, freshIp()] as const,
  );
  if (status !== 201) throw new Error(`sign-up failed with ${status}`);
  return email;
}

/** A POST from the page, as the app makes it (same origin, cookies). */
export async function post(page: Page, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ([url, payload]) => {
      const res = await fetch(url, {
        method: "POST",
        headers: payload === undefined ? {} : { "Content-Type": "application/json" },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      return { status: res.status, json: await res.json() };
    },
    [path, body] as const,
  );
}

/** Starts a test-mode trial without the UI (for tests about what comes after). */
export async function startTrialByApi(page: Page, plan: "monthly" | "annual" = "monthly"): Promise<void> {
  const setup = await post(page, "/api/create-setup-intent", { plan });
  const secret = (setup.json as { clientSecret: string }).clientSecret;
  const confirmed = await post(page, "/api/confirm-setup", { setupIntentId: secret.split("_secret_")[0] });
  if (confirmed.status !== 200) throw new Error(`confirm-setup failed with ${confirmed.status}`);
}

export function subscriptionOf(email: string) {
  const [row] = queryDb<{ subscription_status: string; subscription_plan: string | null }>(
    "select subscription_status, subscription_plan from users where email = ?",
    email,
  );
  return row;
}

export const banner = (page: Page) => page.getByRole("region", { name: "Subscription status" });

export const storage = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** Uncaught errors and CSP violations; the expected 401 of "am I signed in?" aside. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    const expected401 = message.text().includes("status of 401");
    if (message.type() === "error" && !expected401) errors.push(message.text());
  });
  return errors;
}
