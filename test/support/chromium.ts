import { existsSync } from "node:fs";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/lib/chromium/chromium"];

/**
 * Debian's Chromium: Playwright's own browser download cannot run here, so browser tests
 * drive the system browser. Fails loudly, with the fix, when it is missing.
 */
export function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH points at ${fromEnv}, which does not exist.`);
  }
  const found = CANDIDATES.find((path) => existsSync(path));
  if (found) return found;
  throw new Error(
    "Chromium was not found, so the browser tests cannot run.\n" +
      "Install Debian's Chromium:  sudo apt-get install -y chromium\n" +
      "or point CHROMIUM_PATH at a Chromium binary. (.ci/run installs it by itself.)",
  );
}

/** Flags for a sandboxed CI machine with no network beyond localhost. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
