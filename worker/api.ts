import { Hono } from "hono";
import type { AppEnv } from "./env";
import { clientErrorRoutes } from "./features/client-errors/routes";
import { healthRoutes } from "./features/health/routes";

/**
 * Every API feature, mounted under /api. Each feature is a chained sub-app in
 * worker/features/<name>/routes.ts; `AppType` feeds the typed `hc` client used by tests
 * and the browser, so response types are never written twice.
 */
export const api = new Hono<AppEnv>()
  .basePath("/api")
  .route("/health", healthRoutes)
  .route("/client-errors", clientErrorRoutes);

export type AppType = typeof api;
