import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { serverMessage } from '@voice/api-client';
import type {
  ResellerBillingCheckoutPayload,
  ResellerBillingStatus,
  ResellerPackage,
  ResellerSubscriptionSummary,
} from '@voice/contracts';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  DescriptionList,
  EmptyState,
  formatMoney,
  LoadingState,
  MessageBanner,
  PageContainer,
  PageHeader,
  QueryError,
  type Tone,
  useToast,
} from '@voice/ui';
import { browserLocation } from '../shared/browser-location';
import { capitalise, formatDate } from '../shared/format';
import { useResellerBillingQuery } from './api/get-reseller-billing';
import { useStartResellerCheckoutMutation } from './api/start-reseller-checkout';
import {
  useResellerLifecycleMutation,
  type ResellerSubscriptionView,
} from './api/cancel-reseller-package';
import { ResellerUpgradeModal } from './reseller-upgrade-modal';

export const RESELLER_BILLING_MESSAGES = {
  loadFailed: 'Failed to load your reseller package',
  checkoutFailed: 'Failed to start the payment. Please try again.',
  paid: 'Payment received. Your reseller package is updated as soon as the payment is confirmed.',
  cancelled: 'Payment cancelled. Your reseller package has not changed.',
  noSubscription: 'No reseller package yet',
  cancelConfirm:
    'Your reseller package will not renew. It stays usable until the end of the current period, then it is cancelled and your customers cannot create new assistants.',
  cancelConfirmUntil: (end: string) =>
    `Your reseller package will not renew. It stays usable until ${formatDate(end)}, then it is cancelled and your customers cannot create new assistants.`,
  cancelFailed: 'Failed to cancel your reseller package. Please try again.',
  resumeFailed: 'Failed to resume your reseller package. Please try again.',
  expired:
    'Your reseller package has expired. Your customers can still sign in, but cannot create new assistants until you renew it.',
  lapsedCancelled:
    'Your reseller package is cancelled. Your customers can still sign in, but cannot create new assistants until you renew it.',
} as const;

/** "Stays available until …" of a failed renewal in its grace period. */
export function graceMessage(until: string): string {
  return `Your package stays available until ${formatDate(until)}. Renew before then to keep it.`;
}

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin-bottom: 1rem;
  h2 {
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

const Warning = styled.p`
  margin: 1rem 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 500;
`;

export function statusTone(status: ResellerBillingStatus): Tone {
  if (status === 'active') return 'success';
  if (status === 'pending') return 'warning';
  return 'danger';
}

function priceOf(subscription: ResellerSubscriptionSummary): string {
  return `${formatMoney(subscription.amount)}/${subscription.billing_interval === 'yearly' ? 'year' : 'month'}`;
}

/** The packages an upgrade may go to: those with a higher monthly price than the current one. */
export function upgradeTargets(
  packages: ResellerPackage[],
  subscription: ResellerSubscriptionSummary,
): ResellerPackage[] {
  return packages.filter((pkg) => pkg.price > subscription.package.price);
}

/** /reseller-billing: the reseller's own package with the platform: status, period, pay, renew, upgrade. */
export default function ResellerBillingPage() {
  const [params] = useSearchParams();
  const toast = useToast();
  const billing = useResellerBillingQuery();
  const checkout = useStartResellerCheckoutMutation();
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [upgradingTo, setUpgradingTo] = useState<number | undefined>(undefined);
  const [busyAction, setBusyAction] = useState<'pay' | 'renew' | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const lifecycle = useResellerLifecycleMutation();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [lapsedDismissed, setLapsedDismissed] = useState(false);

  async function changeRenewal(action: 'cancel' | 'resume') {
    try {
      const reply = await lifecycle.mutateAsync(action);
      toast.success(reply.message);
    } catch (error) {
      toast.error(
        serverMessage(error) ??
          (action === 'cancel'
            ? RESELLER_BILLING_MESSAGES.cancelFailed
            : RESELLER_BILLING_MESSAGES.resumeFailed),
      );
    }
    setConfirmingCancel(false);
  }

  const returned = params.get('checkout');
  const banner =
    dismissed || !returned ? null : returned === 'success' ? (
      <MessageBanner
        tone="success"
        message={RESELLER_BILLING_MESSAGES.paid}
        onDismiss={() => setDismissed(true)}
        autoHideMs={0}
      />
    ) : returned === 'cancelled' ? (
      <MessageBanner
        tone="info"
        message={RESELLER_BILLING_MESSAGES.cancelled}
        onDismiss={() => setDismissed(true)}
        autoHideMs={0}
      />
    ) : null;

  async function start(payload: ResellerBillingCheckoutPayload) {
    try {
      const reply = await checkout.mutateAsync(payload);
      if (reply.data.checkout_url) {
        browserLocation.assign(reply.data.checkout_url);
        return;
      }
      toast.success(reply.message);
      setUpgradeOpen(false);
    } catch (error) {
      toast.error(serverMessage(error) ?? RESELLER_BILLING_MESSAGES.checkoutFailed);
    }
    setBusyAction(null);
    setUpgradingTo(undefined);
  }

  if (billing.isPending) {
    return (
      <PageContainer $width="880px">
        <PageHeader title="Billing and Subscription" />
        <LoadingState text="Loading your reseller package..." />
      </PageContainer>
    );
  }
  if (billing.isError) {
    return (
      <PageContainer $width="880px">
        <PageHeader title="Billing and Subscription" />
        <QueryError
          error={billing.error}
          fallback={RESELLER_BILLING_MESSAGES.loadFailed}
          onRetry={() => void billing.refetch()}
        />
      </PageContainer>
    );
  }

  const { packages } = billing.data;
  const subscription: ResellerSubscriptionView | null = billing.data.subscription;
  if (!subscription) {
    return (
      <PageContainer $width="880px">
        <PageHeader title="Billing and Subscription" />
        {banner}
        <EmptyState
          title={RESELLER_BILLING_MESSAGES.noSubscription}
          description="Your organization has no reseller package with the platform. Please contact support."
        />
      </PageContainer>
    );
  }

  const targets = upgradeTargets(packages, subscription);
  const busy = checkout.isPending;
  const canUpgrade = subscription.status === 'active' && targets.length > 0;
  const cancelling = subscription.cancel_at_period_end === true;
  const grace = subscription.grace_until ?? null;
  const running = subscription.status === 'active' && grace === null;
  const lapsed =
    subscription.status === 'expired'
      ? RESELLER_BILLING_MESSAGES.expired
      : subscription.status === 'cancelled'
        ? RESELLER_BILLING_MESSAGES.lapsedCancelled
        : null;

  return (
    <PageContainer $width="880px">
      <PageHeader
        title="Billing and Subscription"
        subtitle="Your reseller package with the platform"
      />
      {banner}
      {lapsed && !lapsedDismissed ? (
        <MessageBanner
          tone="danger"
          message={lapsed}
          onDismiss={() => setLapsedDismissed(true)}
          autoHideMs={0}
        />
      ) : null}
      <Card>
        <Head>
          <h2>{subscription.package.name}</h2>
          <Badge tone={statusTone(subscription.status)}>{capitalise(subscription.status)}</Badge>
        </Head>
        <DescriptionList>
          <dt>Price</dt>
          <dd>{priceOf(subscription)}</dd>
          <dt>Billing</dt>
          <dd>{capitalise(subscription.billing_interval)}</dd>
          <dt>Current period</dt>
          <dd>
            {subscription.current_period_start
              ? `${formatDate(subscription.current_period_start)} – ${formatDate(subscription.current_period_end)}`
              : 'Starts when paid'}
          </dd>
          {subscription.days_remaining !== null && subscription.status === 'active' ? (
            <>
              <dt>Days remaining</dt>
              <dd>{subscription.days_remaining}</dd>
            </>
          ) : null}
          {running && subscription.current_period_end ? (
            <>
              <dt>{cancelling ? 'Cancels on' : 'Renews on'}</dt>
              <dd>{formatDate(subscription.current_period_end)}</dd>
            </>
          ) : null}
        </DescriptionList>
        {subscription.last_payment_error ? (
          <Warning role="alert">
            Last payment failed: {subscription.last_payment_error}
            {grace ? ` ${graceMessage(grace)}` : ''}
          </Warning>
        ) : null}
        <Actions>
          {subscription.can_pay ? (
            <Button
              busy={busyAction === 'pay'}
              disabled={busy}
              onClick={() => {
                setBusyAction('pay');
                void start({});
              }}
            >
              {`Pay ${formatMoney(subscription.amount)}`}
            </Button>
          ) : null}
          {subscription.can_renew ? (
            <Button
              busy={busyAction === 'renew'}
              disabled={busy}
              onClick={() => {
                setBusyAction('renew');
                void start({});
              }}
            >
              {`Renew for ${formatMoney(subscription.amount)}`}
            </Button>
          ) : null}
          {canUpgrade ? (
            <Button variant="secondary" disabled={busy} onClick={() => setUpgradeOpen(true)}>
              Upgrade
            </Button>
          ) : null}
          {running && !cancelling ? (
            <Button
              variant="secondary"
              disabled={busy || lifecycle.isPending}
              onClick={() => setConfirmingCancel(true)}
            >
              Cancel package
            </Button>
          ) : null}
          {running && cancelling ? (
            <Button
              variant="secondary"
              busy={lifecycle.isPending}
              disabled={busy}
              onClick={() => void changeRenewal('resume')}
            >
              Resume
            </Button>
          ) : null}
        </Actions>
      </Card>
      <ConfirmDialog
        open={confirmingCancel}
        title="Cancel reseller package"
        message={
          subscription.current_period_end
            ? RESELLER_BILLING_MESSAGES.cancelConfirmUntil(subscription.current_period_end)
            : RESELLER_BILLING_MESSAGES.cancelConfirm
        }
        confirmLabel="Yes, cancel it"
        cancelLabel="Keep my package"
        busy={lifecycle.isPending}
        onCancel={() => setConfirmingCancel(false)}
        onConfirm={() => void changeRenewal('cancel')}
      />
      <ResellerUpgradeModal
        open={upgradeOpen}
        packages={targets}
        upgradingTo={upgradingTo}
        onClose={() => setUpgradeOpen(false)}
        onUpgrade={(pkg) => {
          setUpgradingTo(pkg.id);
          void start({
            reseller_package_id: pkg.id,
            billing_interval: subscription.billing_interval,
          });
        }}
      />
    </PageContainer>
  );
}
