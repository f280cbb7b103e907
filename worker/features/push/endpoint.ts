import { ApiError } from "../../lib/api-error";

/**
 * The push services browsers subscribe with, and the only hosts the Worker will POST a
 * notification to. A push endpoint is chosen by whoever calls the API, so without this list
 * it would be a way to make the Worker send requests anywhere (SSRF): an allow-list of the
 * browsers' own services is the only check that also stops a public DNS name pointing at a
 * private address, since nobody else can add names under these domains.
 * - Chrome, Edge on Android, Opera, Samsung Internet: Firebase Cloud Messaging. The legacy GCM
 *   host android.googleapis.com was shut down in 2019 and VAPID subscriptions never used it.
 * - Firefox: Mozilla's autopush (updates.push.services.mozilla.com, under push.services.mozilla.com).
 * - Safari on macOS and iOS: Apple web push (web.push.apple.com, under push.apple.com).
 * - Edge on Windows: Windows Push Notification Services (<region>.notify.windows.com).
 * There is no override, in tests or locally: real browsers subscribe on these services, and
 * the tests' fake push service answers for fcm.googleapis.com at the fetch boundary.
 */
const PUSH_SERVICE_HOSTS: readonly { host: string; match: "exactly" | "subdomains" }[] = [
  { host: "fcm.googleapis.com", match: "exactly" },
  { host: "push.services.mozilla.com", match: "subdomains" },
  { host: "push.apple.com", match: "subdomains" },
  { host: "notify.windows.com", match: "subdomains" },
];

/** Whole host names or whole labels: "fcm.googleapis.com.evil.example" is not FCM. */
export function isPushServiceHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((entry) =>
    entry.match === "exactly" ? host === entry.host : host.endsWith(`.${entry.host}`),
  );
}

/**
 * The endpoint as it will be stored and called: an https URL on port 443 of one of the push
 * services above, with no user name or password. Anything else is a 400 that stores nothing.
 */
export function checkPushEndpoint(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refused("The push endpoint must be a URL.");
  }
  if (url.protocol !== "https:") throw refused("The push endpoint must be an https URL.");
  if (url.username || url.password) throw refused("The push endpoint must not carry a user name or password.");
  // The URL parser drops ":443" for https, so an empty port is the only one allowed.
  if (url.port !== "") throw refused("The push endpoint must use the standard https port.");
  if (!isPushServiceHost(url.hostname)) {
    throw refused("The push endpoint must be on a browser push service (Google, Mozilla, Apple or Microsoft).");
  }
  return url.href;
}

/** How an endpoint was stored, for finding it again; the raw text when it is not a URL. */
export function storedEndpoint(value: string): string {
  try {
    return new URL(value).href;
  } catch {
    return value;
  }
}

const refused = (message: string) => new ApiError(400, message, { code: "INVALID_INPUT" });
