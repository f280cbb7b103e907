// The latest full `npm run bench` (no --only): what it printed, kept in docs/benchmarks-latest.md
// with the run's date, git commit and host load average above it, overwritten by each full run.
// docs/benchmarks.md links it; git keeps the earlier ones.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { stripVTControlCharacters } from "node:util";

export const LATEST_FILE = new URL("../docs/benchmarks-latest.md", import.meta.url).pathname;

export interface BenchRun {
  started: Date;
  finished: Date;
  /** `git describe --always --dirty` of the tree that was measured. */
  commit: string;
  /** The 1, 5 and 15 minute load averages at the start and at the end. */
  loadAtStart: readonly number[];
  loadAtEnd: readonly number[];
  printed: string;
}

const loads = (load: readonly number[]) => load.map((value) => value.toFixed(2)).join(", ");
const minute = (date: Date) => `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;

/** The file's text: the run's facts, then what the bench printed, as it printed it. */
export function latestMarkdown(run: BenchRun): string {
  return [
    "# Latest full bench",
    "",
    "Written by `npm run bench` (a full run, no `--only`); each full run overwrites it. Budgets and",
    "how to read these figures: [benchmarks.md](benchmarks.md).",
    "",
    `- date: ${minute(run.started)} to ${minute(run.finished)}`,
    `- git commit: \`${run.commit}\``,
    `- host load average (1, 5, 15 min): ${loads(run.loadAtStart)} at the start, ${loads(run.loadAtEnd)} at the end`,
    "",
    "```text",
    stripVTControlCharacters(run.printed).trim(),
    "```",
    "",
  ].join("\n");
}

function commit(): string {
  try {
    return execFileSync("git", ["describe", "--always", "--dirty"], { encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}

/**
 * Starts copying what the bench prints to standard output; call the function it returns when
 * the run has finished to write the file.
 */
export function keepLatestRun(file = LATEST_FILE): () => void {
  const started = new Date();
  const loadAtStart = loadavg();
  const printed: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
    printed.push(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8"));
    return write(chunk, ...rest);
  }) as typeof process.stdout.write;
  return () => {
    process.stdout.write = write;
    const run = { started, finished: new Date(), commit: commit(), loadAtStart, loadAtEnd: loadavg() };
    writeFileSync(file, latestMarkdown({ ...run, printed: printed.join("") }));
    console.log(`\nThis run is kept in ${file}.`);
  };
}
