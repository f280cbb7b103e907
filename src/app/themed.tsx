import { useApplyTheme } from "@/lib/theme/use-apply-theme";

/** Keeps the page's theme class in step with the user's choice: the app's, and the landing page's without it. */
export function Themed() {
  useApplyTheme();
  return null;
}
