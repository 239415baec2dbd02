import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import {
  Button,
  ButtonLink,
  Card,
  DescriptionList,
  LoadingState,
  PageContainer,
  PageHeader,
  QueryError,
} from '@voice/ui';
import { formatDate } from '../shared/format';
import { currentSubscriptionQueryOptions } from '../subscription/api/get-current-subscription';
import { SUBSCRIPTION_PATH, TRANSACTIONS_PATH } from '@voice/contracts/paths';

/**
 * While the webhook lands the subscription may still be pending: ask again every `intervalMs`, at most
 * `maxPolls` times in all (an object, so that tests can shorten the wait).
 */
export const polling = { intervalMs: 1500, maxPolls: 6 };

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 1.25rem;
`;

/** /payment-success and /subscription/success: the payment's outcome, from the current subscription. */
export default function PaymentSuccessPage() {
  const current = useQuery({
    ...currentSubscriptionQueryOptions(),
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && query.state.dataUpdateCount < polling.maxPolls
        ? polling.intervalMs
        : false,
  });

  let body;
  if (current.isPending) {
    body = <LoadingState text="Confirming your payment..." />;
  } else if (current.isError) {
    body = (
      <>
        <QueryError
          error={current.error}
          fallback={'Failed to load your subscription'}
          onRetry={() => void current.refetch()}
        />
      </>
    );
  } else if (current.data?.status === 'active') {
    const subscription = current.data;
    body = (
      <Card role="status">
        <h2 style={{ marginTop: 0 }}>Payment successful</h2>
        <p>Your {subscription.package.name} plan is active.</p>
        <DescriptionList>
          <dt>Plan</dt>
          <dd>{subscription.package.name}</dd>
          <dt>Active until</dt>
          <dd>{formatDate(subscription.current_period_end)}</dd>
        </DescriptionList>
        <Actions>
          <ButtonLink to={SUBSCRIPTION_PATH}>Go to Subscription</ButtonLink>
          <ButtonLink to={TRANSACTIONS_PATH} variant="secondary">
            View transactions
          </ButtonLink>
        </Actions>
      </Card>
    );
  } else if (current.data?.status === 'pending') {
    const polling = current.dataUpdatedAt > 0 && current.isFetching;
    body = (
      <Card role="status">
        <h2 style={{ marginTop: 0 }}>We are confirming your payment</h2>
        <p>
          Your payment for the {current.data.package.name} plan is being confirmed. This usually
          takes a few seconds.
        </p>
        {current.data.last_payment_error ? (
          <p>Last payment failed: {current.data.last_payment_error}</p>
        ) : null}
        <Actions>
          <Button variant="secondary" onClick={() => void current.refetch()} busy={polling}>
            Check again
          </Button>
          <ButtonLink to={SUBSCRIPTION_PATH}>Go to Subscription</ButtonLink>
        </Actions>
      </Card>
    );
  } else {
    body = (
      <Card>
        <h2 style={{ marginTop: 0 }}>No subscription found</h2>
        <p>We could not find a subscription for your account.</p>
        <Actions>
          <ButtonLink to={SUBSCRIPTION_PATH}>Choose a plan</ButtonLink>
        </Actions>
      </Card>
    );
  }

  return (
    <PageContainer $width="640px">
      <PageHeader title="Payment confirmation" />
      {body}
    </PageContainer>
  );
}
