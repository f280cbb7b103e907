/**
 * Why a Google or Apple sign-in came back without a session. The OAuth callback is a browser
 * navigation, so it redirects to `/?auth_error=<code>` and the landing page shows the text.
 */
export type ProviderName = "google" | "apple";

const label: Record<ProviderName, string> = { google: "Google", apple: "Apple" };

/**
 * An unverified password account holds the provider's email (ADR 013): the identity is not
 * linked to it, as whoever registered the email may not own it.
 */
export const accountExistsMessage = (provider: ProviderName) =>
  `An account with this email exists. Sign in with your password, then connect ${label[provider]} in Settings.`;

/** The `auth_error` value for each failure; `google` alone is the generic one. */
export const providerErrorCode = (provider: ProviderName, reason?: "account_exists") =>
  reason ? `${provider}_${reason}` : provider;

const MESSAGES: Record<string, string> = {
  google: "Sign in with Google did not complete. Please try again.",
  apple: "Sign in with Apple did not complete. Please try again.",
  google_account_exists: accountExistsMessage("google"),
  apple_account_exists: accountExistsMessage("apple"),
};

/** The landing page's text for an `auth_error` value, or null for an unknown one. */
export const providerErrorMessage = (code: string | null): string | null =>
  code && Object.hasOwn(MESSAGES, code) ? (MESSAGES[code] ?? null) : null;
