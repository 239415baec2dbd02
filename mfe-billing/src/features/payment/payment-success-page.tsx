import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const current = useQuery({
    ...currentSubscriptionQueryOptions(),
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && query.state.dataUpdateCount < polling.maxPolls
        ? polling.intervalMs
        : false,
  });

  let body;
  if (current.isPending) {
    body = <LoadingState text={t`Confirming your payment...`} />;
  } else if (current.isError) {
    body = (
      <>
        <QueryError
          error={current.error}
          fallback={t`Failed to load your subscription`}
          onRetry={() => void current.refetch()}
        />
      </>
    );
  } else if (current.data?.status === 'active') {
    const subscription = current.data;
    const name = subscription.package.name;
    body = (
      <Card role="status">
        <h2 style={{ marginTop: 0 }}>
          <Trans>Payment successful</Trans>
        </h2>
        <p>
          <Trans>Your {name} plan is active.</Trans>
        </p>
        <DescriptionList>
          <dt>
            <Trans>Plan</Trans>
          </dt>
          <dd>{name}</dd>
          <dt>
            <Trans>Active until</Trans>
          </dt>
          <dd>{formatDate(subscription.current_period_end)}</dd>
        </DescriptionList>
        <Actions>
          <ButtonLink to={SUBSCRIPTION_PATH}>
            <Trans>Go to Subscription</Trans>
          </ButtonLink>
          <ButtonLink to={TRANSACTIONS_PATH} variant="secondary">
            <Trans>View transactions</Trans>
          </ButtonLink>
        </Actions>
      </Card>
    );
  } else if (current.data?.status === 'pending') {
    const polling = current.dataUpdatedAt > 0 && current.isFetching;
    const name = current.data.package.name;
    const paymentError = current.data.last_payment_error;
    body = (
      <Card role="status">
        <h2 style={{ marginTop: 0 }}>
          <Trans>We are confirming your payment</Trans>
        </h2>
        <p>
          <Trans>
            Your payment for the {name} plan is being confirmed. This usually takes a few seconds.
          </Trans>
        </p>
        {paymentError ? (
          <p>
            <Trans>Last payment failed: {paymentError}</Trans>
          </p>
        ) : null}
        <Actions>
          <Button variant="secondary" onClick={() => void current.refetch()} busy={polling}>
            <Trans>Check again</Trans>
          </Button>
          <ButtonLink to={SUBSCRIPTION_PATH}>
            <Trans>Go to Subscription</Trans>
          </ButtonLink>
        </Actions>
      </Card>
    );
  } else {
    body = (
      <Card>
        <h2 style={{ marginTop: 0 }}>
          <Trans>No subscription found</Trans>
        </h2>
        <p>
          <Trans>We could not find a subscription for your account.</Trans>
        </p>
        <Actions>
          <ButtonLink to={SUBSCRIPTION_PATH}>
            <Trans>Choose a plan</Trans>
          </ButtonLink>
        </Actions>
      </Card>
    );
  }

  return (
    <PageContainer $width="640px">
      <PageHeader title={t`Payment confirmation`} />
      {body}
    </PageContainer>
  );
}
