import { lazy, useState, type ComponentType } from 'react';

export interface Preloadable<P extends object> {
  (props: P): React.JSX.Element;
  /** Starts downloading the component's chunk (once); resolves when it is ready. */
  preload: () => Promise<void>;
}

/**
 * A component whose code is its own chunk, for a part of the shell that the first load of a page doesn't need
 * (the signed-in menus, the mobile menu). Like React.lazy, but once `preload` has finished the component renders
 * at once, without suspending. Each mounted instance keeps the kind it started with, so that finishing the
 * download never mounts its subtree again. Render it inside a <Suspense>.
 */
export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchComponent = () => {
    loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        // A chunk that failed to download is fetched again next time (webpack forgets it too).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const lazyComponent = () =>
    lazy(() => fetchComponent().then((component) => ({ default: component })));

  function Component(props: P) {
    // One lazy component per mounted instance: React keeps a failed one failed, a new mount tries again.
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? lazyComponent());
    return <Chosen {...props} />;
  }
  Component.preload = () => fetchComponent().then(() => undefined);
  return Component;
}
