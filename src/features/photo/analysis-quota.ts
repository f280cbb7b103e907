import { type QueryClient, useQuery } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query-keys";
import { quotaQuery } from "./api";

/** Today's photo analyses, as GET /analyze-meal/quota answers them. */
export type AnalysisQuota = NonNullable<ReturnType<typeof useAnalysisQuota>>;

/**
 * Today's analyses for a signed-in user; nothing for a guest (no analysis without an
 * account). The count is informative: the server's atomic quota still decides.
 */
export function useAnalysisQuota(enabled: boolean) {
  return useQuery({ ...quotaQuery(), enabled }).data;
}

/** What a free account reads before it uploads, e.g. "2 of 3 free analyses left today"; Pro reads nothing. */
export function quotaText(quota: AnalysisQuota | undefined): string | null {
  if (!quota || quota.isPro) return null;
  return `${quota.remaining} of ${quota.limit} free analyses left today`;
}

export const refreshQuota = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: queryKeys.analysisQuota });
