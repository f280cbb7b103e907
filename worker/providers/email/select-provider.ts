import { getDb } from "../../db/client";
import type { Bindings } from "../../env";
import { ApiError } from "../../lib/api-error";
import { localRun } from "../config";
import { createCloudflareEmailProvider } from "./cloudflare";
import type { EmailProvider } from "./email-provider";
import { createLocalEmailProvider } from "./local";

/** Email is off (no binding, not on a developer's machine): the routes say so in these words. */
export const emailOff = () =>
  new ApiError(503, "Email is not configured on this server, so we cannot send you a link.", {
    code: "EMAIL_OFF",
  });

/**
 * How this server sends email (ADR 026): Cloudflare Email Service when the `EMAIL` binding
 * and `EMAIL_FROM` are configured; the local outbox only on a developer's machine (localRun,
 * the billing simulator's guard); else none, and the features that need email say so.
 */
export function emailProvider(env: Bindings, requestUrl: string): EmailProvider | null {
  const from = env.EMAIL_FROM?.trim();
  if (env.EMAIL && from) return createCloudflareEmailProvider(env.EMAIL, from);
  if (localRun(env, requestUrl)) return createLocalEmailProvider(getDb(env.DB));
  return null;
}
