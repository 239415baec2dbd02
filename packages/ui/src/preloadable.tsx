import { lazy, useState, type ComponentType } from 'react';

export interface Preloadable<P extends object> {
  (props: P): React.JSX.Element;
  /** Starts downloading the component's chunk (once); resolves when it is ready. */
  preload: () => Promise<void>;
}

/**
 * `load` run once: later calls get the same promise; after a failure (a chunk that did not download) the next call
 * tries again, as webpack forgets a failed chunk too.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
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
  const fetchComponent = loadOnce(() => load().then((module) => (loaded = module.default)));
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
