import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { Toaster, toast } from "sonner";
import { resolveTheme, themeAtom } from "@/lib/theme/theme";
import { toasterMounted } from "@/lib/toast";

const DARK_QUERY = "(prefers-color-scheme: dark)";
/** Below Tailwind's md, where the fixed bottom bar shows. */
const PHONE_QUERY = "(max-width: 767.98px)";

/** Whether a media query matches, kept live. */
function useMedia(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const media = window.matchMedia(query);
    const update = () => setMatches(media.matches);
    update();
    media.addEventListener("change", update);
    return () => media.removeEventListener("change", update);
  }, [query]);
  return matches;
}

/**
 * Toasts: one at a time, 5 s each, F8 focuses them. They take the app's
 * own light or dark choice (sonner alone would follow only the OS, or stay light). On phones
 * they show at the top: at the bottom they covered the bottom bar, or, lifted above it, the
 * form buttons a thumb goes back to after an error ('Add Meal to Log'). Loaded on demand
 * (src/ui/lazy-toaster.tsx); once mounted, it takes the toasts that waited for it.
 */
export function AppToaster() {
  const theme = resolveTheme(useAtomValue(themeAtom), useMedia(DARK_QUERY));
  const phone = useMedia(PHONE_QUERY);
  // After sonner's Toaster (a child) has subscribed in its own effect.
  useEffect(() => toasterMounted(toast), []);
  return (
    <Toaster
      theme={theme}
      position={phone ? "top-center" : "bottom-right"}
      visibleToasts={1}
      duration={5000}
      hotkey={["F8"]}
      richColors
      closeButton
    />
  );
}
