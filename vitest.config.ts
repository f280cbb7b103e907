import { generateKeyPairSync, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { alias } from "./vite.config.ts";

const migrations = await readD1Migrations(new URL("./migrations", import.meta.url).pathname);
// The SR28 food rows (seed/foods.sql), for the worker tests that search or describe on the full table.
const foodSeed = readFileSync(new URL("./seed/foods.sql", import.meta.url), "utf8");

// OAuth settings for the worker tests: Google's and Apple's endpoints are faked at the
// fetch boundary in test/worker/fake-oauth.ts; Apple's client secret is signed with this
// throwaway P-256 key, as with a real .p8 key.
const appleKey = generateKeyPairSync("ec", { namedCurve: "P-256" })
  .privateKey.export({ type: "pkcs8", format: "pem" })
  .toString();

// Web Push: a throwaway VAPID pair in the form the Worker reads, the public key as
// the raw P-256 point and the private key as the scalar, both base64url.
const vapidJwk = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ format: "jwk" });
const vapidPublicKey = Buffer.concat([
  Buffer.from([4]),
  Buffer.from(vapidJwk.x ?? "", "base64url"),
  Buffer.from(vapidJwk.y ?? "", "base64url"),
]).toString("base64url");

// The browser files that must run with no other browser file at the same time.
const BROWSER_SOLO = ["test/e2e/photo.test.ts"];

/**
 * The browser layer's settings. Its files run two at a time against one app (each browser
 * context has a client address of its own, test/e2e/browser.ts); the app is built and started
 * once for both browser projects (test/e2e/global-setup.ts).
 */
const browser = {
  environment: "node" as const,
  globalSetup: ["./test/e2e/global-setup.ts"],
  testTimeout: 60_000,
  hookTimeout: 180_000,
  // `expect.poll` waits as long as a locator does (15 s), not vitest's 1 s: with several files at
  // once on two cores, a stylesheet or a tooltip's code can take longer than a second to arrive.
  expect: { poll: { timeout: 15_000 } },
  // A failed browser test runs once more before it counts as failed: on this shared 2-core host a
  // test's waits can lose to the other files' load (a file chooser that never opened under load,
  // once). A test that fails twice fails the run; docs/testing.md lists the retried ones to chase.
  retry: 1,
};

// Three layers, all run by `npm test` (README, "Testing"):
// - worker:  the Worker inside workerd with local D1/R2/KV and the migrations applied;
// - unit:    domain rules and React components in happy-dom;
// - browser: real Chromium (Debian's) driven by Playwright against `npm start`.
export default defineConfig({
  resolve: { alias },
  test: {
    // Log lines (the Worker's JSON logs, browser output) are shown for failing tests only.
    silent: "passed-only",
    // Three files at a time on this 2-core machine: the browser files spend most of their time
    // waiting on the app and Chromium (one file per core left the cores about a third idle), but
    // four at once pushed the heaviest sweeps (every computed style of the dashboard, every tap
    // target of every screen, a 10 MB file through the debugging pipe) past their timeouts.
    maxWorkers: 3,
    projects: [
      {
        resolve: {
          alias: [
            ...alias,
            // A cheap scrypt cost for the worker tests' hundreds of sign-ups; production's is
            // held by worker/lib/password.test.ts, which imports the real file by its own path.
            {
              find: /^\.\/password-cost$/,
              replacement: new URL("./test/worker/password-cost.ts", import.meta.url).pathname,
            },
          ],
        },
        plugins: [
          // A function, so the fake Stripe's port (test/support/fake-stripe-setup.ts) reaches the bindings.
          cloudflareTest(async ({ inject }) => ({
            main: "./worker/index.ts",
            wrangler: { configPath: "./wrangler.jsonc" },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: migrations,
                // Every response names its D1 round trips (worker/db/round-trips.ts, ADR 021).
                D1_ROUND_TRIPS: "1",
                TEST_FOOD_SEED: foodSeed,
                APP_ORIGIN: "http://localhost",
                // The Worker refuses to run without it (ADR 014); a fresh one per run, as a deploy's own.
                AUTH_SECRET: randomBytes(32).toString("base64url"),
                // Photo analysis talks to a fake OpenAI-compatible endpoint (test/worker/fake-vision.ts).
                AI_PROVIDER: "openai",
                OPENAI_BASE_URL: "http://vision.test/v1",
                OPENAI_API_KEY: "sk-test-key",
                OPENAI_MODEL: "vision-test-model",
                AI_TIMEOUT_MS: "300",
                // Barcode lookups ask a fake Open Food Facts (test/worker/fake-open-food-facts.ts).
                OPENFOODFACTS_BASE_URL: "http://off.test",
                OPENFOODFACTS_TIMEOUT_MS: "300",
                OPENFOODFACTS_CONTACT: "team@proteo.test",
                GOOGLE_CLIENT_ID: "google-client-id",
                GOOGLE_CLIENT_SECRET: "google-client-secret",
                APPLE_CLIENT_ID: "com.proteo.web",
                APPLE_TEAM_ID: "TEAM123456",
                APPLE_KEY_ID: "KEY1234567",
                APPLE_PRIVATE_KEY: appleKey,
                // Push services are faked at the fetch boundary (test/worker/fake-push.ts).
                VAPID_PUBLIC_KEY: vapidPublicKey,
                VAPID_PRIVATE_KEY: vapidJwk.d ?? "",
                VAPID_SUBJECT: "mailto:push-test@proteo.test",
                PUSH_TIMEOUT_MS: "300",
                // Where the Stripe SDK finds the fake; the provider stays local unless a test sets a key.
                STRIPE_API_HOST: "127.0.0.1",
                STRIPE_API_PORT: String(inject("fakeStripePort")),
                STRIPE_API_PROTOCOL: "http",
                // fast-check's seed, replay path and run count for the hostile-input properties
                // (test/worker/hostile/property-params.ts); empty means its defaults.
                FC_SEED: process.env.FC_SEED ?? "",
                FC_PATH: process.env.FC_PATH ?? "",
                FC_NUM_RUNS: process.env.FC_NUM_RUNS ?? "",
              },
            },
          })),
        ],
        test: {
          name: "worker",
          // One workerd runtime and one store for every file, instead of a fresh one per file
          // (3-4 s each). The files run one after another in it; a test that counts rows
          // compares its own before and after, and each caller sends a client address of its
          // own (freshIp), so no file meets another's rate limits.
          isolate: false,
          include: ["test/worker/**/*.test.ts", "worker/**/*.test.ts"],
          // Bursts of concurrent requests (each running scrypt) and the hostile properties take
          // seconds on a busy 2-core machine; a hang still fails, only later than vitest's 5 s.
          testTimeout: 30_000,
          setupFiles: ["./test/worker/setup.ts"],
          globalSetup: ["./test/support/fake-stripe-setup.ts"],
        },
      },
      {
        test: {
          name: "unit",
          environment: "happy-dom",
          // One happy-dom per worker thread, each file still in a context of its own: creating
          // it per file was two thirds of this layer's time (82 s -> 27 s alone).
          pool: "vmThreads",
          // Sweeps such as every day number from 1899 to 2101 take about a second alone and past
          // vitest's 5 s with four files at once on two cores; a hang still fails.
          testTimeout: 30_000,
          include: ["domain/**/*.test.ts", "src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "sw/**/*.test.ts"],
        },
        resolve: { alias },
      },
      {
        resolve: { alias },
        test: { name: "browser", include: ["test/e2e/**/*.test.ts"], exclude: BROWSER_SOLO, ...browser },
      },
      {
        resolve: { alias },
        // Alone, after the rest: their file's tests steer the one fake vision server every
        // photo analysis of the app asks (its queue of answers and its request count).
        test: { name: "browser-solo", include: BROWSER_SOLO, fileParallelism: false, ...browser },
      },
    ],
  },
});
