import { useEffect } from "react";
import { announceLive } from "@/lib/app-live";

/**
 * Says the app is live once its first render has committed and `hydrated` has resolved: a drawn
 * page hydrates in slices (src/ui/hydrate-later.tsx), and a tap held until then must find its
 * element listening.
 */
export function Live({ hydrated }: { hydrated: Promise<void> }) {
  useEffect(() => {
    void hydrated.then(announceLive);
  }, [hydrated]);
  return null;
}

/** A promise for `Live` and the function that resolves it. */
export function hydration(): { hydrated: Promise<void>; markHydrated: () => void } {
  let markHydrated = () => {};
  const hydrated = new Promise<void>((resolve) => {
    markHydrated = resolve;
  });
  return { hydrated, markHydrated };
}
