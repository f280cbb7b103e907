/**
 * The scrypt cost of a new password hash: N=16384, r=16, p=1 (32 MiB, about 100 ms of CPU),
 * the strongest that fits a Worker's CPU and memory (ADR 004). A stored hash names its own
 * parameters, so raising these later leaves old hashes verifiable.
 *
 * The worker tests replace this module with `test/worker/password-cost.ts` (a cheap cost, so
 * hundreds of sign-ups do not each pay 100 ms); `worker/lib/password.test.ts` imports this file
 * by its own path and holds production to these numbers.
 */
export const PASSWORD_COST = { N: 16384, r: 16, p: 1 } as const;
