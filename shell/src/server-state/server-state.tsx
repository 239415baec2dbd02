import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageLoading } from '../pages/page-loading';
import { loadedProvider, loadProvider, needsServerState } from './preload';

// The loader lives in ./preload.ts, which the bootstrap imports without React or the UI.
export { needsServerState, PATHS_WITHOUT_SERVER_STATE, preloadServerState } from './preload';

const LazyQueryProvider = lazy(loadProvider);

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
  const [QueryProvider] = useState(() => loadedProvider() ?? LazyQueryProvider);
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
