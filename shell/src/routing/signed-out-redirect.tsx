import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { setSignedOutHandler } from '@voice/api-client/public';
import { LOGIN_PATH } from '@voice/contracts/paths';

/** Lets the api-client's 401 rule navigate inside the single-page app instead of reloading. */
export function SignedOutRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    setSignedOutHandler(() => navigate(LOGIN_PATH, { replace: true }));
  }, [navigate]);
  return null;
}
