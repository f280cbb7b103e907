import { type ComponentType, lazy, useRef } from "react";

/** A component loaded on demand whose code can also be asked for ahead of its first render. */
export type Preloadable<P extends object> = ComponentType<P> & { preload(): Promise<ComponentType<P>> };

/**
 * React's `lazy` with a `preload()`: once the code has arrived, the component renders at once
 * instead of suspending, which hydrating a page drawn ahead needs (ADR 036). A component keeps
 * whichever of the two it started with, so it is never remounted. The maintained package for
 * this (react-lazy-with-preload) ships CommonJS only, which the build's prerender of the
 * landing page (Vite's SSR module runner, scripts/prerender-landing.ts) cannot run.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A failed download is asked for again by the next render, not remembered.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per module, as lazy() is.
  function Preloaded(props: P) {
    const Component = useRef(loaded ?? Lazy).current;
    return <Component {...props} />;
  }
  return Object.assign(Preloaded, { preload });
}
