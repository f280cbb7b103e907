import { QueryClient } from "@tanstack/react-query";
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
