import type { Context } from "hono";
import type { AppEnv } from "../../env";
import type { OutgoingEmail } from "../../providers/email/email-provider";
import { emailOff, emailProvider } from "../../providers/email/select-provider";
import { errorDetails } from "../error-details";
import { log } from "../log";

/** Sends one message, or answers 503 "Email is not configured" when this server has no email. */
export async function sendEmail(c: Context<AppEnv>, message: OutgoingEmail): Promise<void> {
  const provider = emailProvider(c.env, c.req.url);
  if (!provider) throw emailOff();
  await provider.send(message);
}

/**
 * Sends without failing the request (sign-up's verification link, the goodbye): the account
 * change already happened, and the user can ask again. A failure is logged, never its message
 * as is (it may quote the address).
 */
export async function trySendEmail(c: Context<AppEnv>, message: OutgoingEmail): Promise<boolean> {
  const provider = emailProvider(c.env, c.req.url);
  if (!provider) return false;
  try {
    await provider.send(message);
    return true;
  } catch (error) {
    log("error", c.get("requestId"), "email not sent", { subject: message.subject, error: errorDetails(error) });
    return false;
  }
}

/** A link into the SPA, on the configured public origin (never the request's Host). */
export const appLink = (c: Context<AppEnv>, path: string, token: string) =>
  `${(c.env.APP_ORIGIN || new URL(c.req.url).origin).replace(/\/$/, "")}${path}?token=${encodeURIComponent(token)}`;
