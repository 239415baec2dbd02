import { Suspense, lazy, useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormik } from 'formik';
import type { LoginPayload, TwoFactorChallenge, User } from '@voice/contracts';
import { pathAfterLogin } from '@voice/session';
import {
  Checkbox,
  FormikTextField,
  LoadingState,
  bindFields,
  loadOnce,
  useServerFieldErrors,
} from '@voice/ui';
import { AuthLayout, FormRow, SubmitButton, EmailAddressField } from '../auth/auth-layout';
import { useCompleteSignIn } from '../auth/complete-sign-in';
import {
  useLoadOnFirstInteraction,
  useSubmitWithFormCode,
  validateWithSchema,
} from '../auth/form-code';
import type * as FormCodeModule from './login-form-code';
import { trustedDeviceToken } from './trusted-device';
import { FORGOT_PASSWORD_PATH, REGISTER_PATH } from '@voice/contracts/paths';

type FormCode = typeof FormCodeModule;
const loadFormCode = loadOnce(() => import('./login-form-code'));
const validate = validateWithSchema<LoginPayload>(() =>
  loadFormCode().then((code) => code.loginSchema),
);

const INITIAL: LoginPayload = { email: '', password: '', remember: false };

/** The second step (two-factor), downloaded only by the accounts that have one. */
const TwoFactorStep = lazy(() => import('./two-factor-step'));

/** /login (spec 000 §2, §4, §7, §8). */
export default function LoginPage() {
  const completeSignIn = useCompleteSignIn();
  const server = useServerFieldErrors();
  useLoadOnFirstInteraction(loadFormCode);
  const [challenge, setChallenge] = useState<{ reply: TwoFactorChallenge; email: string } | null>(
    null,
  );
  const signedIn = useCallback(
    (token: string, user: User) =>
      completeSignIn(token, user, (intendedUrl) => pathAfterLogin(user.role, intendedUrl)),
    [completeSignIn],
  );
  const submit = useCallback(
    async ({ login, loginSchema }: FormCode, values: LoginPayload) => {
      const payload = loginSchema.cast(values);
      const reply = await login({ ...payload, device_token: trustedDeviceToken(payload.email) });
      if ('token' in reply) signedIn(reply.token, reply.user);
      else setChallenge({ reply, email: payload.email });
    },
    [signedIn],
  );
  const restart = useCallback(() => setChallenge(null), []);

  const onSubmit = useSubmitWithFormCode(loadFormCode, submit, server.setErrors);

  const form = useFormik<LoginPayload>({
    initialValues: INITIAL,
    validate,
    onSubmit,
  });

  const fields = bindFields(form, server);

  const busy = form.isSubmitting;
  const { t } = useLingui();

  if (challenge) {
    return (
      <Suspense fallback={<LoadingState />}>
        <TwoFactorStep
          challenge={challenge.reply}
          email={challenge.email}
          onSignedIn={signedIn}
          onRestart={restart}
        />
      </Suspense>
    );
  }

  return (
    <AuthLayout
      title={t`Sign in to your account`}
      subtitle={t`Welcome back! Please enter your details.`}
      footer={
        <p>
          <Trans>
            Don&apos;t have an account? <Link to={REGISTER_PATH}>Register</Link>
          </Trans>
        </p>
      }
    >
      <form noValidate onSubmit={form.handleSubmit} aria-label={t`Sign in`}>
        <EmailAddressField fields={fields} />
        <FormikTextField
          fields={fields}
          name="password"
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          required
        />
        <FormRow>
          <Checkbox
            label={t`Remember me`}
            name="remember"
            checked={form.values.remember}
            onChange={fields.onChange}
          />
          <Link to={FORGOT_PASSWORD_PATH}>
            <Trans>Forgot your password?</Trans>
          </Link>
        </FormRow>
        <SubmitButton busy={busy} busyText={t`Signing in...`}>
          <Trans>Sign in</Trans>
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
