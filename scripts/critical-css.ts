import { PurgeCSS } from "purgecss";
import type { OutputBundle } from "rolldown";
import { type FirstScreen, firstScreenFiles, screenChunkFiles } from "./first-screen-chunks.ts";
import { stylesheetAsset } from "./inline-css.ts";

/**
 * A class name as Tailwind writes it in the source, and so in the built JavaScript and the
 * drawn HTML: any run of characters up to a quote, a space or an angle bracket, where an
 * arbitrary value in square brackets may hold quotes. It keeps `hover:bg-white/20` and
 * `bg-[url('/landing-bg.svg')]` whole, which PurgeCSS's own extractor (letters, digits, `_` and
 * `-`) would split.
 */
const CLASS_CANDIDATE = /(?:\[[^\]\s<>]*\]|[^<>"'`\s[])+/g;
const candidates = (content: string): string[] => content.match(CLASS_CANDIDATE) ?? [];

/**
 * The rules of `css` that the page can use (issue 21, ADR 043): those whose selectors name only
 * classes, elements and attributes found in `content` (the page and every script that can draw
 * its first screen). PurgeCSS (MIT) drops the rest. Custom properties, keyframes and font faces
 * stay whole: Tailwind's utilities reach them through `var()` and `animation` values that a
 * selector match cannot see, and together they are a small part of the sheet.
 */
export async function criticalCss(css: string, content: readonly string[]): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    content: content.map((raw) => ({ raw, extension: "js" })),
    css: [{ raw: css }],
    defaultExtractor: candidates,
    variables: false,
    keyframes: false,
    fontFace: false,
  });
  if (!result) throw new Error("PurgeCSS returned no stylesheet");
  return result.css;
}

/** The inline stylesheet of a built page, with nothing before or after it that could match. */
const INLINE_STYLE = /<style>([\s\S]*?)<\/style>/;

/**
 * A drawn page with inline only the styles of what it shows before the app runs (issue 21, ADR
 * 043). Those are the page's own elements: for a page drawn at build time (the landing page) its
 * HTML says all of it; for one the Worker draws on each visit (`drawnBy`, the dashboard's
 * template) the classes it can draw are those of the screen's code (the entry, its imports and
 * the screen's own chunks). The `<style>` names the whole stylesheet in `data-full`; the page's
 * loader links it after the first paint, and the app draws nothing before it has loaded
 * (worker/lib/after-paint.ts, src/app/boot.tsx), so what the app draws later never lacks a rule.
 */
export async function withCriticalCss(html: string, bundle: OutputBundle, drawnBy?: FirstScreen): Promise<string> {
  const sheet = stylesheetAsset(bundle);
  const inline = INLINE_STYLE.exec(html);
  if (!inline || inline[1] !== sheet.css) throw new Error("the page does not carry the app's stylesheet inline");
  const files = drawnBy ? [...screenChunkFiles(bundle), ...firstScreenFiles(bundle, drawnBy)] : [];
  const code = files.map((path) => {
    const chunk = bundle[path.slice(1)];
    if (chunk?.type !== "chunk") throw new Error(`the build has no chunk ${path}`);
    return chunk.code;
  });
  const css = await criticalCss(sheet.css, [html.replace(INLINE_STYLE, ""), ...code]);
  return html.replace(INLINE_STYLE, () => `<style data-full="/${sheet.fileName}">${css}</style>`);
}
