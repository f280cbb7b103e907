import type { SpawnSyncReturns } from "node:child_process";
export function d1Local(
  stateDir: string,
  args: string[],
  options?: { stdio?: "pipe" | "inherit" },
): SpawnSyncReturns<string>;
export function prepareLocalDatabase(stateDir: string): number;
