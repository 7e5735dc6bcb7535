import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/** A page whose code loads on first visit, and can be fetched ahead with `preload()`. */
export type LazyPage<Props> = LazyExoticComponent<ComponentType<Props>> & { preload: () => Promise<unknown> };

/**
 * React.lazy over `load`, which picks the page's component out of its module; `preload()` starts
 * fetching the module early (once), so the page opens without waiting for its code.
 */
export function lazyPage<Props>(load: () => Promise<ComponentType<Props>>): LazyPage<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  const once = () => (loading ??= load());
  const page = lazy(() => once().then((component) => ({ default: component }))) as LazyPage<Props>;
  page.preload = () => once().catch(() => undefined);
  return page;
}
