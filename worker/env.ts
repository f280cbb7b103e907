import type { SessionUser } from "./lib/session-user";

/**
 * Bindings as `wrangler types` generates them (worker/worker-configuration.d.ts), plus the
 * optional configuration (AI, billing, sign-in, email, push and Open Food Facts settings),
 * which comes from .dev.vars, the shell environment (`npm start`) or deployed secrets, and
 * so is not declared in wrangler.jsonc.
 */
export interface Bindings extends Env {
  /**
   * Required: 32+ random bytes, base64url. Keys recovery codes and later secrets at rest
   * (ADR 014); the API refuses to run without it. A Worker secret, never a var in wrangler.jsonc.
   */
  AUTH_SECRET?: string;
  AI_PROVIDER?: string;
  WORKERS_AI_MODEL?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_API_KEY?: string;
  OPENAI_MODEL?: string;
  /** How long a vision call may take, in ms (default 30 000). */
  AI_TIMEOUT_MS?: string;
  BILLING_PROVIDER?: string;
  /** "production" in a deployed Worker (wrangler.jsonc): the billing simulator never runs there. */
  ENVIRONMENT?: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_PUBLISHABLE_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_PRICE_MONTHLY?: string;
  STRIPE_PRICE_ANNUAL?: string;
  /** Tests only: where the SDK finds the fake of Stripe's API (never set in production). */
  STRIPE_API_HOST?: string;
  STRIPE_API_PORT?: string;
  STRIPE_API_PROTOCOL?: string;
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  APPLE_CLIENT_ID?: string;
  APPLE_TEAM_ID?: string;
  APPLE_KEY_ID?: string;
  APPLE_PRIVATE_KEY?: string;
  /**
   * Cloudflare Email Service's `send_email` binding (wrangler.jsonc `send_email`, ADR 026);
   * absent locally, where the outbox in D1 stands in for it.
   */
  EMAIL?: SendEmail;
  /** The sender of every email, e.g. "Proteo <no-reply@proteo.example.com>" (a domain onboarded to Email Sending). */
  EMAIL_FROM?: string;
  /**
   * Web Push (ADR 027): the VAPID key pair (RFC 8292), the public key as the
   * base64url raw P-256 point and the private key as the base64url scalar, and the contact
   * (mailto: or https:) push services may use. Without the keys no notification is sent.
   */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
  /** How long one push service may take to accept one notification, in ms (default 5 000). */
  PUSH_TIMEOUT_MS?: string;
  /** Open Food Facts for barcode lookups; the public server when unset. */
  OPENFOODFACTS_BASE_URL?: string;
  /** How long a barcode lookup may take, in ms (default 4 000). */
  OPENFOODFACTS_TIMEOUT_MS?: string;
  /** An email Open Food Facts can reach the operator at; sent in the User-Agent. */
  OPENFOODFACTS_CONTACT?: string;
  /**
   * Set only by `npm run bench`: exposes the bare comparison route, and answers a request's
   * server time or D1 round trips when the request asks (worker/index.ts).
   */
  BENCH?: string;
  /** Set only by the worker tests: answers every request's D1 round trips (db/round-trips.ts). */
  D1_ROUND_TRIPS?: string;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: {
    requestId: string;
    /** The signed-in user (without secrets: SessionUser), loaded by middleware/session.ts; null when signed out. */
    user: SessionUser | null;
  };
}
