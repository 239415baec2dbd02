// Test helpers for screens with server state: a fresh QueryClient per test with the app's defaults (no
// retries) and no garbage-collection timers left running, and a wrapper for renderPage:
//   renderPage(<Page />, { path: '/pricing', wrapper: queryWrapper() });
import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../queries/query-client';

export { QueryClientProvider };

export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, gcTime: Infinity } });
  return client;
}

/** A wrapper component providing `client` (a fresh one by default), as the shell provides its own. */
export function queryWrapper(client: QueryClient = createTestQueryClient()) {
  // QueryClientProvider is a plain function component (a mount effect and a context provider); calling it
  // from this component's render keeps this package free of a react dependency of its own.
  return function TestQueryProvider({ children }: { children: ReactNode }) {
    return QueryClientProvider({ client, children });
  };
}
