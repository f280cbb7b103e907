import type { MealType } from "@domain/meals/guest-meal";
import { type QueryClient, useQuery } from "@tanstack/react-query";

/** GET /api/analyze-meal/quota: today's photo analyses (issue 22 item 4). */
export interface AnalysisQuota {
  limit: number;
  used: number;
  remaining: number;
  isPro: boolean;
  /** Guest photos brought along at sign-up, waiting for analysis (ADR 019). */
  waiting: { mealId: string; imageUrl: string; mealType: MealType }[];
}

export const QUOTA_KEY = ["/api/analyze-meal/quota"] as const;

/**
 * Today's analyses for a signed-in user; nothing for a guest (no analysis without an
 * account). The count is informative: the server's atomic quota still decides.
 */
export function useAnalysisQuota(enabled: boolean) {
  return useQuery<AnalysisQuota>({ queryKey: QUOTA_KEY, enabled }).data;
}

/** What a free account reads before it uploads, e.g. "2 of 3 free analyses left today"; Pro reads nothing. */
export function quotaText(quota: AnalysisQuota | undefined): string | null {
  if (!quota || quota.isPro) return null;
  return `${quota.remaining} of ${quota.limit} free analyses left today`;
}

export const refreshQuota = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: QUOTA_KEY });
