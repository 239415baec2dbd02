import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
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

/** Shown when the payment could not be started and the server said nothing more. */
export const CHECKOUT_FAILED = 'Failed to start the payment. Please try again.';
export const PLAN_NOT_AVAILABLE = 'This plan is not available';

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

  const packageId = Number(params.get('package_id'));

  if (packages.isPending || current.isPending) {
    return (
      <PageContainer $width="640px">
        <PageHeader title="Payment" />
        <LoadingState text="Loading payment..." />
      </PageContainer>
    );
  }
  if (packages.isError) {
    return (
      <PageContainer $width="640px">
        <PageHeader title="Payment" />
        <QueryError
          error={packages.error}
          fallback={MESSAGES.packagesFailed}
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
        <PageHeader title="Payment" />
        <EmptyState
          title={PLAN_NOT_AVAILABLE}
          description="The plan in this link does not exist or is not offered on this site. Please choose a plan on the subscription page."
          action={<ButtonLink to={SUBSCRIPTION_PATH}>Choose a plan</ButtonLink>}
        />
      </PageContainer>
    );
  }

  const subscription = current.data ?? null;
  if (subscription?.status === 'active' && subscription.package.id === plan.id) {
    return (
      <PageContainer $width="640px">
        <PageHeader title="Payment" />
        <EmptyState
          title={`Your ${plan.name} plan is already active`}
          description="There is nothing to pay right now."
          action={<ButtonLink to={SUBSCRIPTION_PATH}>Go to Subscription</ButtonLink>}
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
          toast.success(reply.message || MESSAGES.subscribed);
          navigate(SUBSCRIPTION_PATH);
        },
        onError: (failure) => setError(serverMessage(failure) ?? CHECKOUT_FAILED),
      },
    );
  };

  return (
    <PageContainer $width="640px">
      <PageHeader title="Payment" subtitle="Complete the payment to start your plan" />
      <MessageBanner tone="error" message={error} onDismiss={() => setError('')} autoHideMs={0} />
      <Card>
        <h2 style={{ marginTop: 0 }}>{plan.name}</h2>
        {pendingHere && subscription.last_payment_error ? (
          <Warning role="alert">Last payment failed: {subscription.last_payment_error}</Warning>
        ) : null}
        <BillingToggle billing={interval} onChange={setChosen} plans={[plan]} />
        <DescriptionList>
          <dt>Plan</dt>
          <dd>{plan.name}</dd>
          <dt>Billing</dt>
          <dd>{interval === 'yearly' ? 'Yearly' : 'Monthly'}</dd>
          {interval === 'yearly' ? (
            <>
              <dt>Per month</dt>
              <dd>{formatMoney(yearlyPerMonth(plan))}</dd>
            </>
          ) : null}
        </DescriptionList>
        <Total>
          Total: {formatMoney(amount)}
          {interval === 'yearly' ? '/year' : '/month'}
        </Total>
        <Button onClick={pay} busy={checkout.isPending}>
          Pay {formatMoney(amount)}
        </Button>
      </Card>
    </PageContainer>
  );
}
