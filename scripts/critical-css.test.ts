import { describe, expect, it } from "vitest";
import { criticalCss } from "./critical-css.ts";

/** A stylesheet shaped as Tailwind writes it: layers, a dark variant, escaped class names. */
const SHEET = `@layer theme, base, utilities;
@layer theme { :root { --color-brand: #059669; } }
@layer base { *, ::before { box-sizing: border-box; } button { cursor: pointer; } table { border-collapse: collapse; } }
@layer utilities {
  .flex { display: flex; }
  .grid { display: grid; }
  .hover\\:bg-white\\/20:hover { background-color: rgb(255 255 255 / .2); }
  .bg-\\[url\\(\\'\\/landing-bg\\.svg\\'\\)\\] { background-image: url('/landing-bg.svg'); }
  .dark\\:text-white:where(.dark, .dark *) { color: white; }
  .animate-spin { animation: spin 1s linear infinite; }
}
@keyframes spin { to { transform: rotate(360deg); } }`;

describe("the first screen's styles (ADR 043)", () => {
  it("keeps the rules whose classes and elements the content names, whole, and drops the rest", async () => {
    const page = `<button class="flex hover:bg-white/20 bg-[url('/landing-bg.svg')]">Go</button>
      <script>document.documentElement.classList.toggle("dark", true)</script>`;
    const code = `jsx("p",{className:"dark:text-white"})`;
    const css = await criticalCss(SHEET, [page, code]);
    for (const kept of [
      "@layer theme, base, utilities",
      "--color-brand",
      "box-sizing",
      "button",
      ".flex",
      ".hover\\:bg-white\\/20:hover",
      "landing-bg",
      ".dark\\:text-white",
      "@keyframes spin",
    ]) {
      expect(css, kept).toContain(kept);
    }
    for (const dropped of [".grid", "table", ".animate-spin"]) expect(css, dropped).not.toContain(dropped);
  });
});
