import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import type { RemoteModule, RemoteRoute, RemoteText } from '@voice/contracts';
import { useSession } from '@voice/session';
import { preloadable, useBranding, pageTitle } from '@voice/ui/core';
import { ownerOf, type RemoteName } from '../remotes/ownership';
import {
  loadedRemoteModule,
  loadRemoteModule,
  retryRemote,
  RemoteLoadError,
} from '../remotes/load-remote';
import { loadedScreen, takeScreenLoad } from '../remotes/warm-route';
import { Guarded } from './guard';
import { WrongAddressPage } from '../pages/wrong-address-pages';
import { RemoteUnavailablePage, SectionBoundary } from '../pages/remote-unavailable-page';
import { PageLoading } from '../pages/page-loading';
import { HOME_PATH } from '@voice/contracts/paths';

// One lazy screen per route, so that moving between the screens of a remote does not load them again. A screen
// warmed and loaded before the first render is used as it is (see loadedScreen).
const screens = new WeakMap<RemoteRoute, LazyExoticComponent<ComponentType> | ComponentType>();
function screenOf(route: RemoteRoute) {
  let screen = screens.get(route);
  if (!screen) {
    screen = loadedScreen(route) ?? lazy(() => takeScreenLoad(route));
    screens.set(route, screen);
  }
  return screen;
}

/**
 * React keeps a rejected lazy component rejected: forgetting the screens makes the next render create fresh ones,
 * whose `load` really fetches the chunk again (webpack drops a chunk that failed to load).
 */
function forgetScreens(routes: readonly RemoteRoute[]): void {
  for (const route of routes) screens.delete(route);
}

function Titled({ title, children }: { title: RemoteText; children: React.ReactNode }) {
  const { appName } = useBranding();
  // A remote's title may be a message of its catalog: shown, and shown again, in the page's language.
  const { i18n } = useLingui();
  const text = typeof title === 'string' ? title : i18n._(title);
  useEffect(() => {
    document.title = pageTitle(text, appName);
  }, [text, appName]);
  return <>{children}</>;
}

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; module: RemoteModule }
  | { status: 'failed'; error: RemoteLoadError | Error };

function useRemote(remote: RemoteName): [LoadState, () => void] {
  const [attempt, setAttempt] = useState(0);
  const key = `${remote}#${attempt}`;
  const [state, setState] = useState<{ key: string; load: LoadState } | null>(null);
  useEffect(() => {
    let live = true;
    // A transition: rendering a remote's screens is interruptible, so it does not block input as one long task.
    const settle = (load: LoadState) => {
      if (live) startTransition(() => setState({ key, load }));
    };
    (attempt === 0 ? loadRemoteModule(remote) : retryRemote(remote)).then(
      (module) => settle({ status: 'ready', module }),
      (error: Error) => settle({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [remote, attempt, key]);
  // A result for another remote or attempt is stale: show loading until this one settles, unless the module has
  // loaded already (a server-rendered page hydrates with it: its first render is the page the server rendered).
  const loaded = attempt === 0 ? loadedRemoteModule(remote) : undefined;
  const current: LoadState =
    state?.key === key
      ? state.load
      : loaded
        ? { status: 'ready', module: loaded }
        : { status: 'loading' };
  return [current, () => setAttempt((n) => n + 1)];
}

// Only a held-back reseller site loads the gate (pages/held-back-gate.tsx): no other first load carries it.
const HeldBackGate = preloadable(() => import('../pages/held-back-gate'));

/** Renders whatever remote owns the current path, loading it only now. */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const role = useSession((s) => s.user?.role);
  const owner = ownerOf(pathname, role);
  const { siteHeldBack } = useBranding();
  // Guard before download: a protected remote is fetched only for users who may see it.
  if (!owner) return <WrongAddressPage problem="not-found" />;
  const page = (
    <Guarded guard={owner.guard ?? 'public'}>
      <RemoteRoutes remote={owner.remote} />
    </Guarded>
  );
  if (!siteHeldBack) return page;
  // A reseller's site without its own terms and privacy pages published shows no public page yet.
  return (
    <Suspense fallback={null}>
      <HeldBackGate pathname={pathname} guard={owner.guard}>
        {page}
      </HeldBackGate>
    </Suspense>
  );
}

function RemoteRoutes({ remote }: { remote: RemoteName }) {
  const [state, retry] = useRemote(remote);
  // Bumped by a screen's Retry: a new boundary (no error) around freshly created lazy screens.
  const [screenAttempt, setScreenAttempt] = useState(0);
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'failed') {
    const contract = state.error instanceof RemoteLoadError && state.error.reason === 'contract';
    // Titled: the page's title names the site, not the build's default title (the platform's name).
    return (
      <Titled title="Section unavailable">
        <RemoteUnavailablePage
          remote={remote}
          message={state.error.message}
          onRetry={contract ? undefined : retry}
        />
      </Titled>
    );
  }
  return (
    <SectionBoundary
      key={`${remote}#${screenAttempt}`}
      remote={remote}
      onRetry={() => {
        forgetScreens(state.module.routes);
        setScreenAttempt((n) => n + 1);
      }}
    >
      <Routes>
        {state.module.routes.map((route) => {
          const Screen = screenOf(route);
          return (
            <Route
              key={route.path}
              path={route.path.replace(/^\//, '') || undefined}
              index={route.path === HOME_PATH}
              element={
                <Guarded guard={route.guard} mainHostOnly={route.mainHostOnly}>
                  <Titled title={route.title}>
                    <Suspense fallback={<PageLoading />}>
                      <Screen />
                    </Suspense>
                  </Titled>
                </Guarded>
              }
            />
          );
        })}
        <Route path="*" element={<WrongAddressPage problem="not-found" />} />
      </Routes>
    </SectionBoundary>
  );
}
