import type { ProviderName } from "./provider-errors";

/**
 * Settings → "Connected accounts" (ADR 013): a signed-in user links a Google or Apple
 * identity to their account, so it signs in there. Shapes and messages shared by the Worker
 * and the card, without zod (the Worker holds the request schemas), so the settings bundle
 * does not grow.
 */

export const PROVIDER_NAMES = ["google", "apple"] as const satisfies readonly ProviderName[];
export const providerLabel = (provider: ProviderName) => (provider === "google" ? "Google" : "Apple");

/** What `GET /api/auth/connections` answers, per provider. */
export type Connections = Record<ProviderName, { enabled: boolean; connected: boolean; email: string | null }>;

/** How a connection ended, as the callback's redirect to `/settings?connect=<provider>_<outcome>` says. */
export type ConnectOutcome = "connected" | "taken" | "other" | "failed";

const outcomeText: Record<ConnectOutcome, (label: string) => string> = {
  connected: (p) => `${p} is connected. You can now sign in with ${p}.`,
  taken: (p) => `This ${p} account is already connected to another Proteo account.`,
  other: (p) => `A different ${p} account is already connected to your Proteo account.`,
  failed: (p) => `Connecting ${p} did not complete. Please try again.`,
};

export const connectResultCode = (provider: ProviderName, outcome: ConnectOutcome) => `${provider}_${outcome}`;

/** The Settings page's toast for a `connect` value, or null for an unknown one. */
export function connectResult(code: string | null): { ok: boolean; message: string } | null {
  const match = code?.match(/^(google|apple)_(connected|taken|other|failed)$/);
  if (!match) return null;
  const [, provider, outcome] = match as [string, ProviderName, ConnectOutcome];
  return { ok: outcome === "connected", message: outcomeText[outcome](providerLabel(provider)) };
}

/** Settings' answer once a provider is disconnected. */
export const disconnectedMessage = (label: string) =>
  `${label} is disconnected. You can no longer sign in to Proteo with ${label}.`;

/** Why the last way in cannot be disconnected. */
export const lastSignInMessage = (label: string) =>
  `${label} is the only way you sign in to this account, so it cannot be disconnected.`;
