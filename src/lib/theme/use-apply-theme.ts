import { useAtomValue } from "jotai";
import { useLayoutEffect } from "react";
import { applyTheme, resolveTheme, themeAtom } from "./theme";

const DARK_QUERY = "(prefers-color-scheme: dark)";

/**
 * Keeps the root class in step with the choice, and with the OS live while on "system". A
 * layout effect, right on React too: it runs before the browser paints, so the page repaints in
 * the new theme in the frame the choice is made, never one frame in the old one (a plain effect
 * may run after that paint).
 */
export function useApplyTheme(): void {
  const theme = useAtomValue(themeAtom);
  useLayoutEffect(() => {
    const media = window.matchMedia(DARK_QUERY);
    const update = () => applyTheme(resolveTheme(theme, media.matches));
    update();
    if (theme !== "system") return;
    media.addEventListener("change", update);
    return () => media.removeEventListener("change", update);
  }, [theme]);
}
