import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useFormik } from 'formik';
import styled from 'styled-components';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { RESELLER_MESSAGES, RESELLER_WIZARD_STEPS } from '@voice/contracts';
import { RESELLER_STEP_SCHEMAS } from '@voice/contracts/schemas';
import {
  checkDomainAvailability,
  checkEmailAvailability,
  registerReseller,
} from '@voice/api-client';
import { Button, Card, bindFields, useDialog, useServerFieldErrors } from '@voice/ui';
import { AdminStep } from './admin-step';
import { browserLocation } from './browser-location';
import { CompanyStep } from './company-step';
import { HostingStep } from './hosting-step';
import { PackageStep } from './package-step';
import { registrationFailure } from './registration-failure';
import { StepIndicator } from './step-indicator';
import { STEP_LABELS } from './step-labels';
import type { StepProps } from './step-props';
import { useAvailability } from './use-availability';
import { useResellerPackagesQuery } from './api/get-reseller-packages';
import { INITIAL_VALUES, STEP_FIELDS, firstStepWith, type WizardValues } from './wizard-values';
import { LOGIN_PATH } from '@voice/contracts/paths';

const Wrap = styled.div`
  display: flex;
  justify-content: center;
  padding: 2.5rem 1rem 4rem;
`;

const Panel = styled(Card)`
  width: 100%;
  max-width: 46rem;
  padding: 2rem;
`;

const Title = styled.h1`
  margin: 0;
  font-size: 1.875rem;
  line-height: 1.2;
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
`;

const Intro = styled.p`
  margin: 0.5rem 0 1.75rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

const StepTitle = styled.h2`
  margin: 0 0 1.25rem;
  font-size: 1.25rem;
  color: ${({ theme }) => theme.colors.text};
  &:focus {
    outline: none;
  }
`;

const Nav = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.75rem;
  margin-top: 1.75rem;
  padding-top: 1.25rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  /* The main button stays on the right, also alone or on a line of its own (a long German label on a phone). */
  > :last-child {
    margin-left: auto;
  }
`;

const Footer = styled.p`
  margin: 1.5rem 0 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  a {
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: 600;
  }
`;

const LAST_STEP = RESELLER_WIZARD_STEPS.length - 1;

const CHOOSE_PACKAGE_TITLE = msg`Choose a package`;

const SUCCESS_FALLBACK = msg`Your reseller account has been created. Check your email for the link to set your password.`;

/**
 * /reseller-registration (spec 000 §2, §4, §5, §8): a four-step wizard whose values are kept across
 * steps. Step 2 and step 3 pass only after their availability check; the last step sends everything
 * as multipart form data, then follows the checkout URL or shows the success message and goes to /login.
 */
export default function ResellerRegistrationPage() {
  const { t } = useLingui();
  const dialog = useDialog();
  const navigate = useNavigate();
  const server = useServerFieldErrors();
  const packages = useResellerPackagesQuery();
  const domain = useAvailability(checkDomainAvailability, {
    taken: RESELLER_MESSAGES.subdomainTaken,
    failed: RESELLER_MESSAGES.domainCheckFailed,
  });
  const email = useAvailability(checkEmailAvailability, {
    taken: RESELLER_MESSAGES.emailTaken,
    failed: RESELLER_MESSAGES.emailCheckFailed,
  });
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);
  const stepTitle = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const form = useFormik<WizardValues>({
    initialValues: INITIAL_VALUES,
    validationSchema: RESELLER_STEP_SCHEMAS[step],
    // Moving on is driven by `next` below (availability checks, the last step's dialog).
    onSubmit: () => undefined,
  });

  // Focus the step's heading after Previous or Next, so that screen readers start at the new step.
  useEffect(() => {
    if (moved.current) stepTitle.current?.focus();
  }, [step]);

  const goTo = (target: number) => {
    moved.current = true;
    setStep(target);
  };

  const { errorOf, onChange } = bindFields(form, server);

  /** Validates the current step's fields; true when they pass. */
  const validateStep = async (): Promise<{ ok: boolean; fields: string[] }> => {
    const fields = STEP_FIELDS[step] ?? [];
    await form.setTouched(
      { ...form.touched, ...Object.fromEntries(fields.map((field) => [field, true])) },
      false,
    );
    const errors = await form.validateForm();
    const failing = fields.filter((field) => errors[field]);
    return { ok: failing.length === 0, fields: failing };
  };

  /** Sends the registration; true when the page is leaving (checkout or /login). */
  const submit = async (values: WizardValues): Promise<boolean> => {
    const offered = packages.data ?? [];
    if (!offered.some((pkg) => pkg.id === values.reseller_package_id)) {
      void dialog.alert({
        title: t(CHOOSE_PACKAGE_TITLE),
        message: RESELLER_MESSAGES.selectPackage,
        tone: 'error',
      });
      return false;
    }
    server.setErrors({});
    try {
      const reply = await registerReseller({
        ...values,
        org_name: values.org_name.trim(),
        company_email: values.company_email.trim(),
        subdomain_name: values.subdomain_name.trim(),
        admin_name: values.admin_name.trim(),
        admin_email: values.admin_email.trim(),
        admin_phone: values.admin_phone.trim(),
      });
      if (reply.checkout_url) {
        // The payment provider's hosted checkout lives outside the app; the button stays busy.
        browserLocation.assign(reply.checkout_url);
        return true;
      }
      await dialog.alert({
        title: t`Registration Successful`,
        message: reply.message || t(SUCCESS_FALLBACK),
        tone: 'success',
      });
      navigate(LOGIN_PATH, { replace: true });
      return true;
    } catch (error) {
      const failure = registrationFailure(error);
      server.setErrors(failure.fields);
      // A refused subdomain or email must pass its availability check again before Next.
      if (failure.fields.subdomain_name) domain.reset();
      if (failure.fields.admin_email) email.reset();
      const errorStep = firstStepWith(Object.keys(failure.fields));
      if (errorStep !== null && errorStep !== step) goTo(errorStep);
      void dialog.alert({ title: failure.title, message: failure.message, tone: 'error' });
      return false;
    }
  };

  const next = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    let keepBusy = false;
    try {
      const { ok, fields } = await validateStep();
      if (!ok) {
        if (step === LAST_STEP && fields.includes('reseller_package_id')) {
          void dialog.alert({
            title: t(CHOOSE_PACKAGE_TITLE),
            message: RESELLER_MESSAGES.selectPackage,
            tone: 'error',
          });
        }
        return;
      }
      const values = form.values;
      if (step === 1 && !(await domain.ensure(values.subdomain_name.trim()))) return;
      if (step === 2 && !(await email.ensure(values.admin_email.trim()))) return;
      if (step < LAST_STEP) {
        goTo(step + 1);
        return;
      }
      keepBusy = await submit(values);
    } finally {
      if (!keepBusy) setBusy(false);
    }
  };

  const checkField = async (field: 'subdomain_name' | 'admin_email') => {
    await form.setFieldTouched(field, true, false);
    const errors = await form.validateForm();
    if (errors[field]) return;
    const value = form.values[field].trim();
    if (field === 'subdomain_name') await domain.ensure(value);
    else await email.ensure(value);
  };

  const stepProps: StepProps = { form, errorOf, onChange };
  const stepName = RESELLER_WIZARD_STEPS[step];
  const label = stepName ? t(STEP_LABELS[stepName]) : '';
  const stepNumber = step + 1;
  const stepCount = RESELLER_WIZARD_STEPS.length;

  return (
    <Wrap>
      <Panel as="section" aria-labelledby="reseller-title">
        <Title id="reseller-title">
          <Trans>Become a Reseller</Trans>
        </Title>
        <Intro>
          <Trans>
            Sell AI voice assistants under your own brand, on your own subdomain, with your own
            prices and customers.
          </Trans>
        </Intro>
        <StepIndicator current={step} />
        <form noValidate onSubmit={(event) => void next(event)} aria-labelledby="step-title">
          <StepTitle id="step-title" ref={stepTitle} tabIndex={-1}>
            <Trans>
              Step {stepNumber} of {stepCount}: {label}
            </Trans>
          </StepTitle>
          {step === 0 ? <CompanyStep {...stepProps} /> : null}
          {step === 1 ? (
            <HostingStep
              {...stepProps}
              availability={domain.result}
              onCheck={() => void checkField('subdomain_name')}
            />
          ) : null}
          {step === 2 ? (
            <AdminStep
              {...stepProps}
              availability={email.result}
              onCheck={() => void checkField('admin_email')}
            />
          ) : null}
          {step === LAST_STEP ? <PackageStep {...stepProps} packages={packages} /> : null}
          <Nav>
            {step > 0 ? (
              <Button variant="secondary" onClick={() => goTo(step - 1)} disabled={busy}>
                <Trans>Previous</Trans>
              </Button>
            ) : null}
            <Button type="submit" busy={busy}>
              {step < LAST_STEP
                ? busy
                  ? t`Checking...`
                  : t`Next`
                : busy
                  ? t`Registering...`
                  : t`Complete Registration`}
            </Button>
          </Nav>
        </form>
        <Footer>
          <Trans>
            Already a reseller? <Link to={LOGIN_PATH}>Sign in</Link>
          </Trans>
        </Footer>
      </Panel>
    </Wrap>
  );
}
