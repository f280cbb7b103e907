/**
 * How a page that arrives drawn (the landing page, scripts/prerender-landing.ts; the signed-in
 * dashboard, worker/features/dashboard/first-screen.ts) loads the app: after its first paint
 * (ADR 033). Such a page is whole without JavaScript; the app's bundle only makes it
 * interactive. A deferred module script never held up the paint on a phone, but on a fast
 * network it arrived before the paint, and Lighthouse's slow-4G simulation then counted its
 * download as part of the paint (it keeps every script that finished loading before the
 * observed paint). So the page's module script and its preloads leave the head, and an inline
 * script at the end of the body adds them once the browser reports the first contentful paint
 * (the "paint" performance entry, delivered once the frame is on screen). A browser without
 * paint entries, a hidden tab (it paints nothing) or one hidden before the paint loads them at
 * once; and after 3 s they load anyway, so a page that somehow never reports its paint still
 * comes to life.
 *
 * Such a page also carries inline only the styles its first screen can use (ADR 043). The whole
 * stylesheet is not the loader's: the app links it with the first code it loads from outside the
 * first screen (src/lib/styles/whole-stylesheet.ts, ADR 051).
 *
 * A drawn page shows buttons before their handlers exist. A tap there would be lost, so the
 * loader holds every click inside #root until the app says it is live (the "proteo:live"
 * event, APP_LIVE_EVENT in src/lib/app-live.ts, sent once the first render has committed), then
 * clicks the same elements again for the app to act on. If the app's script fails to load, or
 * any error is reported before the app is live (a bundle that throws as it starts), it lets
 * clicks through again and replays the ones it held, so links still work as plain links and a
 * tap made while the script was failing still takes the user where it pointed.
 *
 * The loader is the CSP's second inline script, allowed by its hash (AFTER_PAINT_LOADER_HASH in
 * worker/middleware/security-headers.ts, checked by worker/lib/after-paint.test.ts); it reads
 * the build's file names from its own attributes, so the hash does not change with each build.
 */
export const AFTER_PAINT_LOADER =
  '(function(){var d=document,s=d.currentScript,w=window,r=d.getElementById("root"),held=[],done=0;function hold(e){if(r&&r.contains(e.target)){e.preventDefault();e.stopImmediatePropagation();held.push(e.target)}}function release(){d.removeEventListener("click",hold,true);var h=held;held=[];setTimeout(function(){h.forEach(function(t){if(t.isConnected)t.click()})})}d.addEventListener("click",hold,true);d.addEventListener("proteo:live",release);w.addEventListener("error",release);w.addEventListener("unhandledrejection",release);function add(t,a){var e=d.createElement(t);for(var k in a)e[k]=a[k];d.head.appendChild(e)}function go(){if(done++)return;(s.getAttribute("data-preload")||"").split(" ").forEach(function(h){if(h)add("link",{rel:"modulepreload",href:h})});add("script",{type:"module",src:s.getAttribute("data-app"),onerror:release})}var P=w.PerformanceObserver;if(d.visibilityState!=="visible"||!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return go();new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true});d.addEventListener("visibilitychange",go);setTimeout(go,3000)})()';

/** A built asset's path: what may stand in the loader's attributes unescaped. */
const ASSET_PATH = /^\/[\w./-]+$/;

/** The loader for a page whose module script is `app` and whose module preloads are `preloads`. */
export function afterPaintLoader(app: string, preloads: readonly string[]): string {
  for (const path of [app, ...preloads]) {
    if (!ASSET_PATH.test(path)) throw new Error(`not an asset path: ${path}`);
  }
  return `<script data-app="${app}" data-preload="${preloads.join(" ")}">${AFTER_PAINT_LOADER}</script>`;
}

/** The page's module script, as the build writes it into index.html. */
const MODULE_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g;
/** The page's module preloads, as the build writes them. */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;

/**
 * index.html with its module script and preloads moved behind the first paint (for a page
 * rendered at build time; the Worker does the same with HTMLRewriter).
 */
export function loadAppAfterPaint(html: string): string {
  const apps = [...html.matchAll(MODULE_SCRIPT)].map((m) => m[1] ?? "");
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1] ?? "");
  const [app] = apps;
  if (apps.length !== 1 || !app) throw new Error(`expected one module script in the page, found ${apps.length}`);
  const rest = html.replace(MODULE_SCRIPT, "").replace(MODULE_PRELOAD, "");
  if (!rest.includes("</body>")) throw new Error("the page has no </body> to put the app's loader before");
  return rest.replace("</body>", `${afterPaintLoader(app, preloads)}</body>`);
}
