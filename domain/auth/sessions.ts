/** One signed-in device in Settings' list (GET /api/sessions). */
export interface SessionSummary {
  /** The session's id (the SHA-256 of its token, never the token). */
  id: string;
  /** "Chrome on Android", or null when not known (shown as "Unknown device"). */
  device: string | null;
  /** ISO time of its last use, to the hour. */
  lastSeenAt: string;
  /** ISO time of the sign-in that started it. */
  signedInAt: string;
  /** Whether it is the session of the browser asking. */
  current: boolean;
}

export const SESSION_NOT_FOUND = "That session was not found. It may have ended already.";
export const CURRENT_SESSION = "This is the device you are using. Use Sign out to end its session.";

const HOUR_MS = 60 * 60_000;

/**
 * When a device was last used, in plain words. Last use is kept to the hour, so nothing
 * finer than "in the last hour" is claimed.
 */
export function lastSeenText(lastSeenAt: string, now = Date.now()): string {
  const hours = Math.floor((now - Date.parse(lastSeenAt)) / HOUR_MS);
  if (!(hours >= 1)) return "Last active in the last hour";
  if (hours < 48) return hours === 1 ? "Last active 1 hour ago" : `Last active ${hours} hours ago`;
  return `Last active ${Math.floor(hours / 24)} days ago`;
}
