import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { queryKeys, refreshAfter, refreshedBy, type Write } from "./query-keys";

const DASHBOARD_KEY = queryKeys.dashboard;
const monthKey = [...queryKeys.statsPeriod, "month"];
const yearKey = [...queryKeys.statsPeriod, "year"];

function clientWithCharts() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  for (const key of [monthKey, yearKey]) client.setQueryData(key, { buckets: [] });
  client.setQueryData(DASHBOARD_KEY, { totalProtein: 0 });
  return client;
}

describe("refreshAfter", () => {
  // Every write that moves a total or a goal redraws the month and year charts: a meal, the
  // goals form, and the onboarding profile (which sets the goal; it refreshed only the user,
  // the dashboard and the goals before the map, so the charts kept the old goal line).
  it.each<Write>(["meal", "photoAnalysis", "goals", "profile"])(
    "marks the month and year charts stale with the dashboard after a %s write",
    async (write) => {
      const client = clientWithCharts();
      await refreshAfter(client, write);
      for (const key of [monthKey, yearKey]) expect(client.getQueryState(key)?.isInvalidated).toBe(true);
      expect(client.getQueryState(DASHBOARD_KEY)?.isInvalidated).toBe(true);
    },
  );

  it("leaves reads the write does not change alone", async () => {
    const client = clientWithCharts();
    client.setQueryData([...queryKeys.recipes, "list"], []);
    await refreshAfter(client, "user");
    expect(client.getQueryState(monthKey)?.isInvalidated).toBe(false);
    expect(client.getQueryState([...queryKeys.recipes, "list"])?.isInvalidated).toBe(false);
  });

  it("names only known roots", () => {
    for (const roots of Object.values(refreshedBy)) for (const root of roots) expect(queryKeys[root]).toBeDefined();
  });
});

describe("refreshAfter with a first read in flight", () => {
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
    const refreshed = refreshAfter(client, "meal");
    releaseFirst();
    await refreshed;
    expect(client.getQueryData(DASHBOARD_KEY)).toEqual({ totalProtein: 35 });
    unsubscribe();
  });
});
