import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  RESELLER_MESSAGES,
  RESELLER_YEARLY_SAVING_LABEL,
  yearlySavings,
  type BillingInterval,
  type ResellerPackage,
} from '@voice/contracts';
import { Badge, Button, Checkbox, LoadingState, fieldErrorId, formatMoney } from '@voice/ui';
import type { StepProps } from './step-props';
import { PRIVACY_PATH, TERMS_PATH } from '@voice/contracts/paths';

const Fieldset = styled.fieldset`
  margin: 0 0 1.25rem;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 0.6rem;
    padding: 0;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Toggle = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

const ToggleOption = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  padding: 0.45rem 0.9rem;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: 999px;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.primaryText};
    outline-offset: 2px;
  }
  input {
    accent-color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
  gap: 1rem;
`;

const Card = styled.label<{ $popular: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 1.25rem;
  border: 2px solid
    ${({ theme, $popular }) => ($popular ? theme.colors.primaryText : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.primary}33;
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.primaryText};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    top: 1rem;
    right: 1rem;
    width: 1.1rem;
    height: 1.1rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  h3 {
    margin: 0;
    padding-right: 1.75rem;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
  ul {
    margin: 0.25rem 0 0;
    padding-left: 1.1rem;
  }
`;

const Price = styled.p`
  && {
    color: ${({ theme }) => theme.colors.text};
  }
  strong {
    font-size: 1.6rem;
  }
`;

const Saving = styled.p`
  && {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.success};
  }
`;

const ErrorText = styled.p`
  margin: 0.5rem 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.danger};
`;

const LoadFailed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  p {
    margin: 0;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const Terms = styled.div`
  margin-top: 0.5rem;
  a {
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: 600;
  }
`;

function PackageCard({
  pkg,
  interval,
  checked,
  describedBy,
  onSelect,
}: {
  pkg: ResellerPackage;
  interval: BillingInterval;
  checked: boolean;
  describedBy: string | undefined;
  onSelect: () => void;
}) {
  const saving = yearlySavings(pkg.price, pkg.yearly_price);
  const yearlyPrice = formatMoney(pkg.yearly_price);
  const monthlyPrice = formatMoney(pkg.price);
  const yearlySaving = formatMoney(saving);
  const voiceAgents = pkg.formatted_voice_agents_limit;
  const minutes = pkg.formatted_minutes_limit;
  const support = pkg.support_level;
  const nameId = `package-${pkg.id}-name`;
  return (
    <Card $popular={pkg.is_popular} data-testid={`package-${pkg.id}`}>
      <input
        type="radio"
        name="reseller_package_id"
        value={pkg.id}
        checked={checked}
        onChange={onSelect}
        aria-labelledby={nameId}
        aria-describedby={describedBy}
      />
      <h3 id={nameId}>{pkg.name}</h3>
      {pkg.is_popular ? (
        <span>
          <Badge tone="info">
            <Trans>Most Popular</Trans>
          </Badge>
        </span>
      ) : null}
      {interval === 'yearly' ? (
        <>
          <Price>
            <Trans>
              <strong>{yearlyPrice}</strong> / year
            </Trans>
          </Price>
          {saving > 0 ? (
            <Saving>
              <Trans>Save {yearlySaving} a year</Trans>
            </Saving>
          ) : null}
        </>
      ) : (
        <Price>
          <Trans>
            <strong>{monthlyPrice}</strong> / month
          </Trans>
        </Price>
      )}
      {pkg.description ? <p>{pkg.description}</p> : null}
      <ul>
        <li>
          <Trans>Voice agents: {voiceAgents}</Trans>
        </li>
        <li>
          <Trans>Minutes: {minutes}</Trans>
        </li>
        <li>
          <Trans>Support: {support}</Trans>
        </li>
      </ul>
    </Card>
  );
}

export interface PackageStepProps extends StepProps {
  packages: UseQueryResult<ResellerPackage[]>;
}

/** Step 4, Choose Package: billing interval, the reseller packages as cards, and the terms. */
export function PackageStep({ packages, form, errorOf, onChange }: PackageStepProps) {
  const { t } = useLingui();
  // Loading is shown again while Try again asks once more.
  const loading = packages.isPending || (packages.isError && packages.isFetching);
  const interval = form.values.billing_interval;
  const packageError = errorOf('reseller_package_id');
  const termsError = errorOf('terms');

  const choose = (id: number) => {
    void form.setFieldTouched('reseller_package_id', true, false);
    void form.setFieldValue('reseller_package_id', id);
  };

  return (
    <>
      <Fieldset>
        <legend>
          <Trans>Billing interval</Trans>
        </legend>
        <Toggle>
          <ToggleOption>
            <input
              type="radio"
              name="billing_interval"
              value="monthly"
              checked={interval === 'monthly'}
              onChange={onChange}
            />
            <Trans>Monthly</Trans>
          </ToggleOption>
          <ToggleOption>
            <input
              type="radio"
              name="billing_interval"
              value="yearly"
              checked={interval === 'yearly'}
              onChange={onChange}
            />
            <Trans>Yearly</Trans>
          </ToggleOption>
          <Badge tone="success">{RESELLER_YEARLY_SAVING_LABEL}</Badge>
        </Toggle>
      </Fieldset>

      <Fieldset aria-describedby={packageError ? fieldErrorId('reseller_package_id') : undefined}>
        <legend>
          <Trans>Reseller package</Trans>
        </legend>
        {loading ? <LoadingState text={t`Loading packages...`} /> : null}
        {packages.isError && !loading ? (
          <LoadFailed>
            <p role="alert">{RESELLER_MESSAGES.packagesLoadFailed}</p>
            <Button variant="secondary" size="sm" onClick={() => void packages.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </LoadFailed>
        ) : null}
        {packages.isSuccess && packages.data.length === 0 ? (
          <p>
            <Trans>No reseller packages are offered at the moment. Please come back later.</Trans>
          </p>
        ) : null}
        {packages.isSuccess && packages.data.length > 0 ? (
          <Cards>
            {packages.data.map((pkg) => (
              <PackageCard
                key={pkg.id}
                pkg={pkg}
                interval={interval}
                checked={form.values.reseller_package_id === pkg.id}
                describedBy={packageError ? fieldErrorId('reseller_package_id') : undefined}
                onSelect={() => choose(pkg.id)}
              />
            ))}
          </Cards>
        ) : null}
        {packageError ? (
          <ErrorText id={fieldErrorId('reseller_package_id')} role="alert">
            {packageError}
          </ErrorText>
        ) : null}
      </Fieldset>

      <Terms>
        <Checkbox
          id="terms"
          name="terms"
          required
          aria-invalid={Boolean(termsError)}
          aria-describedby={termsError ? fieldErrorId('terms') : undefined}
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
          <ErrorText id={fieldErrorId('terms')} role="alert">
            {termsError}
          </ErrorText>
        ) : null}
      </Terms>
    </>
  );
}
