import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** seed/foods.sql, the SR28 food rows, from vitest.config.ts (test/worker/foods-seed.ts applies it). */
      TEST_FOOD_SEED: string;
      /** The Worker secret that keys recovery codes (ADR 014), from vitest.config.ts. */
      AUTH_SECRET: string;
      /** The fake of Stripe's API (test/support/fake-stripe.ts), from vitest.config.ts. */
      STRIPE_API_HOST: string;
      STRIPE_API_PORT: string;
      STRIPE_API_PROTOCOL: string;
      /** The vision call's timeout in the worker tests (vitest.config.ts). */
      AI_TIMEOUT_MS: string;
      /** The VAPID pair the Worker signs pushes with (vitest.config.ts). */
      VAPID_PUBLIC_KEY: string;
      VAPID_PRIVATE_KEY: string;
      VAPID_SUBJECT: string;
      /** One push's time limit, short so a hanging push service costs the tests little. */
      PUSH_TIMEOUT_MS: string;
      /** fast-check settings for the hostile-input properties (vitest.config.ts); "" for the defaults. */
      FC_SEED: string;
      FC_PATH: string;
      FC_NUM_RUNS: string;
    }
  }
}
