// The Lighthouse half of `npm run bench`: mobile runs (Lighthouse's defaults: a mid-range
// phone, simulated slow 4G and CPU slowdown) of the signed-in dashboard and of the signed-out
// landing page, each in a fresh Chromium profile (Debian's Chromium), with the budgets we hold
// the app to, then a control page that gives the host's floor (ADR 048). It reports; it never
// fails the bench.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import lighthouse, { type Result } from "lighthouse";
// puppeteer-core comes with lighthouse (its own dependency, not a new one): Lighthouse drives
// a page we own, so the page is still open afterwards to check what was measured.
import puppeteer, { type Page } from "puppeteer-core";
import { CHROMIUM_ARGS, findChromium } from "../test/support/chromium.ts";
import { FLOOR_HEADLINE, floorHeaders, OPENER_POLICY, serveFloorPage } from "./bench-lighthouse-floor.ts";
import { DASHBOARD_MEALS, dashboardUser } from "./bench-lighthouse-user.ts";

/**
 * The budgets. Accessibility and best practices are wholly in the app's hands, so they are
 * held high (accessibility aims at 100); total JS shares the first-load budget (130 KB gzip,
 * as FIRST_LOAD_BUDGET_KB in bench.ts). Performance has two marks: a floor of 95 (the
 * installable app) and a goal of 99 on the dashboard and 100 on the landing page; LCP at most
 * 1.5 s for the dashboard and 1.2 s for the landing page. Unused JavaScript has no budget: it is
 * printed for information, with Lighthouse's own audit and threshold.
 */
const LIGHTHOUSE_BUDGETS = {
  performanceFloor: 95,
  accessibility: 95,
  bestPractices: 95,
  totalJsKb: 130,
};

/** The two pages measured, each with its own goals: Lighthouse performance and LCP. */
const PAGES = {
  dashboard: { label: "signed-in dashboard", performance: 99, lcpMs: 1500 },
  landing: { label: "signed-out landing page", performance: 100, lcpMs: 1200 },
} as const;
type PageKind = keyof typeof PAGES;

const CATEGORIES = ["performance", "accessibility", "best-practices"];
/**
 * Lighthouse's scores vary from run to run (more so on a shared machine): the median of 5 is
 * reported, which Lighthouse's guide to variability (docs/variability.md) finds twice as stable
 * as one run; medians of 3 gave 94 to 96 for one build on a quiet machine.
 */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

/**
 * Audits that would fail because of the local server, not the app: it is plain http.
 * Lighthouse counts localhost as secure, so they pass here; they would fail if the bench
 * were served on another host name. Production is https (Cloudflare) with HSTS.
 */
const INHERENT_TO_LOCAL_HTTP: Record<string, string> = {
  "is-on-https": "local workerd serves http",
  "redirects-http": "there is no https listener locally to redirect to",
};

/** Lighthouse's defaults: "Reduce unused JavaScript" with its own threshold (20 KiB a script). */
const LIGHTHOUSE_CONFIG = { extends: "lighthouse:default" };

interface Measured {
  lhr: Result;
  /** The full report (HTML, or JSON when BENCH_LIGHTHOUSE_REPORT ends in .json). */
  report: string;
  /** The page as Lighthouse left it: its path, visible text and whether a dialog covers it. */
  path: string;
  text: string;
  dialogs: number;
}

/** One Lighthouse run of `/` in a fresh browser profile; signed in when a session cookie is given. */
async function measure(baseURL: string, cookie: string | null): Promise<Measured> {
  const browser = await puppeteer.launch({
    executablePath: findChromium(),
    headless: true,
    args: CHROMIUM_ARGS,
    // Lighthouse sets the phone's screen itself; a Puppeteer default would fight it.
    defaultViewport: null,
  });
  try {
    if (cookie) {
      const [name = "", ...rest] = cookie.split("=");
      // A real browser cookie (not an extra header), so the app's own requests carry it as
      // they would for a user. Lighthouse's storage reset leaves cookies alone.
      await browser.setCookie({ name, value: rest.join("="), domain: new URL(baseURL).hostname, path: "/" });
    }
    const page: Page = await browser.newPage();
    const output = process.env.BENCH_LIGHTHOUSE_REPORT?.endsWith(".json") ? "json" : "html";
    const result = await lighthouse(
      `${baseURL}/`,
      { onlyCategories: CATEGORIES, logLevel: "error", output },
      LIGHTHOUSE_CONFIG,
      page,
    );
    if (!result) throw new Error("Lighthouse returned no result");
    const seen = await page.evaluate(() => ({
      path: location.pathname,
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point: a hidden screen must not count.
      text: document.body.innerText,
      dialogs: document.querySelectorAll("[role=dialog], [aria-modal=true]").length,
    }));
    return { lhr: result.lhr, report: String(result.report), ...seen };
  } finally {
    await browser.close();
  }
}

/** The landing page's headline (src/features/auth/landing-page.tsx): proof it was the page measured. */
const LANDING_HEADLINE = "Stop Counting Every Bite.";

/** Says what was measured, and refuses figures of another screen than the one meant. */
function describeMeasured(m: Measured, kind: PageKind, firstName: string): string {
  if (kind === "landing") {
    if (m.path !== "/" || !m.text.includes(LANDING_HEADLINE) || m.dialogs > 0) {
      throw new Error(
        `Lighthouse did not measure the signed-out landing page (path ${m.path}, ${m.dialogs} dialog(s)); page text starts: ${m.text.slice(0, 200)}`,
      );
    }
    return `Measured ${m.lhr.finalDisplayedUrl}: the signed-out landing page ("${LANDING_HEADLINE}"), fresh profile, no cookie.`;
  }
  const meals = DASHBOARD_MEALS.filter((meal) => m.text.includes(meal.title)).length;
  const dashboard =
    m.path === "/" && m.text.includes("Recent Meals") && m.text.includes(`Welcome, ${firstName}`) && meals > 0;
  if (!dashboard || m.dialogs > 0) {
    throw new Error(
      `Lighthouse did not measure the signed-in dashboard (path ${m.path}, ${m.dialogs} dialog(s)); page text starts: ${m.text.slice(0, 200)}`,
    );
  }
  return `Measured ${m.lhr.finalDisplayedUrl}: the signed-in dashboard ("Welcome, ${firstName}", Recent Meals listing ${meals} of the ${DASHBOARD_MEALS.length} meals logged today), no dialog open.`;
}

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

/** Transfer size of every script the page loaded, as Lighthouse's network log saw it. */
function scriptBytes(lhr: Result): { bytes: number; files: number } {
  const details = lhr.audits["network-requests"]?.details as
    | { items?: { resourceType?: string; transferSize?: number }[] }
    | undefined;
  const scripts = (details?.items ?? []).filter((item) => item.resourceType === "Script");
  return { bytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0), files: scripts.length };
}

/**
 * The budget "dashboard data in one request". How many requests the page made for it:
 * none when the Worker sent it in the page with the dashboard drawn (ADR 031), else one.
 */
function dashboardDataRequests(lhr: Result): number {
  const details = lhr.audits["network-requests"]?.details as { items?: { url?: string }[] } | undefined;
  return (details?.items ?? []).filter((item) => item.url && new URL(item.url).pathname === "/api/dashboard").length;
}

/** Lighthouse's "Reduce unused JavaScript", with its own threshold: bytes that never ran, in KiB. */
function unusedJsKib(lhr: Result): number {
  const details = lhr.audits["unused-javascript"]?.details as { overallSavingsBytes?: number } | undefined;
  return (details?.overallSavingsBytes ?? 0) / 1024;
}

/**
 * Audits of a category that did not pass, one line each, marking those inherent to local
 * http. In performance these are the metrics short of a perfect score and the insights
 * with savings: what to look at next, not failures.
 */
function failedAudits(lhr: Result, category: string): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs.flatMap((ref) => {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) return [];
    const why = INHERENT_TO_LOCAL_HTTP[audit.id];
    const value = audit.displayValue ? `, ${audit.displayValue}` : "";
    return [`${audit.id} (${audit.title}${value})${why ? ` [inherent to local http: ${why}]` : ""}`];
  });
}

/** A table row: "met", or "OVER" (a score below its mark and a size or time above it alike), as the other sections print. */
function row(measure: string, value: string, budget: string, met: boolean) {
  return { measure, value, budget, result: met ? "met" : "OVER" };
}

const ms = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** The median run by performance score (then LCP), with the spread of all runs. */
function medianRun(runs: Measured[]): { median: Measured; spread: string } {
  const sorted = [...runs].sort(
    (x, y) =>
      score(x.lhr, "performance") - score(y.lhr, "performance") ||
      ms(y.lhr, "largest-contentful-paint") - ms(x.lhr, "largest-contentful-paint"),
  );
  const median = sorted[Math.floor((sorted.length - 1) / 2)] as Measured;
  const perfs = runs.map((r) => score(r.lhr, "performance"));
  const lcps = runs.map((r) => ms(r.lhr, "largest-contentful-paint") / 1000);
  const spread = `median of ${runs.length} run(s): performance ${Math.min(...perfs)}–${Math.max(...perfs)}, LCP ${Math.min(...lcps).toFixed(2)}–${Math.max(...lcps).toFixed(2)} s`;
  return { median, spread };
}

/** Runs Lighthouse RUNS times on one page and prints its table against the budgets. */
async function reportPage(baseURL: string, kind: PageKind, user: { cookie: string; firstName: string } | null) {
  const page = PAGES[kind];
  console.log(`\n  ${page.label}:`);
  const runs: Measured[] = [];
  for (let i = 0; i < Math.max(1, RUNS); i++) {
    const run = await measure(baseURL, user?.cookie ?? null);
    // Every run is checked: one wrong screen among the runs would skew the median.
    const what = describeMeasured(run, kind, user?.firstName ?? "");
    if (i === 0) console.log(`  ${what}`);
    // A run Lighthouse could not finish (say, no LCP recorded on a busy machine) has no
    // figures: it is named and left out, not counted as a score of 0.
    const failed = run.lhr.runtimeError?.message ?? (run.lhr.categories.performance?.score == null ? "no score" : null);
    if (failed) console.log(`  Run ${i + 1} left out: Lighthouse could not measure it (${failed}).`);
    else runs.push(run);
  }
  if (runs.length === 0) throw new Error("no run could be measured");
  const { median: m, spread } = medianRun(runs);
  // Lighthouse scales the CPU time it observes, so other work on the machine lowers the scores.
  const cpu = `CPU benchmark index ${Math.round(m.lhr.environment.benchmarkIndex)}, load average ${loadavg()[0]?.toFixed(1)}`;
  console.log(`  Figures of the ${spread} (${cpu}).`);
  const reportPath = process.env.BENCH_LIGHTHOUSE_REPORT;
  if (reportPath) {
    // The dashboard's report at the path given, the landing page's beside it.
    const path = kind === "dashboard" ? reportPath : reportPath.replace(/(\.\w+)?$/, "-landing$1");
    writeFileSync(path, m.report);
    console.log(`  The median run's full report: ${path}`);
  }
  const b = LIGHTHOUSE_BUDGETS;
  const perf = score(m.lhr, "performance");
  const a11y = score(m.lhr, "accessibility");
  const bp = score(m.lhr, "best-practices");
  const lcp = ms(m.lhr, "largest-contentful-paint");
  const js = scriptBytes(m.lhr);
  const jsKb = js.bytes / 1024;
  const unused = unusedJsKib(m.lhr);
  const rows = [
    row("performance (floor)", String(perf), `≥ ${b.performanceFloor}`, perf >= b.performanceFloor),
    row("performance (goal)", String(perf), `≥ ${page.performance}`, perf >= page.performance),
    row("LCP", `${(lcp / 1000).toFixed(2)} s`, `≤ ${page.lcpMs / 1000} s`, lcp <= page.lcpMs),
    // For information: no budget.
    {
      measure: "unused JS on first load (Lighthouse's audit)",
      value: `${unused.toFixed(1)} KiB`,
      budget: "none",
      result: "info",
    },
    row(`total JS (${js.files} scripts)`, `${jsKb.toFixed(1)} KB`, `≤ ${b.totalJsKb} KB`, jsKb <= b.totalJsKb),
    row("accessibility", String(a11y), `≥ ${b.accessibility} (aim 100)`, a11y >= b.accessibility),
    row("best-practices", String(bp), `≥ ${b.bestPractices}`, bp >= b.bestPractices),
  ];
  if (kind === "dashboard") {
    const requests = dashboardDataRequests(m.lhr);
    rows.push(row("dashboard data", `${requests} request(s)`, "≤ 1 request (0: in the page)", requests <= 1));
  }
  console.table(rows);
  console.log(
    `  Also: FCP ${(ms(m.lhr, "first-contentful-paint") / 1000).toFixed(2)} s, TBT ${Math.round(ms(m.lhr, "total-blocking-time"))} ms, CLS ${ms(m.lhr, "cumulative-layout-shift").toFixed(3)}, Speed Index ${(ms(m.lhr, "speed-index") / 1000).toFixed(2)} s. Total JS is the transfer size (gzip, headers included) of every script loaded; unused JS is Lighthouse's "Reduce unused JavaScript" total with its own threshold, for information (no budget).`,
  );
  for (const warning of m.lhr.runWarnings) console.log(`  Lighthouse warning: ${warning}`);
  for (const category of CATEGORIES) {
    const failed = failedAudits(m.lhr, category);
    console.log(`  ${category}: ${failed.length ? `not passed: ${failed.join("; ")}` : "every audit passed"}`);
  }
}

/**
 * Whether fontconfig knows an emoji font, or null where there is no fontconfig to ask. Every
 * phone has one; without it Chromium searches every font for each emoji on the page and draws
 * boxes, which is not what a phone's first layout does (docs/benchmarks.md).
 */
function hasEmojiFont(): boolean | null {
  try {
    return /emoji/i.test(execFileSync("fc-list", [":", "family"], { encoding: "utf8" }));
  } catch {
    return null;
  }
}

/** The host's floor: one control page, served with the app's headers and without COOP. */
const FLOOR_VARIANTS = [
  { label: "the app's headers", without: [] },
  { label: "the app's headers without Cross-Origin-Opener-Policy", without: [OPENER_POLICY] },
] as const;

/**
 * Lighthouse on a page with no script or stylesheet, served with the app's own response headers,
 * then without its Cross-Origin-Opener-Policy: the runs alternate, so both see the same machine.
 * Not a budget. The first row is what any page costs here before its own code runs; the gap
 * to the second is COOP's: Lighthouse's tab starts at about:blank, and Chromium starts a page
 * with COOP in a new process instead of the warm one about:blank already holds (ADR 048).
 */
async function reportHostFloor(baseURL: string) {
  console.log("\n  the host's floor (ADR 048):");
  const landing = await fetch(`${baseURL}/`);
  await landing.body?.cancel();
  const servers = await Promise.all(
    FLOOR_VARIANTS.map((variant) => serveFloorPage(floorHeaders(landing.headers, variant.without))),
  );
  try {
    const runs: Measured[][] = FLOOR_VARIANTS.map(() => []);
    for (let i = 0; i < Math.max(1, RUNS); i++) {
      for (const [v, server] of servers.entries()) {
        const run = await measure(server.baseURL, null);
        // A run Lighthouse could not finish is left out, as on the app's pages.
        if (run.lhr.runtimeError || run.lhr.categories.performance?.score == null) continue;
        if (!run.text.includes(FLOOR_HEADLINE))
          throw new Error(`Lighthouse did not measure the control page (path ${run.path})`);
        runs[v]?.push(run);
      }
    }
    const rows = FLOOR_VARIANTS.map((variant, v) => {
      const measured = runs[v] ?? [];
      if (measured.length === 0) return { page: `no script, ${variant.label}`, performance: "not measured" };
      const { median } = medianRun(measured);
      const perfs = measured.map((run) => score(run.lhr, "performance"));
      return {
        page: `no script, ${variant.label}`,
        performance: `${score(median.lhr, "performance")} (${Math.min(...perfs)}–${Math.max(...perfs)})`,
        TBT: `${Math.round(ms(median.lhr, "total-blocking-time"))} ms`,
        FCP: `${(ms(median.lhr, "first-contentful-paint") / 1000).toFixed(2)} s`,
        LCP: `${(ms(median.lhr, "largest-contentful-paint") / 1000).toFixed(2)} s`,
      };
    });
    console.log(
      `  A page with no script or stylesheet, medians of ${RUNS} run(s) each (load average ${loadavg()[0]?.toFixed(1)}):`,
    );
    console.table(rows);
    console.log(
      "  Not budgets: the first row is what a page costs on this machine now before any of its code runs; the app's pages are served with the same headers. The gap to the second row is COOP's: Chromium starts the page in a new process rather than the one Lighthouse's about:blank already warmed.",
    );
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }
}

/** Runs Lighthouse on the signed-in dashboard and on the signed-out landing page; never throws. */
export async function reportLighthouse(baseURL: string): Promise<void> {
  console.log("\nLighthouse (mobile defaults: simulated slow 4G, 4x CPU slowdown), each run in a fresh profile");
  if (hasEmojiFont() === false) {
    console.log(
      "  Note: this machine has no emoji font (fc-list), unlike any phone; the pages' emoji cost a font search and draw as boxes. On Debian: apt-get install fonts-noto-color-emoji",
    );
  }
  try {
    await reportPage(baseURL, "dashboard", await dashboardUser(baseURL));
  } catch (error) {
    console.log(`  Lighthouse could not run on the dashboard: ${(error as Error).message}`);
  }
  try {
    await reportPage(baseURL, "landing", null);
  } catch (error) {
    console.log(`  Lighthouse could not run on the landing page: ${(error as Error).message}`);
  }
  try {
    await reportHostFloor(baseURL);
  } catch (error) {
    console.log(`  Lighthouse could not measure the host's floor: ${(error as Error).message}`);
  }
}
