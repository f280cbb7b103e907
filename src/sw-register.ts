/**
 * Registers the service worker once the first screen has settled: after `load`,
 * two seconds, then an idle moment. Installing it downloads the whole app shell for the
 * precache, which must not compete with the first screen's own reads for a slow phone's
 * network and CPU. Only in a build: `npm run dev` serves no /sw.js.
 */
const SETTLE_MS = 2000;

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((error: unknown) => {
      console.warn("service worker registration failed", error);
    });
  };
  const whenIdle = () => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(register, { timeout: 5000 });
    else register();
  };
  const afterLoad = () => setTimeout(whenIdle, SETTLE_MS);
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
}
