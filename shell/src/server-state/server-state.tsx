import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageLoading } from '../pages/page-loading';

// Loaded on first need, so that a page without server state (the landing) never downloads
// @tanstack/react-query. Every place that renders it shares the same QueryClient.
let loadedProvider: ComponentType<{ children: ReactNode }> | undefined;
const loadProvider = () =>
  import('./query-provider').then((module) => {
    loadedProvider = module.default;
    return module;
  });
const LazyQueryProvider = lazy(loadProvider);

/** Paths whose screens have no server state of their own: no QueryClient is loaded for them. */
export const PATHS_WITHOUT_SERVER_STATE = ['/'];

export function needsServerState(pathname: string): boolean {
  return !PATHS_WITHOUT_SERVER_STATE.includes(pathname);
}

/**
 * Loads the QueryClient provider ahead of the first render when `pathname` needs it: a server-rendered page then
 * hydrates with it at once, instead of leaving the page inside it unhydrated while React.lazy resolves.
 */
export function preloadServerState(pathname: string): Promise<void> {
  if (!needsServerState(pathname)) return Promise.resolve();
  return loadProvider().then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Provides the app's one QueryClient to `children` once `when` has been true (it then stays, so that
 * the subtree is not mounted again). While the provider loads, `fallback` is shown.
 */
export function ServerState({
  when = true,
  fallback = null,
  children,
}: {
  when?: boolean;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const [wanted, setWanted] = useState(when);
  // Chosen once: switching from the lazy provider to the loaded one would mount the whole subtree again.
  const [QueryProvider] = useState(() => loadedProvider ?? LazyQueryProvider);
  if (when && !wanted) setWanted(true);
  if (!when && !wanted) return <>{children}</>;
  return (
    <Suspense fallback={fallback}>
      <QueryProvider>{children}</QueryProvider>
    </Suspense>
  );
}

/** Around the routes: the QueryClient from the first route that has server state on. */
export function RouteServerState({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ServerState when={needsServerState(pathname)} fallback={<PageLoading />}>
      {children}
    </ServerState>
  );
}
