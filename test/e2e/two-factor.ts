import type { Page } from "playwright-core";
import { base32Decode, STEP_SECONDS, totpAt } from "../../worker/features/auth/two-factor/totp";
import { PASSWORD } from "./session";

/** Helpers for the two-factor browser tests: the test plays the authenticator app. */

/**
 * The app's code for a setup key as displayed (grouped with spaces). `ahead` steps into the
 * future: the server accepts one step ahead, and a code from the step already used to turn
 * two-factor on would be refused as a replay.
 */
export const authenticatorCode = (secret: string, ahead = 0) =>
  totpAt(base32Decode(secret), Date.now() + ahead * STEP_SECONDS * 1000);

/** The email form's first step, as a person fills it. */
export async function enterPassword(page: Page, email: string, password = PASSWORD) {
  await page.getByRole("button", { name: "Sign in with Email" }).click();
  await page.getByRole("heading", { name: "Sign In" }).waitFor();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/**
 * Opens the sign-up's verification link through the API from inside the page, as the owner
 * of the address would: two-factor needs a proven mailbox.
 */
export async function proveMailboxByApi(page: Page): Promise<void> {
  const status = await page.evaluate(async () => {
    const me = (await (await fetch("/api/auth/user")).json()) as { email: string; emailVerified: boolean };
    if (me.emailVerified) return 200;
    const mails = (await (await fetch(`/api/dev/emails?to=${encodeURIComponent(me.email)}`)).json()) as {
      text: string;
    }[];
    const token = mails.map((m) => /verify-email\?token=([A-Za-z0-9_-]+)/.exec(m.text)?.[1]).find(Boolean);
    const res = await fetch("/api/auth/verify-email", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token }),
    });
    return res.status;
  });
  if (status !== 200) throw new Error(`verifying the email failed with ${status}`);
}

/**
 * Turns two-factor on through the API from inside the signed-in page (the mailbox proven
 * first); returns the secret.
 * The page's session is replaced by the fresh one the answer sets.
 */
export async function enableTwoFactorByApi(page: Page, password = PASSWORD): Promise<string> {
  const post = (path: string, body?: unknown) =>
    page.evaluate(
      async ({ path, body }) => {
        const res = await fetch(path, {
          method: "POST",
          headers: body === undefined ? {} : { "Content-Type": "application/json" },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: res.status, json: (await res.json()) as Record<string, unknown> };
      },
      { path, body },
    );
  await proveMailboxByApi(page);
  // Setup asks for the password again (ADR 013).
  const setup = await post("/api/auth/2fa/setup", { password });
  const secret = String(setup.json.secret);
  const on = await post("/api/auth/2fa/enable", { code: authenticatorCode(secret) });
  if (on.status !== 200) throw new Error(`enable failed: ${on.status} ${JSON.stringify(on.json)}`);
  return secret;
}
