/** The app's pages that open an email link; their token is in the query. */
const LINK_PAGES = new Set(["/reset-password", "/verify-email"]);

/** Query parameters that carry a secret: an email link's token, an OAuth code and its state. */
const SECRET_PARAMS = ["token", "code", "state"];

/** A sign-in provider's return to the app (`/api/auth/google/callback`, Apple's form_post). */
const CALLBACK_PATH = /^\/api\/auth\/[^/]+\/callback\/?$/;

/**
 * Whether a URL carries a secret (a reset or verification token, an OAuth code or state), or
 * is a page that is opened with one. Such a page is never stored anywhere: not by the
 * browser's cache, nor a shared one, nor the service worker, so the secret is not left behind
 * on the device.
 */
export function carriesSecret(url: URL): boolean {
  if (LINK_PAGES.has(url.pathname.replace(/\/$/, "")) || CALLBACK_PATH.test(url.pathname)) return true;
  return SECRET_PARAMS.some((name) => url.searchParams.has(name));
}
