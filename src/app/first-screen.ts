import type { User } from "@domain/user/user";
import { type DehydratedState, hashKey, type QueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { badgesQuery } from "@/features/dashboard/api";
import type { api } from "@/lib/api";
import { type Dashboard, dashboardQuery } from "@/lib/meals/api";
import { userQuery } from "@/lib/session/api";

/**
 * The answers the signed-in dashboard draws its first screen from (ADR 031): the Worker reads
 * them, renders the screen with them (src/app/dashboard-html.tsx) and puts them in the page as
 * TanStack Query's dehydrated state, and the browser's HydrationBoundary starts from the same
 * answers, so it hydrates what it was sent instead of fetching and drawing it again.
 */
export interface FirstScreenData {
  user: User;
  dashboard: Dashboard;
  badges: InferResponseType<typeof api.gamification.badges.$get, 200>;
}

/** The id of the page's JSON data block that carries them, dehydrated. */
export const FIRST_SCREEN_DATA_ID = "first-screen-data";

/** Puts the answers where the screens' queries look for them (their query keys), before dehydrating. */
export function seedFirstScreen(client: QueryClient, data: FirstScreenData): void {
  client.setQueryData(userQuery().queryKey, data.user);
  client.setQueryData(dashboardQuery().queryKey, data.dashboard);
  client.setQueryData(badgesQuery().queryKey, data.badges);
}

/** The signed-in user in a dehydrated first screen, if it holds one. */
export function userOfState(state: DehydratedState): User | undefined {
  const hash = hashKey(userQuery().queryKey);
  return state.queries.find((query) => query.queryHash === hash)?.state.data as User | undefined;
}
