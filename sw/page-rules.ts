import { carriesSecret } from "../domain/auth/secret-urls";

/**
 * Whether the service worker handles a request as one of the app's pages (network first,
 * kept for offline use, the shell when offline): navigations only, never /api/ (logout,
 * sign-in callbacks) and never a URL that carries a secret (a reset or verification link):
 * those go straight to the network, so no copy of them, nor of their token, is kept.
 */
export const isAppPage = ({ request, url }: { request: Request; url: URL }): boolean =>
  request.mode === "navigate" && !url.pathname.startsWith("/api/") && !carriesSecret(url);

/** Whether a page may be kept for offline use: a 200 its server did not mark `no-store`. */
export const storable = (response: Response): boolean =>
  response.status === 200 && !/no-store/i.test(response.headers.get("Cache-Control") ?? "");
