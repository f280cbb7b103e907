/**
 * The worker tests' scrypt cost (vitest.config.ts puts it in place of
 * `worker/lib/password-cost.ts`): the smallest scrypt accepts, so the suite's sign-ups and
 * sign-ins do not each pay production's 100 ms of CPU. Hashes still carry their parameters,
 * so every verification path runs as in production.
 */
export const PASSWORD_COST = { N: 16, r: 1, p: 1 } as const;
