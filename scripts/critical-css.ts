import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PurgeCSS } from "purgecss";
import type { OutputBundle } from "rolldown";
import { FIRST_SCREEN_ALSO_STYLED, type FirstScreen, firstScreenDrawingFiles } from "./first-screen-chunks.ts";
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
 * The rules of `css` that the page can use (ADR 043): those whose selectors name only
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

/** The repository's root, which the source modules' paths (`/src/…`) start from. */
const ROOT = new URL("..", import.meta.url).pathname;

/** The inline stylesheet of a built page, with nothing before or after it that could match. */
const INLINE_STYLE = /<style>([\s\S]*?)<\/style>/;

/**
 * A drawn page with inline only the styles its first screen can use (ADR 043, ADR 051):
 * those of the page's own elements and of every class the screen's code can draw (the entry, its
 * imports, the screen's own chunks, what it loads after its paint and the source modules it
 * also styles), whether the Worker draws
 * the page on each visit (the dashboard's template) or the build does (the landing page). The
 * `<style>` names the whole stylesheet in `data-full`; the app links it with the first code it
 * loads from outside the first screen (src/lib/styles/whole-stylesheet.ts), so what it draws
 * there never lacks a rule.
 */
export async function withCriticalCss(html: string, bundle: OutputBundle, screen: FirstScreen): Promise<string> {
  const sheet = stylesheetAsset(bundle);
  const inline = INLINE_STYLE.exec(html);
  if (!inline || inline[1] !== sheet.css) throw new Error("the page does not carry the app's stylesheet inline");
  const code = firstScreenDrawingFiles(bundle, screen).map((path) => {
    const chunk = bundle[path.slice(1)];
    if (chunk?.type !== "chunk") throw new Error(`the build has no chunk ${path}`);
    return chunk.code;
  });
  const alsoStyled = FIRST_SCREEN_ALSO_STYLED[screen].map((path) => readFileSync(join(ROOT, path), "utf8"));
  const css = await criticalCss(sheet.css, [html.replace(INLINE_STYLE, ""), ...code, ...alsoStyled]);
  return html.replace(INLINE_STYLE, () => `<style data-full="/${sheet.fileName}">${css}</style>`);
}
