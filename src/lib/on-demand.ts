import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { withWholeStylesheet } from "./styles/whole-stylesheet";

/**
 * React's `lazy` for a component outside the first screen: it renders once its code and the whole
 * stylesheet have arrived, since a drawn page carries inline only its first screen's rules
 * (ADR 051). A component the first screen itself loads on demand uses `lazy` as it is.
 */
// biome-ignore lint/suspicious/noExplicitAny: the same bound as React's own `lazy`.
export function onDemand<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(withWholeStylesheet(load));
}
