import { QueryClientProvider } from "@tanstack/react-query";
import { Provider as JotaiProvider } from "jotai";
import { useState } from "react";
import { Toaster } from "sonner";
import { useApplyTheme } from "@/features/theme/use-apply-theme";
import { createQueryClient } from "@/lib/query-client";
import { AppRoutes } from "./routes";

function Themed() {
  useApplyTheme();
  return null;
}

/**
 * Providers and the router. Toasts per spec section 9: one at a time, 5 s each, F8
 * focuses them.
 */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <JotaiProvider>
      <QueryClientProvider client={queryClient}>
        <Themed />
        <AppRoutes />
        <Toaster visibleToasts={1} duration={5000} hotkey={["F8"]} richColors closeButton />
      </QueryClientProvider>
    </JotaiProvider>
  );
}
