import { QueryClient } from '@tanstack/react-query';

/** How long the data every page shares (packages, public settings) stays fresh: no refetch per page. */
export const SHARED_STALE_MS = 5 * 60_000;

/**
 * The defaults of the one QueryClient (created by the shell; tests create their own). A failure is shown
 * at once, as before TanStack Query (the screens offer Retry), and nothing refetches on window focus.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
