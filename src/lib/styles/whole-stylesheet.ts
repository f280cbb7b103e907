/**
 * A drawn page (the landing page, the signed-in dashboard) carries inline only the rules its
 * first screen's code can draw, in a `<style>` that names the whole stylesheet in `data-full`
 * (scripts/critical-css.ts, ADR 043). Every other screen, dialog or toast is code loaded on
 * demand, and that code waits for the whole stylesheet (`withWholeStylesheet`), which is linked
 * at the first such load (ADR 051). A page the browser draws itself (index.html) carries the
 * whole stylesheet inline: nothing to wait for.
 */
const FIRST_SCREEN_STYLE = "style[data-full]";

/** The `<link>`'s id, which the end-to-end tests look for (test/e2e/critical-css.test.ts). */
const WHOLE_STYLESHEET_ID = "app-styles";

let linked: Promise<void> | undefined;

/**
 * Resolves once the whole stylesheet has loaded, or failed to: the first screen's rules are all
 * the page can have then, and the screen asked for still opens. A failed one is linked again by
 * the next load on demand.
 */
export function wholeStylesheet(): Promise<void> {
  if (linked) return linked;
  const href = document.querySelector<HTMLStyleElement>(FIRST_SCREEN_STYLE)?.dataset.full;
  if (!href) return Promise.resolve();
  linked = new Promise((resolve) => {
    const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href, id: WHOLE_STYLESHEET_ID });
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener(
      "error",
      () => {
        link.remove();
        linked = undefined;
        resolve();
      },
      { once: true },
    );
    document.head.append(link);
  });
  return linked;
}

/** `load`, resolved only once the whole stylesheet is there too: for code outside the first screen. */
export function withWholeStylesheet<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), wholeStylesheet()]).then(([loaded]) => loaded);
}
