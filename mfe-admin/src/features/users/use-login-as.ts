import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { checkImpersonation, loginAsUser } from '@voice/api-client';
import { loginAs } from '@voice/session/login-as';

/** Full-page navigation to another host; one seam so tests can observe it. */
export const pageLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** "Log in as" of the users console: the shared login-as flow of @voice/session (spec 000 §4). */
export function useLoginAs() {
  const navigate = useNavigate();
  return useCallback(
    (userId: number) =>
      loginAs(userId, {
        request: loginAsUser,
        navigate,
        assign: (url) => pageLocation.assign(url),
        refreshStatus: async () => {
          const reply = await checkImpersonation();
          return {
            is_impersonating: Boolean(reply.is_impersonating),
            original_admin_id: reply.original_admin_id ?? null,
          };
        },
      }),
    [navigate],
  );
}
