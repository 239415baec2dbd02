import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  if (subscription === undefined) {
    return (
      <Card>
        <Head>
          <h3>{t(UNKNOWN_PLAN)}</h3>
        </Head>
        <Note>
          <Trans>Your plan could not be loaded right now. Please try again later.</Trans>
        </Note>
      </Card>
    );
  }
  if (subscription === null) {
    return (
      <Card>
        <Head>
          <h3>
            <Trans>No active subscription</Trans>
          </h3>
        </Head>
        <Note>
          <Trans>Choose a plan below to get started.</Trans>
        </Note>
      </Card>
    );
  }
  const pending = subscription.status === 'pending';
  const pastDue = subscription.status === 'past_due';
  const cancelling = Boolean(subscription.cancel_at_period_end);
  const periodEnd = formatDate(subscription.current_period_end);
  const price = formatMoney(chargedAmount(subscription));
  const paymentError = subscription.last_payment_error;
  const reason = paymentError?.replace(/\.$/, '');
  const graceUntil = formatDate(subscription.grace_until);
  const planName = subscription.package.name;
  const scheduledName = subscription.scheduled_package?.name;
  const pendingName = subscription.pending_package?.name;
  return (
    <Card>
      <Head>
        <h3>{subscription.package.name}</h3>
        {cancelling ? (
          <Badge tone="warning">
            <Trans>Ends {periodEnd}</Trans>
          </Badge>
        ) : (
          <Badge tone={subscriptionStatusTone(subscription.status)}>
            {capitalise(subscription.status)}
          </Badge>
        )}
      </Head>
      <DescriptionList>
        <dt>
          <Trans>Price</Trans>
        </dt>
        <dd>{subscription.billing_interval === 'yearly' ? t`${price}/year` : t`${price}/month`}</dd>
        <dt>
          <Trans>Billing</Trans>
        </dt>
        <dd>{capitalise(subscription.billing_interval ?? 'monthly')}</dd>
        {pending ? null : (
          <>
            <dt>
              <Trans>Current period</Trans>
            </dt>
            <dd>
              {formatDate(subscription.current_period_start)} –{' '}
              {formatDate(subscription.current_period_end)}
            </dd>
          </>
        )}
      </DescriptionList>
      {pending ? (
        <Note>
          <Trans>Your payment is in process. Complete it to start using your plan.</Trans>
        </Note>
      ) : null}
      {pending && subscription.last_payment_error ? (
        <Warning role="alert">
          <Trans>Last payment failed: {paymentError}</Trans>
        </Warning>
      ) : null}
      {pastDue ? (
        <Warning role="alert">
          {reason
            ? t`Your renewal payment failed: ${reason}. Pay by ${graceUntil} to keep your plan.`
            : t`Your renewal payment failed. Pay by ${graceUntil} to keep your plan.`}
        </Warning>
      ) : null}
      {cancelling ? (
        <Note>
          <Trans>
            Your subscription is cancelled and stays active until {periodEnd}. Resume it to keep
            your plan after that date.
          </Trans>
        </Note>
      ) : null}
      {subscription.scheduled_package ? (
        <Note>
          <Trans>
            Your plan changes to {scheduledName} on {periodEnd}.
          </Trans>
        </Note>
      ) : null}
      {subscription.pending_package ? (
        <Note>
          <Trans>Upgrade to {pendingName} is waiting for its payment.</Trans>
        </Note>
      ) : null}
      <Actions>
        {pending || pastDue ? (
          <ButtonLink to={paymentPath(subscription)}>
            <Trans>Complete Payment</Trans>
          </ButtonLink>
        ) : cancelling ? (
          <Button onClick={onResume} disabled={busy}>
            <Trans>Resume subscription</Trans>
          </Button>
        ) : (
          <>
            <Button onClick={onUpgrade} disabled={busy}>
              <Trans>Upgrade plan</Trans>
            </Button>
            {subscription.scheduled_package ? (
              <Button variant="secondary" onClick={onKeepPlan} disabled={busy}>
                <Trans>Keep {planName}</Trans>
              </Button>
            ) : null}
            <Button variant="danger" onClick={onCancel} disabled={busy}>
              <Trans>Cancel subscription</Trans>
            </Button>
          </>
        )}
      </Actions>
    </Card>
  );
}
