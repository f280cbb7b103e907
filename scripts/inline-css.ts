import type { OutputBundle } from "rolldown";
import type { Plugin } from "vite";

/** The app's stylesheet: an entry of the client build of its own (see `inlineCss`). */
export const STYLESHEET = "src/index.css";
/** Whether a module of the build is a stylesheet. */
export const isStylesheet = (id: string): boolean => /\.css($|\?)/.test(id);

/** The stylesheet entry's name in the build. */
const STYLESHEET_ENTRY = "styles";

/** The app's stylesheet in the client build: its file name and its text. */
export function stylesheetAsset(bundle: OutputBundle): { fileName: string; css: string } {
  const sheets = Object.values(bundle).filter(
    (asset) => asset.type === "asset" && asset.names.includes(`${STYLESHEET_ENTRY}.css`),
  );
  const [sheet] = sheets;
  if (sheets.length !== 1 || sheet?.type !== "asset") {
    throw new Error(`expected one ${STYLESHEET_ENTRY}.css in the build, found ${sheets.length}`);
  }
  return { fileName: sheet.fileName, css: String(sheet.source) };
}

/**
 * Puts the app's stylesheet inside index.html as a <style> element (ADR 031): the
 * first paint then waits on no request but the page itself, where the <link> cost a slow
 * phone a round trip of its own before anything could show. The CSP allows inline styles
 * (style-src 'unsafe-inline', docs/security.md); the file stays in the build, unused by the
 * shell.
 *
 * The stylesheet is an entry of the build of its own, not an import of src/main.tsx (ADR 037):
 * a stylesheet the entry chunk imports becomes a dependency of every chunk loaded on demand,
 * and Vite's loader, finding no <link> to it, added one at the first such load ("Log again" on
 * the dashboard): the page fetched its styles again and a slow phone restyled all of it in
 * one long task. `npm run dev` links it instead.
 */
export function inlineCss(): Plugin {
  return {
    name: "proteo-inline-css",
    applyToEnvironment: (environment) => environment.name === "client",
    config(_config, { command }) {
      if (command !== "build") return;
      return {
        environments: {
          client: { build: { rolldownOptions: { input: { index: "index.html", [STYLESHEET_ENTRY]: STYLESHEET } } } },
        },
      };
    },
    transformIndexHtml: {
      // After Vite has written the built assets into the page.
      order: "post",
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) {
          // The dev server: its stylesheet, served and updated by Vite.
          return [{ tag: "link", attrs: { rel: "stylesheet", href: `/${STYLESHEET}` }, injectTo: "head" }];
        }
        const sheet = stylesheetAsset(bundle);
        // A stylesheet cannot end the element early; refuse rather than break the page.
        if (sheet.css.includes("</style")) throw new Error(`${sheet.fileName} contains "</style": not inlined`);
        return html.replace("</head>", `<style>${sheet.css}</style></head>`);
      },
    },
  };
}
