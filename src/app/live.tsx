import { useEffect } from "react";
import { announceLive } from "@/lib/app-live";

/**
 * Says the app is live once its first render has committed: on a drawn page, once React's
 * hydration has committed, so a tap the loader held until then finds its element listening.
 */
export function Live() {
  useEffect(() => {
    announceLive();
  }, []);
  return null;
}
