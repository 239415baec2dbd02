import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { serverMessage, type ResellerDetail } from '@voice/api-client';
import type { BillingInterval } from '@voice/contracts';
import {
  Badge,
  Button,
  DescriptionList,
  FormField,
  Select,
  fieldA11y,
  formatMoney,
  subscriptionStatusTone,
  useToast,
} from '@voice/ui';
import { subscriptionStatusLabel } from '../../shared/list-page/filters';
import { formatDay, formatPeriod } from '../../shared/list-page/format';
import { useResellerPackagesQuery } from '../reseller-packages/api/get-reseller-packages';
import { useChangeResellerPackage } from './api/change-reseller-package';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 1rem;
  margin-top: 1.5rem;
  & > div {
    min-width: 14rem;
  }
`;

/** The reseller's package with the platform, and the platform admin's Change package form. */
export function PackagePanel({ reseller }: { reseller: ResellerDetail }) {
  const toast = useToast();
  const { t } = useLingui();
  const packages = useResellerPackagesQuery();
  const change = useChangeResellerPackage(reseller.id);
  const subscription = reseller.subscription;
  const [packageId, setPackageId] = useState(subscription ? String(subscription.package.id) : '');
  const [interval, setBillingInterval] = useState<BillingInterval>(
    subscription?.billing_interval ?? 'monthly',
  );
  const [error, setError] = useState<string | null>(null);

  if (!subscription) {
    return (
      <p>
        <Trans>This reseller has no package subscription yet.</Trans>
      </p>
    );
  }

  const offered = (packages.data ?? []).filter(
    (pkg) => pkg.is_active || pkg.id === subscription.package.id,
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const reply = await change.mutateAsync({
        reseller_package_id: Number(packageId),
        billing_interval: interval,
      });
      toast.success(reply.message);
    } catch (failure) {
      const fieldErrors = (
        failure as { response?: { data?: { errors?: Record<string, string[]> } } }
      )?.response?.data?.errors;
      const message =
        fieldErrors?.reseller_package_id?.[0] ??
        serverMessage(failure) ??
        t`Failed to change the reseller's package`;
      if (fieldErrors?.reseller_package_id?.[0]) setError(message);
      else toast.error(message);
    }
  };

  const amount = formatMoney(subscription.amount);
  return (
    <>
      <DescriptionList>
        <dt>
          <Trans>Package</Trans>
        </dt>
        <dd>{subscription.package.name}</dd>
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd>
          <Badge tone={subscriptionStatusTone(subscription.status)}>
            {subscriptionStatusLabel(subscription.status)}
          </Badge>
          {subscription.last_payment_error ? ` ${subscription.last_payment_error}` : null}
        </dd>
        <dt>
          <Trans>Amount</Trans>
        </dt>
        <dd>
          {subscription.billing_interval === 'yearly' ? t`${amount} / year` : t`${amount} / month`}
        </dd>
        <dt>
          <Trans>Current period</Trans>
        </dt>
        <dd>{formatPeriod(subscription.current_period_start, subscription.current_period_end)}</dd>
        <dt>
          <Trans>Subscribed</Trans>
        </dt>
        <dd>{formatDay(subscription.created_at)}</dd>
      </DescriptionList>
      <Form onSubmit={(event) => void onSubmit(event)} aria-label={t`Change package`}>
        <FormField label={t`New package`} htmlFor="reseller-package-select" error={error}>
          <Select
            {...fieldA11y('reseller-package-select', error)}
            value={packageId}
            disabled={packages.isPending}
            onChange={(event) => setPackageId(event.target.value)}
          >
            {offered.map((pkg) => {
              const { name } = pkg;
              const monthly = formatMoney(pkg.price);
              const yearly = formatMoney(pkg.yearly_price);
              return (
                <option key={pkg.id} value={pkg.id}>
                  {t`${name} (${monthly} / month, ${yearly} / year)`}
                </option>
              );
            })}
          </Select>
        </FormField>
        <FormField label={t`Billing interval`} htmlFor="reseller-package-interval">
          <Select
            id="reseller-package-interval"
            value={interval}
            onChange={(event) => setBillingInterval(event.target.value as BillingInterval)}
          >
            <option value="monthly">{t`Monthly`}</option>
            <option value="yearly">{t`Yearly`}</option>
          </Select>
        </FormField>
        <Button type="submit" busy={change.isPending} disabled={!packageId}>
          <Trans>Change package</Trans>
        </Button>
      </Form>
      {packages.isError ? (
        <p role="alert">
          <Trans>Failed to load reseller packages</Trans>
        </p>
      ) : null}
      <p>
        <Trans>
          The new package applies now; its price is charged from the next renewal. Nothing is
          charged today.
        </Trans>
      </p>
    </>
  );
}
