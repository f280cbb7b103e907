import type { ReactNode } from "react";
import { useHydrated } from "@/lib/use-hydrated";

/**
 * Its children once the page is the browser's own (src/lib/use-hydrated.ts): for what a page
 * rendered ahead cannot know, such as this device's storage. A wrapper rather than the hook
 * in the screen itself: when hydration ends, only this re-renders, not the whole screen
 * (a store's reader re-renders, before paint, once its snapshot changed).
 */
export function ClientOnly({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
