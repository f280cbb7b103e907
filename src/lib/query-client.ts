import { QueryClient } from "@tanstack/react-query";

/**
 * Server state: no automatic retry, no refetch on focus, no polling,
 * data never stale. Screens refresh what they changed explicitly after a mutation.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}
