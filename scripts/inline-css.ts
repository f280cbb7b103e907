import type { Plugin } from "vite";

/**
 * Puts the app's stylesheet inside index.html as a <style> element (issue 21, ADR 031): the
 * first paint then waits on no request but the page itself, where the <link> cost a slow
 * phone a round trip of its own before anything could show. The CSP allows inline styles
 * (style-src 'unsafe-inline', docs/security.md); the file stays in the build, unused by the
 * shell. Client build only: `npm run dev` keeps Vite's own stylesheet handling.
 */
export function inlineCss(): Plugin {
  return {
    name: "proteo-inline-css",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    transformIndexHtml: {
      // After Vite has written the <link> tags of the built assets into the page.
      order: "post",
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, fileName: string) => {
          const asset = bundle[fileName];
          if (asset?.type !== "asset") return tag;
          const css = String(asset.source);
          // A stylesheet cannot end the element early; refuse rather than break the page.
          if (css.includes("</style")) throw new Error(`${fileName} contains "</style": not inlined`);
          return `<style>${css}</style>`;
        });
      },
    },
  };
}
