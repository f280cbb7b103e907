import { Hono } from "hono";
import type { AppEnv } from "./env";
import { accountRoutes } from "./features/account/routes";
import { labelRoutes } from "./features/analysis/label-routes";
import { analysisRoutes } from "./features/analysis/routes";
import { connectionRoutes } from "./features/auth/connections";
import { logoutRoutes } from "./features/auth/logout";
import { oauthRoutes } from "./features/auth/oauth";
import { passwordRoutes } from "./features/auth/password-change";
import { passwordResetRoutes } from "./features/auth/password-reset";
import { authRoutes } from "./features/auth/routes";
import { twoFactorRoutes } from "./features/auth/two-factor/routes";
import { verifyEmailRoutes } from "./features/auth/verify-email";
import { localBillingRoutes } from "./features/billing/local-routes";
import { billingRoutes } from "./features/billing/routes";
import { stripeWebhookRoutes } from "./features/billing/webhook";
import { weightRoutes } from "./features/body/routes";
import { clientErrorRoutes } from "./features/client-errors/routes";
import { dashboardRoutes } from "./features/dashboard/routes";
import { devEmailRoutes } from "./features/email/dev-routes";
import { barcodeRoutes } from "./features/foods/barcode-routes";
import { customFoodRoutes } from "./features/foods/custom-food-routes";
import { foodRoutes } from "./features/foods/routes";
import { gamificationRoutes } from "./features/gamification/routes";
import { goalRoutes } from "./features/goals/routes";
import { guestMigrationRoutes } from "./features/guest-migration/routes";
import { healthRoutes } from "./features/health/routes";
import { mealPrepRoutes } from "./features/meal-prep/routes";
import { dayCopyRoutes, mealCopyRoutes, relogRoutes } from "./features/meals/relog-routes";
import { mealRoutes, trackingRoutes } from "./features/meals/routes";
import { plannerRoutes } from "./features/planner/routes";
import { notificationRoutes, pushRoutes } from "./features/push/routes";
import { savedMealRoutes } from "./features/saved-meals/routes";
import { sessionRoutes } from "./features/sessions/routes";
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
  .route("/auth/verify-email", verifyEmailRoutes)
  .route("/auth/password-reset", passwordResetRoutes)
  .route("/account", accountRoutes)
  .route("/logout", logoutRoutes)
  .route("/sessions", sessionRoutes)
  .route("/user", userRoutes)
  .route("/migrate-guest-data", guestMigrationRoutes)
  .route("/meals", relogRoutes)
  .route("/days", dayCopyRoutes)
  .route("/saved-meals", savedMealRoutes)
  .route("/meals", mealRoutes)
  .route("/meals", mealCopyRoutes)
  .route("/foods/barcode", barcodeRoutes)
  .route("/foods/custom", customFoodRoutes)
  .route("/foods/label", labelRoutes)
  .route("/foods", foodRoutes)
  .route("/tracking", trackingRoutes)
  .route("/dashboard", dashboardRoutes)
  .route("/protein-goals", goalRoutes)
  .route("/weights", weightRoutes)
  .route("/gamification", gamificationRoutes)
  .route("/stats", statsRoutes)
  .route("/objects", objectRoutes)
  .route("/uploads", multipartRoutes)
  .route("/analyze-meal", analysisRoutes)
  .route("/planner", plannerRoutes)
  .route("/meal-prep", mealPrepRoutes)
  .route("/", billingRoutes)
  .route("/billing/local", localBillingRoutes)
  .route("/dev", devEmailRoutes)
  .route("/webhooks/stripe", stripeWebhookRoutes)
  .route("/push", pushRoutes)
  .route("/notifications", notificationRoutes);

export type AppType = typeof api;
