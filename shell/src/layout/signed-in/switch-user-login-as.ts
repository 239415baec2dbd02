import { t } from '@lingui/core/macro';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { serverMessage } from '@voice/api-client/public';
import { LoginAsError, loginAs, revertImpersonation } from '@voice/session/login-as';
import { browserLocation } from '../browser-location';
import { fetchImpersonationStatus, loginAsUser, revertLoginAs } from '../impersonation-calls';

/** A failure of login-as or revert, as the spec shows it: an alert with the server message (spec 000 §9). */
export function alertFailure(error: unknown): void {
  window.alert(
    serverMessage(error) ?? (error instanceof LoginAsError ? error.message : t`Unknown error`),
  );
}

/**
 * The shell's side of the shared login-as flow (@voice/session loginAs): the API calls, the router and the
 * full-page navigation of the banner and the Switch User control.
 */
export function useShellLoginAs() {
  const navigate = useNavigate();
  const switchTo = useCallback(
    (userId: number) =>
      loginAs(userId, {
        request: loginAsUser,
        navigate,
        assign: (url) => browserLocation.assign(url),
        refreshStatus: fetchImpersonationStatus,
      }),
    [navigate],
  );
  const returnToAdmin = useCallback(
    () =>
      revertImpersonation({
        request: revertLoginAs,
        navigate,
        assign: (url) => browserLocation.assign(url),
      }),
    [navigate],
  );
  return { switchTo, returnToAdmin };
}
