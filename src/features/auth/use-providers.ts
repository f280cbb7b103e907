import { useEffect, useState } from "react";
import { fetchProviders } from "./api";

interface Providers {
  google: boolean;
  apple: boolean;
}

const NO_PROVIDERS: Providers = { google: false, apple: false };

/**
 * The server's answer, asked once a page: its providers do not change while it runs. A failed
 * question is asked again by the next landing page. Kept outside the data layer, which the
 * landing page runs without (src/app/landing-root.tsx).
 */
let providersAnswer: Promise<Providers> | undefined;
let knownProviders: Providers | undefined;

/** On failure both providers are assumed enabled and the error is logged. */
export function useProviders(): Providers {
  const [providers, setProviders] = useState(() => knownProviders ?? NO_PROVIDERS);
  useEffect(() => {
    let live = true;
    providersAnswer ??= fetchProviders().then(
      (answer) => {
        knownProviders = answer;
        return answer;
      },
      (error: unknown) => {
        providersAnswer = undefined;
        console.error("Could not load sign-in providers", error);
        return { google: true, apple: true };
      },
    );
    void providersAnswer.then((answer) => {
      if (live) setProviders(answer);
    });
    return () => {
      live = false;
    };
  }, []);
  return providers;
}
