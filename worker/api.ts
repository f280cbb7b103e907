import { Hono } from "hono";
import type { AppEnv } from "./env";
import { analysisRoutes } from "./features/analysis/routes";
import { connectionRoutes } from "./features/auth/connections";
import { logoutRoutes } from "./features/auth/logout";
import { oauthRoutes } from "./features/auth/oauth";
import { passwordRoutes } from "./features/auth/password-change";
import { authRoutes } from "./features/auth/routes";
import { twoFactorRoutes } from "./features/auth/two-factor/routes";
import { localBillingRoutes } from "./features/billing/local-routes";
import { billingRoutes } from "./features/billing/routes";
import { stripeWebhookRoutes } from "./features/billing/webhook";
import { clientErrorRoutes } from "./features/client-errors/routes";
import { dashboardRoutes } from "./features/dashboard/routes";
import { barcodeRoutes } from "./features/foods/barcode-routes";
import { customFoodRoutes } from "./features/foods/custom-food-routes";
import { gamificationRoutes } from "./features/gamification/routes";
import { goalRoutes } from "./features/goals/routes";
import { guestMigrationRoutes } from "./features/guest-migration/routes";
import { healthRoutes } from "./features/health/routes";
import { mealPrepRoutes } from "./features/meal-prep/routes";
import { mealRoutes, trackingRoutes } from "./features/meals/routes";
import { plannerRoutes } from "./features/planner/routes";
import { statsRoutes } from "./features/stats/routes";
import { multipartRoutes } from "./features/uploads/multipart-routes";
import { objectRoutes } from "./features/uploads/routes";
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
  .route("/auth/password", passwordRoutes)
  .route("/auth/2fa", twoFactorRoutes)
  .route("/auth/connections", connectionRoutes)
  .route("/logout", logoutRoutes)
  .route("/user", userRoutes)
  .route("/migrate-guest-data", guestMigrationRoutes)
  .route("/meals", mealRoutes)
  .route("/tracking", trackingRoutes)
  .route("/dashboard", dashboardRoutes)
  .route("/protein-goals", goalRoutes)
  .route("/gamification", gamificationRoutes)
  .route("/stats", statsRoutes)
  .route("/objects", objectRoutes)
  .route("/uploads", multipartRoutes)
  .route("/analyze-meal", analysisRoutes)
  .route("/foods/barcode", barcodeRoutes)
  .route("/foods/custom", customFoodRoutes)
  .route("/planner", plannerRoutes)
  .route("/meal-prep", mealPrepRoutes)
  .route("/", billingRoutes)
  .route("/billing/local", localBillingRoutes)
  .route("/webhooks/stripe", stripeWebhookRoutes);

export type AppType = typeof api;
