import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { DASHBOARD_KEY, refreshMealData, STATS_PERIOD_KEY } from "./queries";

describe("refreshMealData", () => {
  it("marks the month and year charts stale with the dashboard after a meal change", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    for (const period of ["month", "year"]) client.setQueryData([...STATS_PERIOD_KEY, period], { period, buckets: [] });
    client.setQueryData(DASHBOARD_KEY, { totalProtein: 0 });
    await refreshMealData(client);
    for (const period of ["month", "year"])
      expect(client.getQueryState([...STATS_PERIOD_KEY, period])?.isInvalidated).toBe(true);
    expect(client.getQueryState(DASHBOARD_KEY)?.isInvalidated).toBe(true);
  });
});

describe("refreshMealData with a first read in flight", () => {
  it("does not keep the answer of a read sent before the change", async () => {
    // The server's total, and a first answer held back until the test lets it through.
    let total = 0;
    let releaseFirst: () => void = () => {};
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let calls = 0;
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    const observer = new QueryObserver<{ totalProtein: number }>(client, {
      queryKey: DASHBOARD_KEY,
      queryFn: async () => {
        calls += 1;
        const answer = { totalProtein: total };
        if (calls === 1) await firstHeld;
        return answer;
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    await Promise.resolve();
    expect(calls).toBe(1);

    total = 35; // a meal is saved while the first read is still on its way
    const refreshed = refreshMealData(client);
    releaseFirst();
    await refreshed;
    expect(client.getQueryData(DASHBOARD_KEY)).toEqual({ totalProtein: 35 });
    unsubscribe();
  });
});
