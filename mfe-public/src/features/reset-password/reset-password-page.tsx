import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useFormik } from 'formik';
import styled from 'styled-components';
import { PASSWORD_MESSAGES, type ResetPasswordPayload } from '@voice/contracts';
import { resetPasswordSchema } from '@voice/contracts/schemas';
import { checkResetLink, errorStatus, fieldErrors, resetPassword } from '@voice/api-client';
import { ButtonLink, useDialog } from '@voice/ui/core';
import { FormikTextField, LoadingState, bindFields, useServerFieldErrors } from '@voice/ui';
import { AuthLayout, SubmitButton, EmailAddressField } from '../auth/auth-layout';
import { resetPasswordFailure } from './reset-password-failure';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from '@voice/contracts/paths';

const Problem = styled.p`
  margin: 0 0 1.25rem;
  text-align: center;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

const Done = styled.p`
  margin: 0 0 1.25rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
`;

/** Said when the link is used, expired or not this email's (the server's words for a refused reset). */
export const LINK_NO_LONGER_VALID =
  'This password reset link is invalid or has expired. Request a new link to reset your password.';

/**
 * Whether the link still works, asked when the page opens (POST /api/reset-password/check spends nothing):
 * checking, usable (also when the check itself failed: the reset then says what is wrong) or invalid.
 */
type LinkState = 'checking' | 'usable' | 'invalid';

function useLinkState(token: string, email: string) {
  const canCheck = Boolean(token && email);
  const [state, setState] = useState<LinkState>(canCheck ? 'checking' : 'usable');
  useEffect(() => {
    if (!canCheck) return undefined;
    let live = true;
    checkResetLink({ token, email }).then(
      () => live && setState('usable'),
      (error: unknown) => live && setState(errorStatus(error) === 422 ? 'invalid' : 'usable'),
    );
    return () => {
      live = false;
    };
  }, [canCheck, token, email]);
  return [state, setState] as const;
}

function RequestNewLink({ message }: { message: string }) {
  const { t } = useLingui();
  return (
    <AuthLayout title={t`Reset your password`} footer={BACK_TO_LOGIN}>
      <Problem role="alert">{message}</Problem>
      <Centered>
        <ButtonLink to={FORGOT_PASSWORD_PATH}>
          <Trans>Request a new link</Trans>
        </ButtonLink>
      </Centered>
    </AuthLayout>
  );
}

const BACK_TO_LOGIN = (
  <p>
    <Link to={LOGIN_PATH}>
      <Trans>Back to sign in</Trans>
    </Link>
  </p>
);

/**
 * /password-reset/:token?email=... (spec 000 §2, §5, §8). The token comes from the path or the query
 * string, the email from the query string (the field is editable when it is absent).
 */
export default function ResetPasswordPage() {
  const dialog = useDialog();
  const server = useServerFieldErrors();
  const params = useParams<{ token?: string }>();
  const [query] = useSearchParams();
  const token = (params.token ?? query.get('token') ?? '').trim();
  const emailFromLink = (query.get('email') ?? '').trim();
  const [done, setDone] = useState(false);
  const [link, setLink] = useLinkState(token, emailFromLink);
  const { t } = useLingui();

  // A link without a token cannot work: say so once, in the 'Invalid Token' dialog.
  const warned = useRef(false);
  useEffect(() => {
    if (token || warned.current) return;
    warned.current = true;
    void dialog.alert({
      title: PASSWORD_MESSAGES.invalidTokenTitle,
      message: PASSWORD_MESSAGES.invalidToken,
      tone: 'error',
    });
  }, [token, dialog]);

  const form = useFormik<ResetPasswordPayload>({
    initialValues: { token, email: emailFromLink, password: '', password_confirmation: '' },
    enableReinitialize: true,
    validationSchema: resetPasswordSchema,
    onSubmit: async (values) => {
      server.setErrors({});
      try {
        await resetPassword(resetPasswordSchema.cast(values));
        setDone(true);
      } catch (error) {
        const failure = resetPasswordFailure(error);
        server.setErrors(failure.fields);
        void dialog.alert({ title: failure.title, message: failure.message, tone: 'error' });
        // A link that stopped working meanwhile (used, expired): the page then offers a new one.
        if (errorStatus(error) === 422 && fieldErrors(error)?.token) setLink('invalid');
      }
    },
  });

  if (done) {
    return (
      <AuthLayout title={PASSWORD_MESSAGES.resetSuccess}>
        <Done role="status">
          <Trans>
            Your password has been changed and your other sessions were signed out. You can now sign
            in with your new password.
          </Trans>
        </Done>
        <Centered>
          <ButtonLink to={LOGIN_PATH}>
            <Trans>Go to login</Trans>
          </ButtonLink>
        </Centered>
      </AuthLayout>
    );
  }

  if (!token) return <RequestNewLink message={PASSWORD_MESSAGES.invalidToken} />;
  if (link === 'invalid') return <RequestNewLink message={LINK_NO_LONGER_VALID} />;
  if (link === 'checking') {
    return (
      <AuthLayout title={t`Reset your password`} footer={BACK_TO_LOGIN}>
        <LoadingState text={t`Checking your link...`} />
      </AuthLayout>
    );
  }

  const fields = bindFields(form, server);
  const busy = form.isSubmitting;

  return (
    <AuthLayout
      title={t`Reset your password`}
      subtitle={t`Choose a new password of at least 8 characters.`}
      footer={BACK_TO_LOGIN}
    >
      <form noValidate onSubmit={form.handleSubmit} aria-label={t`Reset password`}>
        <EmailAddressField fields={fields} readOnly={Boolean(emailFromLink)} />
        <FormikTextField
          fields={fields}
          name="password"
          label={t`New password`}
          type="password"
          autoComplete="new-password"
          required
        />
        <FormikTextField
          fields={fields}
          name="password_confirmation"
          label={t`Confirm new password`}
          type="password"
          autoComplete="new-password"
          required
        />
        <SubmitButton busy={busy} busyText={t`Resetting...`}>
          <Trans>Reset password</Trans>
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
