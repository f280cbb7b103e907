import {
  type ComponentProps,
  type ComponentType,
  createElement,
  type FunctionComponent,
  lazy,
  useLayoutEffect,
} from "react";
import { importAfresh } from "./import-afresh";
import { withWholeStylesheet } from "./styles/whole-stylesheet";

// biome-ignore lint/suspicious/noExplicitAny: the same bound as React's own `lazy`.
type AnyComponent = ComponentType<any>;

/** Which of a module's exports is the component: its default export unless told. */
type Choose<M, T> = (module: M) => T;
const defaultExport = <T>(module: { default: T }): T => module.default;

/**
 * React's `lazy`, except that a failed download is not kept. `lazy` throws the same error at
 * every later render, and the browser itself keeps a failed module, so a piece whose code could
 * not be fetched once could not be opened again without reloading the page. Here the next render
 * after a failure asks for the code again, at an address the browser has not kept (ADR 053,
 * `importAfresh`): once the connection is back, the next tap opens it. `load` is the module's
 * `import()`, `pick` the export to draw.
 */
export function retryingLazy<T extends AnyComponent>(
  load: () => Promise<{ default: T }>,
): FunctionComponent<ComponentProps<T>>;
export function retryingLazy<M, T extends AnyComponent>(
  load: () => Promise<M>,
  pick: Choose<M, T>,
): FunctionComponent<ComponentProps<T>>;
export function retryingLazy<M, T extends AnyComponent>(
  load: () => Promise<M>,
  pick: Choose<M, T> = defaultExport as Choose<M, T>,
): FunctionComponent<ComponentProps<T>> {
  return lazyAgainAfterFailure(importAfresh(load), pick);
}

function lazyAgainAfterFailure<M, T extends AnyComponent>(
  load: () => Promise<M>,
  pick: Choose<M, T>,
): FunctionComponent<ComponentProps<T>> {
  // A failed download resolves to a component that throws its error, for the nearest error
  // boundary, once it is drawn; only then does the next render start afresh. Starting afresh
  // as soon as the download failed would have the waiting render ask again at once, and again.
  // "Drawn" is its commit, not its render: React renders a part that threw once more before it
  // gives up on it, and that render must meet the same error, not a new download.
  const fresh = (): AnyComponent =>
    lazy(
      (): Promise<{ default: AnyComponent }> =>
        load().then(
          (module) => ({ default: pick(module) }),
          (error: unknown) => ({
            default: function Failed(): null {
              useLayoutEffect(() => {
                current = fresh();
                throw error;
              }, []);
              return null;
            },
          }),
        ),
    );
  let current = fresh();
  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per module, as lazy() is.
  function OnDemand(props: ComponentProps<T>) {
    return createElement(current, props);
  }
  return OnDemand;
}

/**
 * `retryingLazy` for a component outside the first screen: it renders once its code and the
 * whole stylesheet have arrived, since a drawn page carries inline only its first screen's rules
 * (ADR 051). A component the first screen itself loads on demand uses `retryingLazy` alone.
 */
export function onDemand<T extends AnyComponent>(
  load: () => Promise<{ default: T }>,
): FunctionComponent<ComponentProps<T>>;
export function onDemand<M, T extends AnyComponent>(
  load: () => Promise<M>,
  pick: Choose<M, T>,
): FunctionComponent<ComponentProps<T>>;
export function onDemand<M, T extends AnyComponent>(
  load: () => Promise<M>,
  pick: Choose<M, T> = defaultExport as Choose<M, T>,
): FunctionComponent<ComponentProps<T>> {
  return lazyAgainAfterFailure(withWholeStylesheet(importAfresh(load)), pick);
}
