import { atom } from "jotai";

export const THEME_KEY = "proteo-theme";
export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];

export function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

/** The stored choice; anything unknown (or no storage at all) means "system". */
export function readStoredTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_KEY);
    return isTheme(stored) ? stored : "system";
  } catch {
    return "system";
  }
}

/** Which of light or dark a choice shows, given whether the OS prefers dark. */
export function resolveTheme(choice: Theme, prefersDark: boolean): "light" | "dark" {
  if (choice === "system") return prefersDark ? "dark" : "light";
  return choice;
}

/** Puts exactly one of `light` / `dark` on the document root. */
export function applyTheme(resolved: "light" | "dark", root: HTMLElement = document.documentElement) {
  root.classList.remove(resolved === "dark" ? "light" : "dark");
  root.classList.add(resolved);
}

const baseThemeAtom = atom<Theme>(readStoredTheme());

/** The user's choice. Writing it stores it locally; the effect hook applies it. */
export const themeAtom = atom(
  (get) => get(baseThemeAtom),
  (_get, set, next: Theme) => {
    set(baseThemeAtom, next);
    try {
      localStorage.setItem(THEME_KEY, next);
    } catch {
      // Private mode without storage: the choice still applies for this visit.
    }
  },
);
