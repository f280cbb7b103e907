import { useState } from "react";

/**
 * A choice this browser remembers between visits (the way of logging a meal last used), kept
 * in local storage under `key`. A stored value that is no longer one of `choices`, or storage
 * that cannot be read, gives `fallback`.
 */
export function useRememberedChoice<T extends string>(
  key: string,
  choices: readonly T[],
  fallback: T,
): [T, (choice: T) => void] {
  const [choice, setChoice] = useState<T>(() => {
    try {
      const stored = localStorage.getItem(key);
      return choices.find((c) => c === stored) ?? fallback;
    } catch {
      return fallback;
    }
  });
  const choose = (next: T) => {
    setChoice(next);
    try {
      localStorage.setItem(key, next);
    } catch {
      // Storage unavailable: the choice lasts until the page is left.
    }
  };
  return [choice, choose];
}
