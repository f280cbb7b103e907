import { type DehydratedState, HydrationBoundary, type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { createQueryClient } from "@/lib/query-client";
import { AppRoutes } from "./routes";
import { Themed } from "./themed";

/**
 * Providers and the router. `client` is given by the page's start (src/app/start-app.tsx);
 * `state` is the dehydrated first screen the Worker drew the page from (src/app/dashboard-html.tsx),
 * put in the client before the first render on both sides. The toasts are the
 * page's, not the app's: the landing page shows them before the app has loaded
 * (src/app/start-app.tsx, src/app/landing-root.tsx).
 */
export function App({ client, state }: { client?: QueryClient; state?: DehydratedState }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    // No jotai Provider: atoms live in jotai's default store, which code outside React (the
    // guest markers, src/lib/guest/guest-storage.ts) reads and writes too.
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={state}>
        <Themed />
        <AppRoutes />
      </HydrationBoundary>
    </QueryClientProvider>
  );
}
