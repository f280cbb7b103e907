/** Browsers by the marks their user agents carry, the more specific first (Edge also says Chrome). */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\b(?:OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/\b(?:Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

/** Systems, the more specific first (Android says Linux, iPad and iPhone say Mac OS X). */
const SYSTEMS: readonly [RegExp, string][] = [
  [/\bAndroid\b/, "Android"],
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMacintosh\b/, "Mac"],
  [/\bLinux\b/, "Linux"],
];

const firstMatch = (agent: string, table: readonly [RegExp, string][]) =>
  table.find(([mark]) => mark.test(agent))?.[1] ?? null;

/** The longest user agent read; real ones are a few hundred characters. */
const MAX_AGENT = 512;

/**
 * A device in plain words from a browser's User-Agent ("Chrome on Android", "Safari on
 * iPhone"), for the list of signed-in devices; null when neither browser nor system is known.
 * Only this summary is stored, never the user agent itself.
 */
export function deviceName(userAgent: string | null | undefined): string | null {
  const agent = (userAgent ?? "").slice(0, MAX_AGENT);
  const browser = firstMatch(agent, BROWSERS);
  const system = firstMatch(agent, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  return system ? `A browser on ${system}` : null;
}

/** What the list says for a session whose device is not known (those signed in before it was recorded). */
export const UNKNOWN_DEVICE = "Unknown device";
