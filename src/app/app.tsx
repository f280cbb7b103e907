import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { createQueryClient } from "@/lib/query-client";
import { useApplyTheme } from "@/lib/theme/use-apply-theme";
import { LazyToaster } from "@/ui/lazy-toaster";
import { AppRoutes } from "./routes";

function Themed() {
  useApplyTheme();
  return null;
}

/**
 * Providers, the router and the toasts (spec section 9, see AppToaster, loaded on demand).
 * `client` is given when the page was rendered ahead (src/app/boot.tsx): the answers that decided
 * to hydrate it are already in it.
 */
export function App({ client }: { client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    // No jotai Provider: atoms live in jotai's default store, which code outside React (the
    // guest markers, src/lib/guest/guest-storage.ts) reads and writes too.
    <QueryClientProvider client={queryClient}>
      <Themed />
      <AppRoutes />
      <LazyToaster />
    </QueryClientProvider>
  );
}
