import { useEffect } from 'react';
import { useSession } from '@voice/session';
import { fetchImpersonationStatus } from './impersonation-calls';

/** On start (and whenever the signed-in token changes) refresh the impersonation status; failures are ignored. */
export function useImpersonationCheck(): void {
  const token = useSession((s) => s.token);
  useEffect(() => {
    if (!token) return undefined;
    let live = true;
    fetchImpersonationStatus()
      .then((status) => {
        if (live && useSession.getState().token === token) {
          useSession.getState().setImpersonation(status);
        }
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [token]);
}
