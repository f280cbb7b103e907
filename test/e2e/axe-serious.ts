import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Page } from "playwright-core";

/**
 * axe-core's serious and critical violations on the page as it is, one line each: the one check
 * of the accessibility suite (test/e2e/a11y-axe.ts) and of the flow tests that open dialogs.
 */
const axePath = process.env.AXE_CORE_PATH ?? resolve("node_modules/axe-core/axe.min.js");
if (!existsSync(axePath)) throw new Error(`axe-core not found at ${axePath}: run npm install (it is a devDependency).`);
const axeSource = readFileSync(axePath, "utf8");

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * Waits until toasts are mounted and every finite animation or transition has ended: sonner
 * starts a toast transparent and fades it in, and axe measuring it mid-fade reports a contrast
 * the person never sees.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll("[data-sonner-toast]")].every((t) => t.getAttribute("data-mounted") === "true"),
  );
  await animationsDone(page);
}

/**
 * Waits for the running transitions and finite animations to end (a spinner's endless one
 * never does), rather than for a fixed time a loaded machine can overrun.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

export async function seriousViolations(page: Page): Promise<string[]> {
  await settled(page);
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, { resultTypes: ["violations"] })) as { violations: AxeViolation[] };
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}: ${v.help}) at ${v.nodes.map((n) => JSON.stringify(n.target)).join(", ")}`);
}
