import type { ComponentType, ReactNode } from 'react';
import { HOME_PATH, LOGIN_PATH, REGISTER_PATH } from '@voice/contracts/paths';

// Loaded on first need, so that a page without server state (the landing) never downloads
// @tanstack/react-query. Every place that renders it shares the same QueryClient.
let provider: ComponentType<{ children: ReactNode }> | undefined;
/** The provider once loaded (else undefined): rendered directly rather than through React.lazy. */
export const loadedProvider = () => provider;

export const loadProvider = () =>
  import('./query-provider').then((module) => {
    provider = module.default;
    return module;
  });
/**
 * Paths whose screens have no server state of their own: no QueryClient (nor, through the shared queries, axios) is
 * loaded for them. The sign-in forms call the API only once used, from a chunk of their own.
 */
export const PATHS_WITHOUT_SERVER_STATE: readonly string[] = [HOME_PATH, LOGIN_PATH, REGISTER_PATH];

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
