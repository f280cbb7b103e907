// `npm run bench -- --only=worker`: the Worker's startup CPU and size, for the
// bundle `npm start` has just built in dist/proteo (the bench always builds before it runs).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const root = new URL("..", import.meta.url).pathname;
const BUILT = join(root, "dist", "proteo");

/** The Worker's startup CPU (budget: 100 ms), as `wrangler check startup` profiles it locally. */
const STARTUP_BUDGET_MS = 100;
/** The Worker's JavaScript (budget: 600 KB gzip). */
const GZIP_BUDGET_BYTES = 600 * 1024;
/** Cloudflare's Workers Free plan size limit, after compression: the hard limit (paid: 10 MB). */
const GZIP_LIMIT_BYTES = 3 * 1024 * 1024;
/** Startup is profiled this many times; the median is the figure (the machine may be shared). */
const STARTUP_RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 5);

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string } }[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * The active CPU time of a startup profile, in ms, computed as wrangler's summary does: every
 * sample's time delta counts, except the samples in the "(idle)" node (garbage collection
 * counts as active).
 */
export function activeMs(profile: CpuProfile): number {
  const names = new Map(profile.nodes.map((n) => [n.id, n.callFrame.functionName]));
  let active = 0;
  profile.samples.forEach((node, i) => {
    if (names.get(node) !== "(idle)") active += profile.timeDeltas[i] ?? 0;
  });
  return active / 1000;
}

/** One `wrangler check startup` of the built Worker: its active startup CPU and what wrangler printed about size. */
function profileStartup(dir: string, run: number): { ms: number; sizeLine: string | null } {
  const outfile = join(dir, `startup-${run}.cpuprofile`);
  const result = spawnSync(
    join(root, "node_modules", ".bin", "wrangler"),
    ["check", "startup", "--config", join(BUILT, "wrangler.json"), "--outfile", outfile],
    { cwd: root, encoding: "utf8", env: process.env },
  );
  if (result.status !== 0) throw new Error(`wrangler check startup failed: ${result.stderr || result.stdout}`);
  const sizeLine = /Bundle: .*gzip: .*/.exec(result.stdout)?.[0]?.trim() ?? null;
  return { ms: activeMs(JSON.parse(readFileSync(outfile, "utf8")) as CpuProfile), sizeLine };
}

/**
 * The built Worker's modules, gzipped at level 9 as Cloudflare reports "gzip:" at deploy. A local
 * server started from this build (`npm start`, the browser tests) keeps wrangler's scratch bundle
 * under dist/proteo/.wrangler: not a module of the build, so left out (a run made while the
 * browser tests served this build counted 109 files and 4,154 KiB instead of 108 and 3,087 KiB).
 */
function workerSize(): { bytes: number; gzipBytes: number; files: number } {
  const modules = readdirSync(BUILT, { recursive: true, withFileTypes: true }).filter(
    (f) => f.isFile() && /\.(m?js|wasm)$/.test(f.name) && !f.parentPath.includes(`${BUILT}/.`),
  );
  let bytes = 0;
  let gzipBytes = 0;
  for (const file of modules) {
    const body = readFileSync(join(file.parentPath, file.name));
    bytes += body.length;
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { bytes, gzipBytes, files: modules.length };
}

export function reportWorker(): void {
  console.log("\nWorker startup and size (the built dist/proteo bundle)");
  const size = workerSize();
  const gzipKiB = size.gzipBytes / 1024;
  console.log(
    `  bundle: ${(size.bytes / 1024).toFixed(1)} KiB in ${size.files} file(s), ${gzipKiB.toFixed(1)} KiB gzip -9 (budget ${GZIP_BUDGET_BYTES / 1024} KB): ${size.gzipBytes <= GZIP_BUDGET_BYTES ? "within budget" : "OVER BUDGET"}; hard limit ${GZIP_LIMIT_BYTES / 1024 / 1024} MB (Workers Free): ${size.gzipBytes <= GZIP_LIMIT_BYTES ? "within limit" : "OVER LIMIT"}`,
  );
  const dir = mkdtempSync(join(tmpdir(), "proteo-startup-"));
  try {
    const runs = Array.from({ length: STARTUP_RUNS }, (_, i) => profileStartup(dir, i));
    const times = runs.map((r) => r.ms).sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    if (runs[0]?.sizeLine) console.log(`  wrangler check startup: ${runs[0].sizeLine}`);
    // Startup CPU moves with the machine's load: the budget is judged on a quiet run.
    console.log(`  load average during the runs: ${loadavg()[0]?.toFixed(1)} (${runs.length} profiles)`);
    console.log(
      `  startup CPU (wrangler check startup, active time, median of ${times.length}): ${median.toFixed(1)} ms (min ${times[0]?.toFixed(1)}, max ${times.at(-1)?.toFixed(1)}; budget ${STARTUP_BUDGET_MS} ms): ${median <= STARTUP_BUDGET_MS ? "within budget" : "OVER BUDGET"}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
