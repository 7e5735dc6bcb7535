import { lazy, useState, type ComponentType } from "react";

/** A page whose code loads on first visit, and can be fetched ahead with `preload()`. */
export type LazyPage<Props extends object> = ComponentType<Props> & { preload: () => Promise<unknown> };

/**
 * A page whose code `load` fetches (picking the page's component out of its module) on first
 * visit; `preload()` starts that fetch early, once. A page whose code has arrived renders at once:
 * React.lazy would still suspend on its first render, and React holds a Suspense boundary's
 * fallback on screen for 300 ms before it shows what replaced it, even when the code was already there.
 */
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPage<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const once = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed preload (a network blip) leaves the fetch to the visit itself.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => once().then((component) => ({ default: component })));
  const Page = (props: Props) => {
    // Chosen once per visit: swapping the lazy one for the loaded one later would start the page afresh.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  };
  return Object.assign(Page, { preload: () => once().catch(() => undefined) });
}
