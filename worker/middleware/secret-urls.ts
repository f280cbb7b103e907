import { createMiddleware } from "hono/factory";
import { carriesSecret } from "../../domain/auth/secret-urls";
import type { AppEnv } from "../env";

/**
 * A response to a URL that carries a secret (a reset or verification link, a sign-in
 * provider's callback; carriesSecret) is never stored (`Cache-Control: no-store`, which the
 * service worker obeys too) and sends no Referer onward, so the token stays out of caches,
 * of the offline copy of the app and of other sites' logs.
 */
export const noStoreForSecretUrls = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (!carriesSecret(new URL(c.req.url))) return;
    c.res.headers.set("Cache-Control", "no-store");
    c.res.headers.set("Referrer-Policy", "no-referrer");
  });
