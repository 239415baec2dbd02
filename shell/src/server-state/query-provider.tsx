import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, publicSettingsQueryKey } from '@voice/api-client/queries';
import { loadedPublicSettings } from '../branding/public-settings';

/** The one QueryClient of the app: every remote's queries share its cache. */
export const queryClient = createQueryClient();

// The branding already holds the tenant's public settings: seed them so no page asks for them again.
const settings = loadedPublicSettings();
if (settings !== undefined) queryClient.setQueryData(publicSettingsQueryKey, settings);

export default function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
