import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from '@voice/api-client';
import { useSession } from '@voice/session';

/** Sign out: tell the server (a failure does not matter), clear the session, go to /login. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // The local session is cleared anyway.
    }
    useSession.getState().clear();
    navigate('/login');
  }, [navigate]);
}
