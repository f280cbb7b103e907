import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { applyTheme, resolveTheme, themeAtom } from "./theme";

const DARK_QUERY = "(prefers-color-scheme: dark)";

/** Keeps the root class in step with the choice, and with the OS live while on "system". */
export function useApplyTheme(): void {
  const theme = useAtomValue(themeAtom);
  useEffect(() => {
    const media = window.matchMedia(DARK_QUERY);
    const update = () => applyTheme(resolveTheme(theme, media.matches));
    update();
    if (theme !== "system") return;
    media.addEventListener("change", update);
    return () => media.removeEventListener("change", update);
  }, [theme]);
}
