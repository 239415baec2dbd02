import styled from 'styled-components';
import type { Subscription } from '@voice/contracts';
import {
  Badge,
  Button,
  ButtonLink,
  Card,
  DescriptionList,
  formatMoney,
  subscriptionStatusTone,
} from '@voice/ui';
import { capitalise, formatDate } from '../shared/format';
import { chargedAmount, paymentPath, UNKNOWN_PLAN } from './subscription-format';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin-bottom: 1rem;
  h3 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 1.25rem;
`;

const Note = styled.p`
  margin: 1rem 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Warning = styled.p`
  margin: 1rem 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 500;
`;

export interface CurrentPlanProps {
  /** A live (pending or active) subscription, null without one, undefined when it could not be loaded. */
  subscription: Subscription | null | undefined;
  onUpgrade: () => void;
  onCancel: () => void;
  /** Undoes the cancellation (before the period ends). */
  onResume: () => void;
  /** Drops the scheduled move to a cheaper plan. */
  onKeepPlan: () => void;
  busy: boolean;
}

/** The current plan: status badge, period, and the actions its status allows (spec 001 §4). */
export function CurrentPlan({
  subscription,
  onUpgrade,
  onCancel,
  onResume,
  onKeepPlan,
  busy,
}: CurrentPlanProps) {
  if (subscription === undefined) {
    return (
      <Card>
        <Head>
          <h3>{UNKNOWN_PLAN}</h3>
        </Head>
        <Note>Your plan could not be loaded right now. Please try again later.</Note>
      </Card>
    );
  }
  if (subscription === null) {
    return (
      <Card>
        <Head>
          <h3>No active subscription</h3>
        </Head>
        <Note>Choose a plan below to get started.</Note>
      </Card>
    );
  }
  const pending = subscription.status === 'pending';
  const pastDue = subscription.status === 'past_due';
  const cancelling = Boolean(subscription.cancel_at_period_end);
  return (
    <Card>
      <Head>
        <h3>{subscription.package.name}</h3>
        {cancelling ? (
          <Badge tone="warning">Ends {formatDate(subscription.current_period_end)}</Badge>
        ) : (
          <Badge tone={subscriptionStatusTone(subscription.status)}>
            {capitalise(subscription.status)}
          </Badge>
        )}
      </Head>
      <DescriptionList>
        <dt>Price</dt>
        <dd>
          {formatMoney(chargedAmount(subscription))}/
          {subscription.billing_interval === 'yearly' ? 'year' : 'month'}
        </dd>
        <dt>Billing</dt>
        <dd>{capitalise(subscription.billing_interval ?? 'monthly')}</dd>
        {pending ? null : (
          <>
            <dt>Current period</dt>
            <dd>
              {formatDate(subscription.current_period_start)} –{' '}
              {formatDate(subscription.current_period_end)}
            </dd>
          </>
        )}
      </DescriptionList>
      {pending ? (
        <Note>Your payment is in process. Complete it to start using your plan.</Note>
      ) : null}
      {pending && subscription.last_payment_error ? (
        <Warning role="alert">Last payment failed: {subscription.last_payment_error}</Warning>
      ) : null}
      {pastDue ? (
        <Warning role="alert">
          Your renewal payment failed
          {subscription.last_payment_error
            ? `: ${subscription.last_payment_error.replace(/\.$/, '')}`
            : ''}
          . Pay by {formatDate(subscription.grace_until)} to keep your plan.
        </Warning>
      ) : null}
      {cancelling ? (
        <Note>
          Your subscription is cancelled and stays active until{' '}
          {formatDate(subscription.current_period_end)}. Resume it to keep your plan after that
          date.
        </Note>
      ) : null}
      {subscription.scheduled_package ? (
        <Note>
          Your plan changes to {subscription.scheduled_package.name} on{' '}
          {formatDate(subscription.current_period_end)}.
        </Note>
      ) : null}
      {subscription.pending_package ? (
        <Note>Upgrade to {subscription.pending_package.name} is waiting for its payment.</Note>
      ) : null}
      <Actions>
        {pending || pastDue ? (
          <ButtonLink to={paymentPath(subscription)}>Complete Payment</ButtonLink>
        ) : cancelling ? (
          <Button onClick={onResume} disabled={busy}>
            Resume subscription
          </Button>
        ) : (
          <>
            <Button onClick={onUpgrade} disabled={busy}>
              Upgrade plan
            </Button>
            {subscription.scheduled_package ? (
              <Button variant="secondary" onClick={onKeepPlan} disabled={busy}>
                Keep {subscription.package.name}
              </Button>
            ) : null}
            <Button variant="danger" onClick={onCancel} disabled={busy}>
              Cancel subscription
            </Button>
          </>
        )}
      </Actions>
    </Card>
  );
}
