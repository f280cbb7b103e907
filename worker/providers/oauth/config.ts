import { Apple, Google } from "arctic";
import type { Bindings } from "../../env";

export type OAuthProviderName = "google" | "apple";

/** A provider is enabled only when every one of its settings is present. */
export function enabledProviders(env: Bindings): Record<OAuthProviderName, boolean> {
  return {
    google: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    apple: Boolean(env.APPLE_CLIENT_ID && env.APPLE_TEAM_ID && env.APPLE_KEY_ID && env.APPLE_PRIVATE_KEY),
  };
}

function callbackUrl(origin: string, provider: OAuthProviderName): string {
  return `${origin}/api/auth/${provider}/callback`;
}

export function googleClient(env: Bindings, origin: string): Google | null {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return null;
  return new Google(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET, callbackUrl(origin, "google"));
}

/** The .p8 key Apple issues, as PEM text (newlines may be written as \n in the secret). */
function pkcs8FromPem(pem: string): Uint8Array {
  const body = pem
    .replace(/\\n/g, "\n")
    .replace(/-----(BEGIN|END) PRIVATE KEY-----/g, "")
    .replace(/\s+/g, "");
  return Uint8Array.from(atob(body), (ch) => ch.charCodeAt(0));
}

export function appleClient(env: Bindings, origin: string): Apple | null {
  if (!env.APPLE_CLIENT_ID || !env.APPLE_TEAM_ID || !env.APPLE_KEY_ID || !env.APPLE_PRIVATE_KEY) return null;
  return new Apple(
    env.APPLE_CLIENT_ID,
    env.APPLE_TEAM_ID,
    env.APPLE_KEY_ID,
    pkcs8FromPem(env.APPLE_PRIVATE_KEY),
    callbackUrl(origin, "apple"),
  );
}
