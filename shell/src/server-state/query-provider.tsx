import { createContext, useContext, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient, publicSettingsQueryKey } from '@voice/api-client/queries';
import { loadedPublicSettings } from '../branding/public-settings';
import { rememberedPageQueries } from '../server-render/page-data';

/** The one QueryClient of the app: every remote's queries share its cache. */
export const queryClient = createQueryClient();

// The branding already holds the tenant's public settings: seed them so no page asks for them again.
const settings = loadedPublicSettings();
if (settings !== undefined) queryClient.setQueryData(publicSettingsQueryKey, settings);
// A server-rendered page's server state: the first render shows what the server rendered.
for (const query of rememberedPageQueries()) queryClient.setQueryData(query.key, query.data);

/**
 * A QueryClient of one server render (server.tsx): on the server every request renders for its own tenant, so the
 * module's client above (one per page in the browser) must not be shared between them.
 */
export const RenderQueryClient = createContext<QueryClient | null>(null);

export default function QueryProvider({ children }: { children: ReactNode }) {
  const client = useContext(RenderQueryClient) ?? queryClient;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
