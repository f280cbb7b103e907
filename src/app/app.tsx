import { QueryClientProvider } from "@tanstack/react-query";
import { Provider as JotaiProvider } from "jotai";
import { useState } from "react";
import { createQueryClient } from "@/lib/query-client";
import { useApplyTheme } from "@/lib/theme/use-apply-theme";
import { AppToaster } from "@/ui/app-toaster";
import { AppRoutes } from "./routes";

function Themed() {
  useApplyTheme();
  return null;
}

/** Providers, the router and the toasts (spec section 9, see AppToaster). */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <JotaiProvider>
      <QueryClientProvider client={queryClient}>
        <Themed />
        <AppRoutes />
        <AppToaster />
      </QueryClientProvider>
    </JotaiProvider>
  );
}
