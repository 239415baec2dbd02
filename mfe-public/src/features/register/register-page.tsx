import { useCallback, useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Link, useLocation } from 'react-router-dom';
import { useFormik } from 'formik';
import styled from 'styled-components';
import type { RegisterPayload } from '@voice/contracts';
import { pathAfterRegister, useSession } from '@voice/session';
import {
  bindFields,
  Checkbox,
  fieldA11y,
  fieldErrorId,
  FormikTextField,
  loadOnce,
  translateText,
  useBranding,
  useServerFieldErrors,
} from '@voice/ui';
import { AuthLayout, SubmitButton } from '../auth/auth-layout';
import { useCompleteSignIn } from '../auth/complete-sign-in';
import { PartnerBlock } from './partner-block';
import { pathRequestedAtRegister } from './register-intent';
import {
  useLoadOnFirstInteraction,
  useSubmitWithFormCode,
  validateWithSchema,
} from '../auth/form-code';
import type * as FormCodeModule from './register-form-code';
import { DEMO_REQUEST_PATH, LOGIN_PATH, PRIVACY_PATH, TERMS_PATH } from '@voice/contracts/paths';

type Values = Omit<RegisterPayload, 'terms'> & { terms: boolean };

const INITIAL: Values = {
  name: '',
  email: '',
  password: '',
  password_confirmation: '',
  terms: false,
};

const Terms = styled.div`
  margin-bottom: 1.25rem;
  a {
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: 600;
  }
`;

const Intent = styled.p`
  margin: 0 0 1.25rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
`;

/** What the visitor came for, said above the form. */
function intentText(requested: string): MessageDescriptor {
  return requested === DEMO_REQUEST_PATH
    ? msg`Create a free account to try our demo assistant: you will go straight to it.`
    : msg`Create your account, then you will pay for the plan you chose.`;
}

const TermsError = styled.p`
  margin: 0.35rem 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.danger};
`;

type TextField = Exclude<keyof Values, 'terms'>;

const TEXT_FIELDS: {
  name: TextField;
  label: MessageDescriptor;
  type: string;
  autoComplete: string;
}[] = [
  { name: 'name', label: msg`Full Name`, type: 'text', autoComplete: 'name' },
  { name: 'email', label: msg`Email address`, type: 'email', autoComplete: 'email' },
  { name: 'password', label: msg`Password`, type: 'password', autoComplete: 'new-password' },
  {
    name: 'password_confirmation',
    label: msg`Confirm Password`,
    type: 'password',
    autoComplete: 'new-password',
  },
];

type FormCode = typeof FormCodeModule;
const loadFormCode = loadOnce(() => import('./register-form-code'));
const validate = validateWithSchema<Values>(() =>
  loadFormCode().then((code) => code.registerSchema),
);

/** /register (spec 000 §2, §4, §5, §8). */
export default function RegisterPage() {
  const { isMainHost } = useBranding();
  const completeSignIn = useCompleteSignIn();
  // A plan chosen on /pricing or the demo from the hero: remembered (also if the visitor signs in instead) and
  // where the new account goes.
  const requested = pathRequestedAtRegister(useLocation().search);
  const setIntendedUrl = useSession((s) => s.setIntendedUrl);
  useEffect(() => {
    if (requested) setIntendedUrl(requested);
  }, [requested, setIntendedUrl]);
  const server = useServerFieldErrors();
  useLoadOnFirstInteraction(loadFormCode);
  const submit = useCallback(
    async ({ register, registerSchema }: FormCode, values: Values) => {
      const { token, user } = await register(registerSchema.cast(values));
      completeSignIn(token, user, (intendedUrl) => requested ?? pathAfterRegister(intendedUrl));
    },
    [completeSignIn, requested],
  );

  const onSubmit = useSubmitWithFormCode(loadFormCode, submit, server.setErrors);

  const form = useFormik<Values>({
    initialValues: INITIAL,
    validate,
    onSubmit,
  });

  const fields = bindFields(form, server);
  const { errorOf, onChange } = fields;

  const busy = form.isSubmitting;
  const termsError = errorOf('terms');
  const { t } = useLingui();

  return (
    <AuthLayout
      title={t`Create your account`}
      subtitle={t`Start answering every call with your own AI voice assistant.`}
      footer={
        <>
          <p>
            <Trans>
              Already have an account? <Link to={LOGIN_PATH}>Sign in</Link>
            </Trans>
          </p>
          {isMainHost ? <PartnerBlock /> : null}
        </>
      }
    >
      {requested ? <Intent role="note">{t(intentText(requested))}</Intent> : null}
      <form noValidate onSubmit={form.handleSubmit} aria-label={t`Create account`}>
        {TEXT_FIELDS.map((field) => (
          <FormikTextField
            key={field.name}
            fields={fields}
            {...field}
            label={t(field.label)}
            required
          />
        ))}
        <Terms>
          <Checkbox
            {...fieldA11y('terms', termsError)}
            name="terms"
            required
            checked={form.values.terms}
            onChange={onChange}
            onBlur={form.handleBlur}
            label={
              <Trans>
                I agree to the <Link to={TERMS_PATH}>Terms and Conditions</Link> and the{' '}
                <Link to={PRIVACY_PATH}>Privacy Policy</Link>
              </Trans>
            }
          />
          {termsError ? (
            <TermsError id={fieldErrorId('terms')} role="alert">
              {translateText(termsError)}
            </TermsError>
          ) : null}
        </Terms>
        <SubmitButton busy={busy} busyText={t`Creating account...`}>
          <Trans>Create account</Trans>
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
