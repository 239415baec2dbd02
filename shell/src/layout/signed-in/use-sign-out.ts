import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@voice/session';
import { LOGIN_PATH } from '@voice/contracts/paths';

/**
 * Sign out: tell the server (a failure does not matter), clear the session, go to /login. The api-client (and
 * axios) is loaded when the call is made, so that the first load of "/" carries neither.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      const { logout } = await import('@voice/api-client');
      await logout();
    } catch {
      // The local session is cleared anyway.
    }
    useSession.getState().clear();
    navigate(LOGIN_PATH);
  }, [navigate]);
}
