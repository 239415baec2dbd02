import { useEffect, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import {
  TWO_FACTOR_MESSAGES as M,
  TRUSTED_DEVICE_DAYS,
  type TwoFactorChallenge,
  type TwoFactorSetup,
  type User,
} from '@voice/contracts';
import {
  finishSignInEnrolment,
  signInWithSecondFactor,
  startSignInEnrolment,
} from '@voice/api-client';
import { fieldErrors, serverMessage } from '@voice/api-client/public';
import {
  AuthenticatorSetup,
  Button,
  Checkbox,
  CodeField,
  LoadingState,
  RecoveryCodeList,
  TwoFactorNote as Text,
} from '@voice/ui';
import { AuthLayout, FormRow, SubmitRow, SubmitButton } from '../auth/auth-layout';
import { rememberTrustedDevice } from './trusted-device';

const LinkButton = styled.button`
  background: none;
  border: 0;
  padding: 0;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primaryText};
  text-decoration: underline;
  cursor: pointer;
`;

export interface TwoFactorStepProps {
  challenge: TwoFactorChallenge;
  email: string;
  onSignedIn: (token: string, user: User) => void;
  /** Back to the password (an expired challenge, or the visitor's choice). */
  onRestart: () => void;
}

/** What a failed second step shows under its field. */
function failureOf(error: unknown): string {
  const errors = fieldErrors(error);
  const first = errors ? Object.values(errors)[0]?.[0] : undefined;
  return first ?? serverMessage(error) ?? M.codeInvalid;
}

function isExpired(error: unknown): boolean {
  return Boolean(fieldErrors(error)?.challenge_token);
}

/** /login's second step: a code (or a recovery code) or, when the platform requires it, the enrolment. */
export default function TwoFactorStep(props: TwoFactorStepProps) {
  return props.challenge.two_factor === 'enrol' ? (
    <EnrolStep {...props} />
  ) : (
    <CodeStep {...props} />
  );
}

function CodeStep({ challenge, email, onSignedIn, onRestart }: TwoFactorStepProps) {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [trust, setTrust] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = recovery ? 'recovery_code' : 'code';
  const { t } = useLingui();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(M.codeRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const reply = await signInWithSecondFactor({
        challenge_token: challenge.challenge_token,
        [field]: code.trim(),
        trust_device: trust,
      });
      if (reply.device_token) rememberTrustedDevice(email, reply.device_token);
      onSignedIn(reply.token, reply.user);
    } catch (failure) {
      setBusy(false);
      if (isExpired(failure)) onRestart();
      else setError(failureOf(failure));
    }
  };

  return (
    <AuthLayout
      title={M.stepTitle}
      subtitle={
        recovery
          ? t`Enter one of your recovery codes.`
          : t`Enter the 6-digit code from your authenticator app.`
      }
      footer={
        <LinkButton type="button" onClick={onRestart}>
          <Trans>Back to sign in</Trans>
        </LinkButton>
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={M.stepTitle}>
        <CodeField
          id={field}
          label={recovery ? t`Recovery code` : t`Authentication code`}
          numeric={!recovery}
          value={code}
          error={error}
          onChange={(value) => {
            setCode(value);
            setError(null);
          }}
        />
        <FormRow>
          <Checkbox
            label={t`Trust this device for ${TRUSTED_DEVICE_DAYS} days`}
            name="trust_device"
            checked={trust}
            onChange={(event) => setTrust(event.target.checked)}
          />
          <LinkButton
            type="button"
            onClick={() => {
              setRecovery(!recovery);
              setCode('');
              setError(null);
            }}
          >
            {recovery ? t`Use an authentication code` : t`Use a recovery code`}
          </LinkButton>
        </FormRow>
        <SubmitButton busy={busy} busyText={t`Verifying...`}>
          <Trans>Verify</Trans>
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}

function EnrolStep({ challenge, onSignedIn, onRestart }: TwoFactorStepProps) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ token: string; user: User; codes: string[] } | null>(null);
  const { t } = useLingui();

  useEffect(() => {
    let live = true;
    startSignInEnrolment(challenge.challenge_token).then(
      (result) => live && setSetup(result),
      (failure: unknown) => {
        if (live) onRestart();
        return failure;
      },
    );
    return () => {
      live = false;
    };
  }, [challenge.challenge_token, onRestart]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const reply = await finishSignInEnrolment(
        challenge.challenge_token,
        code.replace(/\s+/g, ''),
      );
      setDone({ token: reply.token, user: reply.user, codes: reply.recovery_codes ?? [] });
    } catch (failure) {
      setBusy(false);
      if (isExpired(failure)) onRestart();
      else setError(failureOf(failure));
    }
  };

  if (done) {
    return (
      <AuthLayout title={t`Save your recovery codes`}>
        <Text>
          <Trans>
            Each code signs you in once if you lose your authenticator app. Keep them somewhere
            safe: they are not shown again.
          </Trans>
        </Text>
        <RecoveryCodeList aria-label={t`Recovery codes`}>
          {done.codes.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </RecoveryCodeList>
        <SubmitRow>
          <Button type="button" onClick={() => onSignedIn(done.token, done.user)}>
            <Trans>Continue</Trans>
          </Button>
        </SubmitRow>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t`Set up two-factor authentication`}
      subtitle={t`Your administrator requires it for your account.`}
      footer={
        <LinkButton type="button" onClick={onRestart}>
          <Trans>Back to sign in</Trans>
        </LinkButton>
      }
    >
      {setup ? (
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-label={t`Set up two-factor authentication`}
        >
          <AuthenticatorSetup setup={setup} />
          <CodeField
            id="code"
            value={code}
            error={error}
            onChange={(value) => {
              setCode(value);
              setError(null);
            }}
          />
          <SubmitButton busy={busy} busyText={t`Verifying...`}>
            <Trans>Enable and sign in</Trans>
          </SubmitButton>
        </form>
      ) : (
        <LoadingState />
      )}
    </AuthLayout>
  );
}
