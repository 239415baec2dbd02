import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { serverMessage } from '@voice/api-client';
import { useSubscriptionPackagesQuery } from '@voice/api-client/queries';
import type { BillingInterval, Package } from '@voice/contracts';
import {
  Button,
  ButtonLink,
  Card,
  DescriptionList,
  EmptyState,
  formatMoney,
  LoadingState,
  MessageBanner,
  PageContainer,
  PageHeader,
  QueryError,
  useToast,
} from '@voice/ui';
import { BillingToggle } from '../pricing/billing-toggle';
import { browserLocation } from '../shared/browser-location';
import { useCurrentSubscriptionQuery } from '../subscription/api/get-current-subscription';
import { checkoutUrlOf, MESSAGES, yearlyPerMonth } from '../subscription/subscription-format';
import { useStartCheckoutMutation } from './api/start-checkout';
import { SUBSCRIPTION_PATH } from '@voice/contracts/paths';

const Total = styled.p`
  margin: 1.25rem 0;
  font-size: 1.5rem;
  font-weight: 700;
`;

const Warning = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 500;
`;

function readInterval(value: string | null): BillingInterval | null {
  return value === 'monthly' || value === 'yearly' ? value : null;
}

function amountOf(plan: Package, interval: BillingInterval): number {
  return interval === 'yearly' ? plan.yearly_price : plan.price;
}

/** /payment?package_id=…&interval=…: the plan, its interval and a Pay button to the provider's checkout. */
export default function PaymentPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const packages = useSubscriptionPackagesQuery();
  const current = useCurrentSubscriptionQuery();
  const checkout = useStartCheckoutMutation();
  const [chosen, setChosen] = useState<BillingInterval | null>(
    readInterval(params.get('interval')),
  );
  const [error, setError] = useState('');
  const { t } = useLingui();

  const packageId = Number(params.get('package_id'));

  if (packages.isPending || current.isPending) {
    return (
      <PageContainer $width="640px">
        <PageHeader title={t`Payment`} />
        <LoadingState text={t`Loading payment...`} />
      </PageContainer>
    );
  }
  if (packages.isError) {
    return (
      <PageContainer $width="640px">
        <PageHeader title={t`Payment`} />
        <QueryError
          error={packages.error}
          fallback={t(MESSAGES.packagesFailed)}
          onRetry={() => void packages.refetch()}
        />
      </PageContainer>
    );
  }

  const plan = Number.isInteger(packageId)
    ? packages.data.find((candidate) => candidate.id === packageId)
    : undefined;
  if (!plan) {
    return (
      <PageContainer $width="640px">
        <PageHeader title={t`Payment`} />
        <EmptyState
          title={t`This plan is not available`}
          description={t`The plan in this link does not exist or is not offered on this site. Please choose a plan on the subscription page.`}
          action={
            <ButtonLink to={SUBSCRIPTION_PATH}>
              <Trans>Choose a plan</Trans>
            </ButtonLink>
          }
        />
      </PageContainer>
    );
  }

  const subscription = current.data ?? null;
  const name = plan.name;
  if (subscription?.status === 'active' && subscription.package.id === plan.id) {
    return (
      <PageContainer $width="640px">
        <PageHeader title={t`Payment`} />
        <EmptyState
          title={t`Your ${name} plan is already active`}
          description={t`There is nothing to pay right now.`}
          action={
            <ButtonLink to={SUBSCRIPTION_PATH}>
              <Trans>Go to Subscription</Trans>
            </ButtonLink>
          }
        />
      </PageContainer>
    );
  }

  const pendingHere =
    (subscription?.status === 'pending' || subscription?.status === 'past_due') &&
    subscription.package.id === plan.id;
  const interval: BillingInterval =
    chosen ?? (pendingHere ? subscription.billing_interval : undefined) ?? 'monthly';
  const amount = amountOf(plan, interval);
  const total = formatMoney(amount);
  const paymentError = pendingHere ? subscription.last_payment_error : null;

  const pay = () => {
    setError('');
    checkout.mutate(
      { packageId: plan.id, interval },
      {
        onSuccess: (reply) => {
          const url = checkoutUrlOf(reply);
          if (url) {
            browserLocation.assign(url);
            return;
          }
          toast.success(reply.message || t(MESSAGES.subscribed));
          navigate(SUBSCRIPTION_PATH);
        },
        onError: (failure) =>
          setError(
            // Shown when the payment could not be started and the server said nothing more.
            serverMessage(failure) ?? t`Failed to start the payment. Please try again.`,
          ),
      },
    );
  };

  return (
    <PageContainer $width="640px">
      <PageHeader title={t`Payment`} subtitle={t`Complete the payment to start your plan`} />
      <MessageBanner tone="error" message={error} onDismiss={() => setError('')} autoHideMs={0} />
      <Card>
        <h2 style={{ marginTop: 0 }}>{plan.name}</h2>
        {paymentError ? (
          <Warning role="alert">
            <Trans>Last payment failed: {paymentError}</Trans>
          </Warning>
        ) : null}
        <BillingToggle billing={interval} onChange={setChosen} plans={[plan]} />
        <DescriptionList>
          <dt>
            <Trans>Plan</Trans>
          </dt>
          <dd>{plan.name}</dd>
          <dt>
            <Trans>Billing</Trans>
          </dt>
          <dd>{interval === 'yearly' ? t`Yearly` : t`Monthly`}</dd>
          {interval === 'yearly' ? (
            <>
              <dt>
                <Trans>Per month</Trans>
              </dt>
              <dd>{formatMoney(yearlyPerMonth(plan))}</dd>
            </>
          ) : null}
        </DescriptionList>
        <Total>{interval === 'yearly' ? t`Total: ${total}/year` : t`Total: ${total}/month`}</Total>
        <Button onClick={pay} busy={checkout.isPending}>
          <Trans>Pay {total}</Trans>
        </Button>
      </Card>
    </PageContainer>
  );
}
