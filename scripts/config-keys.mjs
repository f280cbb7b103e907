import { generateKeyPairSync, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

// The Worker's optional configuration (AI, billing, sign-in, email, push, food facts), plus
// the bench switch. Only these names are passed from the shell environment into the Worker,
// so unrelated secrets never leak in.
export const CONFIG_KEYS = [
  "APP_ORIGIN",
  "AUTH_SECRET",
  "AI_PROVIDER",
  "WORKERS_AI_MODEL",
  "OPENAI_BASE_URL",
  "OPENAI_API_KEY",
  "OPENAI_MODEL",
  "AI_TIMEOUT_MS",
  "BILLING_PROVIDER",
  "STRIPE_SECRET_KEY",
  "STRIPE_PUBLISHABLE_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_PRICE_MONTHLY",
  "STRIPE_PRICE_ANNUAL",
  "GOOGLE_CLIENT_ID",
  "GOOGLE_CLIENT_SECRET",
  "APPLE_CLIENT_ID",
  "APPLE_TEAM_ID",
  "APPLE_KEY_ID",
  "APPLE_PRIVATE_KEY",
  "EMAIL_FROM",
  "OPENFOODFACTS_BASE_URL",
  "OPENFOODFACTS_CONTACT",
  "OPENFOODFACTS_TIMEOUT_MS",
  "BENCH",
  "D1_ROUND_TRIPS",
  "VAPID_PUBLIC_KEY",
  "VAPID_PRIVATE_KEY",
  "VAPID_SUBJECT",
  "PUSH_TIMEOUT_MS",
];

/** Parses a .dev.vars / .env style file: KEY=value lines, # comments, optional quotes. */
export function parseVars(text) {
  const vars = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const eq = line.indexOf("=");
    if (eq <= 0) continue;
    const key = line.slice(0, eq).trim();
    let value = line.slice(eq + 1).trim();
    if (/^(["']).*\1$/s.test(value)) value = value.slice(1, -1).replace(/\\n/g, "\n");
    vars[key] = value;
  }
  return vars;
}

/** .dev.vars first, then the shell environment on top: the environment wins. */
export function mergeConfig(fileVars, env) {
  const merged = { ...fileVars };
  for (const key of CONFIG_KEYS) {
    if (env[key] !== undefined && env[key] !== "") merged[key] = env[key];
  }
  return merged;
}

/**
 * The local AUTH_SECRET when none is configured (ADR 014): made once and kept beside the
 * local database it protects (`<state>/auth-secret`), so recovery codes keep working across
 * restarts and a fresh database (a test's scratch folder) gets a fresh secret.
 */
export function localAuthSecret(stateDir) {
  const file = join(stateDir, "auth-secret");
  const kept = existsSync(file) ? readFileSync(file, "utf8").trim() : "";
  if (kept) return kept;
  const secret = randomBytes(32).toString("base64url");
  mkdirSync(stateDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * The local VAPID pair (ADR 027) when none is configured: made once and kept
 * beside the local database, like the AUTH_SECRET, so a browser's push subscription stays
 * valid across restarts. The public key is the raw P-256 point and the private key the
 * scalar, both base64url, as the Worker reads them.
 */
export function localVapidKeys(stateDir) {
  const file = join(stateDir, "vapid-keys.json");
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, "utf8"));
    if (kept.publicKey && kept.privateKey) return kept;
  }
  const jwk = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ format: "jwk" });
  const publicKey = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x, "base64url"),
    Buffer.from(jwk.y, "base64url"),
  ]).toString("base64url");
  const keys = { publicKey, privateKey: jwk.d };
  mkdirSync(stateDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  return keys;
}

/**
 * The Worker's variables for a local run (`npm start`, `npm run dev`): .dev.vars under `root`,
 * the shell environment on top, and local stand-ins kept beside the local database for what
 * is not configured (AUTH_SECRET, the VAPID pair, the push contact). `origin`, when given, is
 * the address the app is served at, for the Origin check and the links in emails, unless
 * APP_ORIGIN is configured; without it the Worker uses each request's own origin.
 */
export function localConfig(root, stateDir, origin) {
  const devVarsPath = join(root, ".dev.vars");
  const fileVars = existsSync(devVarsPath) ? parseVars(readFileSync(devVarsPath, "utf8")) : {};
  const config = mergeConfig(fileVars, process.env);
  if (!config.APP_ORIGIN && origin) config.APP_ORIGIN = origin;
  // The Worker refuses to run without AUTH_SECRET (ADR 014).
  if (!config.AUTH_SECRET) config.AUTH_SECRET = localAuthSecret(stateDir);
  // Web Push needs a VAPID pair (ADR 027).
  if (!config.VAPID_PUBLIC_KEY || !config.VAPID_PRIVATE_KEY) {
    const vapid = localVapidKeys(stateDir);
    config.VAPID_PUBLIC_KEY = vapid.publicKey;
    config.VAPID_PRIVATE_KEY = vapid.privateKey;
  }
  if (!config.VAPID_SUBJECT) config.VAPID_SUBJECT = "mailto:reminders@localhost.invalid";
  return config;
}
