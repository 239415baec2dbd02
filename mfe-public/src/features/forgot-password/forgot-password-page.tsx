import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useFormik } from 'formik';
import styled from 'styled-components';
import { PASSWORD_MESSAGES } from '@voice/contracts';
import { forgotPasswordSchema } from '@voice/contracts/schemas';
import { forgotPassword } from '@voice/api-client';
import { useDialog } from '@voice/ui/core';
import { bindFields, useServerFieldErrors } from '@voice/ui';
import { AuthLayout, SubmitButton, EmailAddressField } from '../auth/auth-layout';
import { forgotPasswordFailure } from './forgot-password-failure';
import { LOGIN_PATH } from '@voice/contracts/paths';

interface Values {
  email: string;
}

const Text = styled.p`
  margin: 0 0 1rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
`;

const Resend = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  button {
    padding: 0;
    border: 0;
    background: none;
    font: inherit;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primaryText};
    text-decoration: underline;
    cursor: pointer;
  }
  button:disabled {
    cursor: progress;
    opacity: 0.7;
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primaryText};
    outline-offset: 2px;
  }
`;

const Status = styled.p<{ $error: boolean }>`
  margin: 1rem 0 0;
  text-align: center;
  font-weight: 600;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.success)};
`;

type ResendState = 'idle' | 'sending' | 'sent' | 'failed';

const BACK_TO_LOGIN = (
  <p>
    <Trans>
      Remembered it? <Link to={LOGIN_PATH}>Back to sign in</Link>
    </Trans>
  </p>
);

/** /forgot-password (spec 000 §2, §4, §8): email form, then 'Check your email' with 'try again'. */
export default function ForgotPasswordPage() {
  const dialog = useDialog();
  const server = useServerFieldErrors();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resend, setResend] = useState<ResendState>('idle');
  const { t } = useLingui();

  const form = useFormik<Values>({
    initialValues: { email: '' },
    validationSchema: forgotPasswordSchema,
    onSubmit: async (values) => {
      server.setErrors({});
      const { email } = forgotPasswordSchema.cast(values);
      try {
        await forgotPassword({ email });
        setResend('idle');
        setSentTo(email);
      } catch (error) {
        const failure = forgotPasswordFailure(error);
        server.setErrors(failure.fields);
        void dialog.alert({ title: failure.title, message: failure.message, tone: 'error' });
      }
    },
  });

  const sendAgain = async () => {
    if (!sentTo) return;
    setResend('sending');
    try {
      await forgotPassword({ email: sentTo });
      setResend('sent');
    } catch {
      setResend('failed');
    }
  };

  if (sentTo) {
    return (
      <AuthLayout title={PASSWORD_MESSAGES.checkEmail} footer={BACK_TO_LOGIN}>
        <Text role="status">
          <Trans>
            If an account exists for <strong>{sentTo}</strong>, we have sent it a link to reset your
            password. The link works once and expires in 60 minutes.
          </Trans>
        </Text>
        <Resend>
          <Trans>
            Didn&apos;t receive the email? Check your spam folder, or{' '}
            <button
              type="button"
              onClick={() => void sendAgain()}
              disabled={resend === 'sending'}
              aria-busy={resend === 'sending' || undefined}
            >
              try again
            </button>
            .
          </Trans>
        </Resend>
        <div aria-live="polite">
          {resend === 'sent' ? (
            <Status $error={false} role="status">
              <Trans>We sent the email again.</Trans>
            </Status>
          ) : null}
        </div>
        {resend === 'failed' ? (
          <Status $error role="alert">
            {PASSWORD_MESSAGES.resendFailed}
          </Status>
        ) : null}
      </AuthLayout>
    );
  }

  const fields = bindFields(form, server);
  const busy = form.isSubmitting;

  return (
    <AuthLayout
      title={t`Forgot your password?`}
      subtitle={t`Enter the email address of your account and we will send you a link to reset your password.`}
      footer={BACK_TO_LOGIN}
    >
      <form noValidate onSubmit={form.handleSubmit} aria-label={t`Request a password reset link`}>
        <EmailAddressField fields={fields} />
        <SubmitButton busy={busy} busyText={t`Sending...`}>
          <Trans>Send reset link</Trans>
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
