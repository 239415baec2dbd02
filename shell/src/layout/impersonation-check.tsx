import { lazy } from 'react';
import { useSession } from '@voice/session';
import { ServerState } from '../server-state/server-state';

// Loaded with the QueryClient, only for a signed-in session: @tanstack/react-query stays off the landing.
const ImpersonationStatusCheck = lazy(() => import('./impersonation-status-check'));

/** On start (and whenever the signed-in token changes) refresh the impersonation status; failures are ignored. */
export function ImpersonationCheck() {
  const token = useSession((s) => s.token);
  if (!token) return null;
  return (
    <ServerState>
      <ImpersonationStatusCheck token={token} />
    </ServerState>
  );
}
