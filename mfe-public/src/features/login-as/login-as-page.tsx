import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { LOGIN_MESSAGES } from '@voice/contracts';
import { pathAfterLoginAs } from '@voice/session';
import { LoadingState } from '@voice/ui';
import { AuthLayout } from '../auth/auth-layout';
import { useCompleteSignIn } from '../auth/complete-sign-in';
import { loginAsFailure } from './login-as-failure';
import { useValidateLoginAsTokenMutation } from './api/validate-login-as-token';
import { LOGIN_PATH } from '@voice/contracts/paths';

const Problem = styled.p`
  margin: 0 0 0.5rem;
  text-align: center;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

const Note = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * /loginas?token=... (spec 000 §2, §4, §8): an admin who switched to a user of another reseller
 * arrives here with a one-time token. The token is validated once, the session stored, and the user
 * sent to /super-admin (admin, content_admin, reseller_admin) or /dashboard.
 */
export default function LoginAsPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const completeSignIn = useCompleteSignIn();
  const [error, setError] = useState<string | null>(token ? null : LOGIN_MESSAGES.loginAsInvalid);
  // The token is single-use: validate it once, even when an effect runs twice (StrictMode).
  const validated = useRef<string | null>(null);
  const { mutate: validate } = useValidateLoginAsTokenMutation();

  useEffect(() => {
    if (!token || validated.current === token) return;
    validated.current = token;
    setError(null);
    validate(token, {
      onSuccess: (reply) => {
        if (reply.success !== false && reply.token && reply.user) {
          const { user } = reply;
          completeSignIn(reply.token, user, () => pathAfterLoginAs(user.role));
        } else {
          setError(LOGIN_MESSAGES.loginAsInvalid);
        }
      },
      onError: (failure: unknown) => setError(loginAsFailure(failure)),
    });
  }, [token, completeSignIn, validate]);

  if (!error) {
    return (
      <AuthLayout title={t`Signing you in`}>
        <LoadingState text={t`Checking your sign-in link...`} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t`We could not sign you in`}
      footer={
        <p>
          <Link to={LOGIN_PATH}>
            <Trans>Go to login</Trans>
          </Link>
        </p>
      }
    >
      <Problem role="alert">{error}</Problem>
      <Note>
        <Trans>
          Sign-in links work once and only for a minute. Sign in with your email and password.
        </Trans>
      </Note>
    </AuthLayout>
  );
}
