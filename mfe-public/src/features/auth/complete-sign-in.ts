import { useCallback } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import type { User } from '@voice/contracts';
import { useSession } from '@voice/session';
import { chooseLanguage } from '@voice/ui/core';

/**
 * Stores the session, forgets the intended URL and navigates to the page `target` picks from it. A user who chose
 * its own language on its profile gets it from here on (also on this browser's next visits).
 *
 * The session is committed first (flushSync) and the navigation comes last, so that our target wins
 * over the redirect a guest-only route guard makes as soon as it sees a token (the router applies
 * location changes in a transition, after the store's synchronous update).
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  return useCallback(
    (token: string, user: User, target: (intendedUrl: string | null) => string) => {
      const { intendedUrl, setIntendedUrl, setSession } = useSession.getState();
      const to = target(intendedUrl);
      flushSync(() => {
        setIntendedUrl(null);
        setSession(token, user);
      });
      if (user.language) void chooseLanguage(user.language);
      navigate(to, { replace: true });
    },
    [navigate],
  );
}
