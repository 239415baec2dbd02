import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageLoading } from '../pages/page-loading';

// Loaded on first need, so that a page without server state (the landing) never downloads
// @tanstack/react-query. Every place that renders it shares the same QueryClient.
const QueryProvider = lazy(() => import('./query-provider'));

/** Paths whose screens have no server state of their own: no QueryClient is loaded for them. */
export const PATHS_WITHOUT_SERVER_STATE = ['/'];

export function needsServerState(pathname: string): boolean {
  return !PATHS_WITHOUT_SERVER_STATE.includes(pathname);
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
