import { env } from "cloudflare:test";
import fc from "fast-check";

/**
 * fast-check settings for the hostile-input properties. The seed is fixed so every run
 * sends the same requests and a failure reproduces; change it with FC_SEED to explore new
 * cases (vitest.config.ts passes FC_SEED, FC_PATH and FC_NUM_RUNS through to the tests).
 */
const DEFAULT_SEED = 20_261_122;

/**
 * Runs per route of the route table (hostile/routes.ts), so 60 requests for each route.
 * Sized for a shared 2-core machine; FC_NUM_RUNS raises it for a deeper search.
 */
const DEFAULT_NUM_RUNS = 60;

const integer = (value: string | undefined) => (value && /^-?\d+$/.test(value) ? Number(value) : undefined);

const seed = integer(env.FC_SEED) ?? DEFAULT_SEED;
const numRuns = integer(env.FC_NUM_RUNS) ?? DEFAULT_NUM_RUNS;
const path = env.FC_PATH || undefined;

/**
 * Longest a property may take, shrinking included: a generous second per run, plus a minute
 * for shrinking. It stops short of the test's own timeout so that fast-check still prints
 * its report (seed, path, counterexample) instead of vitest cutting it off.
 */
const PROPERTY_TIME_LIMIT_MS = 60_000 + numRuns * 1_000;
export const TEST_TIMEOUT_MS = PROPERTY_TIME_LIMIT_MS + 20_000;

/**
 * On failure, fast-check's own report (seed, path, shrunk counterexample, the error) and
 * the command that replays exactly that counterexample for this one test.
 */
function replayHint(file: string, testName: string): fc.Plugin<unknown> {
  return () => ({
    onAllRunsComplete: (details) => {
      if (!details.failed) return;
      const replay =
        `FC_SEED=${details.seed} FC_PATH=${details.counterexamplePath ?? ""} ` +
        `npx vitest run --project worker ${file} -t '${testName.replace(/'/g, "'\\''")}'`;
      throw new Error(`${fc.defaultReportMessage(details)}\n\nReplay this counterexample alone:\n  ${replay}`, {
        cause: details.errorInstance,
      });
    },
  });
}

/** Parameters for `fc.assert`: the fixed seed, the run count, a replay path if given, the time limit. */
export function propertyParams(file: string, testName: string): fc.Parameters<unknown> {
  return {
    seed,
    numRuns,
    ...(path ? { path } : {}),
    plugins: [
      // A run cut short by the clock fails, rather than passing with fewer cases.
      fc.interruptAfterTimeLimit(PROPERTY_TIME_LIMIT_MS, { failOnInterrupt: true }),
      replayHint(file, testName),
    ],
  };
}
