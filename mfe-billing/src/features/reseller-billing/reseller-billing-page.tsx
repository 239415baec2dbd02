import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  loadFailed: msg`Failed to load your reseller package`,
  checkoutFailed: msg`Failed to start the payment. Please try again.`,
  paid: msg`Payment received. Your reseller package is updated as soon as the payment is confirmed.`,
  cancelled: msg`Payment cancelled. Your reseller package has not changed.`,
  noSubscription: msg`No reseller package yet`,
  cancelConfirm: msg`Your reseller package will not renew. It stays usable until the end of the current period, then it is cancelled and your customers cannot create new assistants.`,
  cancelFailed: msg`Failed to cancel your reseller package. Please try again.`,
  resumeFailed: msg`Failed to resume your reseller package. Please try again.`,
  expired: msg`Your reseller package has expired. Your customers can still sign in, but cannot create new assistants until you renew it.`,
  lapsedCancelled: msg`Your reseller package is cancelled. Your customers can still sign in, but cannot create new assistants until you renew it.`,
} as const;

/** "Stays available until …" of a failed renewal in its grace period. */
export function graceMessage(until: string): string {
  const date = formatDate(until);
  return t`Your package stays available until ${date}. Renew before then to keep it.`;
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
  const price = formatMoney(subscription.amount);
  return subscription.billing_interval === 'yearly' ? t`${price}/year` : t`${price}/month`;
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
  const { t } = useLingui();
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
          t(
            action === 'cancel'
              ? RESELLER_BILLING_MESSAGES.cancelFailed
              : RESELLER_BILLING_MESSAGES.resumeFailed,
          ),
      );
    }
    setConfirmingCancel(false);
  }

  const returned = params.get('checkout');
  const banner =
    dismissed || !returned ? null : returned === 'success' ? (
      <MessageBanner
        tone="success"
        message={t(RESELLER_BILLING_MESSAGES.paid)}
        onDismiss={() => setDismissed(true)}
        autoHideMs={0}
      />
    ) : returned === 'cancelled' ? (
      <MessageBanner
        tone="info"
        message={t(RESELLER_BILLING_MESSAGES.cancelled)}
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
      toast.error(serverMessage(error) ?? t(RESELLER_BILLING_MESSAGES.checkoutFailed));
    }
    setBusyAction(null);
    setUpgradingTo(undefined);
  }

  if (billing.isPending) {
    return (
      <PageContainer $width="880px">
        <PageHeader title={t`Billing and Subscription`} />
        <LoadingState text={t`Loading your reseller package...`} />
      </PageContainer>
    );
  }
  if (billing.isError) {
    return (
      <PageContainer $width="880px">
        <PageHeader title={t`Billing and Subscription`} />
        <QueryError
          error={billing.error}
          fallback={t(RESELLER_BILLING_MESSAGES.loadFailed)}
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
        <PageHeader title={t`Billing and Subscription`} />
        {banner}
        <EmptyState
          title={t(RESELLER_BILLING_MESSAGES.noSubscription)}
          description={t`Your organization has no reseller package with the platform. Please contact support.`}
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
      ? t(RESELLER_BILLING_MESSAGES.expired)
      : subscription.status === 'cancelled'
        ? t(RESELLER_BILLING_MESSAGES.lapsedCancelled)
        : null;
  const periodStart = formatDate(subscription.current_period_start);
  const periodEnd = formatDate(subscription.current_period_end);
  const amount = formatMoney(subscription.amount);
  const paymentError = subscription.last_payment_error;

  return (
    <PageContainer $width="880px">
      <PageHeader
        title={t`Billing and Subscription`}
        subtitle={t`Your reseller package with the platform`}
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
          <dt>
            <Trans>Price</Trans>
          </dt>
          <dd>{priceOf(subscription)}</dd>
          <dt>
            <Trans>Billing</Trans>
          </dt>
          <dd>{capitalise(subscription.billing_interval)}</dd>
          <dt>
            <Trans>Current period</Trans>
          </dt>
          <dd>
            {subscription.current_period_start
              ? `${periodStart} – ${periodEnd}`
              : t`Starts when paid`}
          </dd>
          {subscription.days_remaining !== null && subscription.status === 'active' ? (
            <>
              <dt>
                <Trans>Days remaining</Trans>
              </dt>
              <dd>{subscription.days_remaining}</dd>
            </>
          ) : null}
          {running && subscription.current_period_end ? (
            <>
              <dt>{cancelling ? t`Cancels on` : t`Renews on`}</dt>
              <dd>{periodEnd}</dd>
            </>
          ) : null}
        </DescriptionList>
        {paymentError ? (
          <Warning role="alert">
            <Trans>Last payment failed: {paymentError}</Trans>
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
              {t`Pay ${amount}`}
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
              {t`Renew for ${amount}`}
            </Button>
          ) : null}
          {canUpgrade ? (
            <Button variant="secondary" disabled={busy} onClick={() => setUpgradeOpen(true)}>
              <Trans>Upgrade</Trans>
            </Button>
          ) : null}
          {running && !cancelling ? (
            <Button
              variant="secondary"
              disabled={busy || lifecycle.isPending}
              onClick={() => setConfirmingCancel(true)}
            >
              <Trans>Cancel package</Trans>
            </Button>
          ) : null}
          {running && cancelling ? (
            <Button
              variant="secondary"
              busy={lifecycle.isPending}
              disabled={busy}
              onClick={() => void changeRenewal('resume')}
            >
              <Trans>Resume</Trans>
            </Button>
          ) : null}
        </Actions>
      </Card>
      <ConfirmDialog
        open={confirmingCancel}
        title={t`Cancel reseller package`}
        message={
          subscription.current_period_end
            ? t`Your reseller package will not renew. It stays usable until ${periodEnd}, then it is cancelled and your customers cannot create new assistants.`
            : t(RESELLER_BILLING_MESSAGES.cancelConfirm)
        }
        confirmLabel={t`Yes, cancel it`}
        cancelLabel={t`Keep my package`}
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
