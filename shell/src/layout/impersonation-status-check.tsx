import { useEffect } from 'react';
import { useSession } from '@voice/session';
import { useImpersonationStatusQuery } from './api/get-impersonation-status';

/** Asks for the impersonation status of this sign-in and stores it; a failed check is ignored. */
export default function ImpersonationStatusCheck({ token }: { token: string }) {
  const status = useImpersonationStatusQuery(token);
  // Only an answer to this mount's own request counts (a failed check is ignored, not replaced by an
  // older answer).
  const data = status.isSuccess && status.isFetchedAfterMount ? status.data : undefined;
  useEffect(() => {
    if (data && useSession.getState().token === token) {
      useSession.getState().setImpersonation(data);
    }
  }, [data, token]);
  return null;
}
