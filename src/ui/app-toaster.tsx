import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { Toaster } from "sonner";
import { resolveTheme, themeAtom } from "@/features/theme/theme";

const DARK_QUERY = "(prefers-color-scheme: dark)";

/** Whether the OS prefers dark, kept live (for the "system" choice). */
function usePrefersDark(): boolean {
  const [dark, setDark] = useState(() => window.matchMedia(DARK_QUERY).matches);
  useEffect(() => {
    const media = window.matchMedia(DARK_QUERY);
    const update = () => setDark(media.matches);
    media.addEventListener("change", update);
    return () => media.removeEventListener("change", update);
  }, []);
  return dark;
}

/**
 * Toasts per spec section 9: one at a time, 5 s each, F8 focuses them. They take the app's
 * own light or dark choice (sonner alone would follow only the OS, or stay light), and on
 * phones index.css lifts them above the bottom bar.
 */
export function AppToaster() {
  const theme = resolveTheme(useAtomValue(themeAtom), usePrefersDark());
  return <Toaster theme={theme} visibleToasts={1} duration={5000} hotkey={["F8"]} richColors closeButton />;
}
