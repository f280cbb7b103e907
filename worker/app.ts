import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import { api } from "./api";
import type { AppEnv } from "./env";
import { renderedDashboard } from "./features/dashboard/first-screen";
import { hintDashboard } from "./features/dashboard/preload";
import { ApiError, noApiRoute } from "./lib/api-error";
import { appShell } from "./lib/app-shell";
import { errorDetails } from "./lib/error-details";
import { localBillingClock } from "./lib/local-billing-clock";
import { log } from "./lib/log";
import { originCheck } from "./middleware/origin-check";
import { requestLog } from "./middleware/request-log";
import { requireConfig } from "./middleware/require-config";
import { noStoreForSecretUrls } from "./middleware/secret-urls";
import { securityHeaders } from "./middleware/security-headers";
import { loadSession } from "./middleware/session";

/** JSON bodies are small; photos go through the upload routes, which set their own limit. */
export const JSON_BODY_LIMIT = 64 * 1024;

/** Paths other sites call by design and that authenticate by other means. */
export const ORIGIN_EXEMPT: readonly string[] = [
  // Apple answers sign-in with a cross-site form POST; its state cookie authenticates it.
  "/api/auth/apple/callback",
  // Stripe's servers deliver webhooks; the signature on the raw body authenticates them.
  "/api/webhooks/stripe",
];

/** Photo bytes are sent to these paths; their handlers enforce the 10 MB photo limit. */
const isPhotoUpload = (method: string, path: string) =>
  (method === "PUT" && (path.startsWith("/api/objects/upload/") || path.startsWith("/api/uploads/s3/part/"))) ||
  (method === "POST" && (path === "/api/uploads/s3/form" || path === "/api/foods/label"));

export function createApp() {
  const app = new Hono<AppEnv>();

  app.use(requestId());
  // Outside the security headers, so its Referrer-Policy is the one that stays.
  app.use(noStoreForSecretUrls());
  app.use(securityHeaders());
  app.use("/api/*", requestLog());
  app.use("/api/*", requireConfig());
  app.use("/api/*", originCheck(ORIGIN_EXEMPT));
  const jsonLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw new ApiError(413, "The request body is too large.", { code: "PAYLOAD_TOO_LARGE" });
    },
  });
  app.use("/api/*", (c, next) => (isPhotoUpload(c.req.method, c.req.path) ? next() : jsonLimit(c, next)));

  app.use("/api/*", loadSession());
  app.use("/api/*", localBillingClock());

  app.route("/", api);

  // Unknown API paths answer in JSON, never with the app shell. A food's path before ADR 034
  // (an app still open from before the deploy asks for it) is sent on to its new one.
  app.all("/api/*", (c) => {
    const food = /^\/api\/foods\/(\d{5})$/.exec(c.req.path);
    if (food && c.req.method === "GET") return c.redirect(`/api/foods/usda/${food[1]}`, 308);
    throw noApiRoute(c.req.method, c.req.path);
  });

  // Everything else is the React app: static files, or index.html for client routes.
  app.all("*", async (c) => {
    if (!c.env.ASSETS) return c.json({ message: "The web app is not built.", code: "NO_ASSETS" }, 404);
    const assets = c.env.ASSETS;
    return (await renderedDashboard(c, assets)) ?? hintDashboard(c, await appShell(c, assets));
  });

  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json(err.toBody(), err.status, err.headers);
    if (err instanceof HTTPException) {
      const message = err.message || "The request could not be processed.";
      return c.json({ message, code: "BAD_REQUEST" }, err.status);
    }
    // The error's kind, SQL text and frames; never its message as is: a failed query's names
    // every value it bound (emails, password hashes, TOTP secrets).
    log("error", c.get("requestId"), "unhandled error", { error: errorDetails(err) });
    return c.json({ message: "Something went wrong on our side. Please try again.", code: "INTERNAL" }, 500);
  });

  return app;
}
