import { type ReactNode, Suspense } from "react";

/**
 * Hydration in slices (ADR 037). Preact hydrates a drawn page in one go, and on a slow
 * phone the whole dashboard in one task was the longest task of its load. Inside
 * `hydrateInSlices`, each `HydrateLater` suspends once: Preact keeps its drawn element as it is
 * (on screen, not yet listening) and hydrates it when the promise resolves, each slice in a task
 * of its own, in page order. Outside that call (the server's render, any later render) it is
 * only its children.
 *
 * A slice's children must draw exactly one element: that element is what Preact keeps for it.
 */
let hydrating = false;
let lastSlice: Promise<void> = Promise.resolve();

/** The promise of the next slice: it resolves in a new task, after the slice before it. */
function nextSlice(): Promise<void> {
  lastSlice = lastSlice.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  return lastSlice;
}

/**
 * Runs `hydrate` (Preact's hydrateRoot, which is synchronous) with the slices below it put off.
 * Resolves in the task after the last slice has hydrated, when every element listens.
 */
export function hydrateInSlices(hydrate: () => void): Promise<void> {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
  return lastSlice.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

function Deferred({ children }: { children: ReactNode }) {
  if (hydrating) throw nextSlice();
  return children;
}

/** Hydrates its one element in a later task than the page around it. */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Deferred>{children}</Deferred>
    </Suspense>
  );
}
