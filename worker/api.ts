import { Hono } from "hono";
import type { AppEnv } from "./env";
import { oauthRoutes } from "./features/auth/oauth";
import { authRoutes, logoutRoutes } from "./features/auth/routes";
import { localBillingRoutes } from "./features/billing/local-routes";
import { billingRoutes } from "./features/billing/routes";
import { stripeWebhookRoutes } from "./features/billing/webhook";
import { clientErrorRoutes } from "./features/client-errors/routes";
import { guestMigrationRoutes } from "./features/guest-migration/routes";
import { healthRoutes } from "./features/health/routes";
import { userRoutes } from "./features/user/routes";

/**
 * Every API feature, mounted under /api. Each feature is a chained sub-app in
 * worker/features/<name>/routes.ts; `AppType` feeds the typed `hc` client used by tests
 * and the browser, so response types are never written twice.
 */
export const api = new Hono<AppEnv>()
  .basePath("/api")
  .route("/health", healthRoutes)
  .route("/client-errors", clientErrorRoutes)
  .route("/auth", authRoutes)
  .route("/auth", oauthRoutes)
  .route("/logout", logoutRoutes)
  .route("/user", userRoutes)
  .route("/migrate-guest-data", guestMigrationRoutes)
  .route("/", billingRoutes)
  .route("/billing/local", localBillingRoutes)
  .route("/webhooks/stripe", stripeWebhookRoutes);

export type AppType = typeof api;
