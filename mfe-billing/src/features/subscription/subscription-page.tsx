import { useState } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSubscriptionPackagesQuery, useSubscriptionUsageQuery } from '@voice/api-client/queries';
import { ButtonLink, ConfirmDialog, LoadingState, PageHeader, QueryError } from '@voice/ui';
import { BillingToggle } from '../pricing/billing-toggle';
import type { Billing } from '../pricing/plan-format';
import { useCurrentSubscriptionQuery } from './api/get-current-subscription';
import { CurrentPlan } from './current-plan';
import { PlanList } from './plan-list';
import { canSwitchDown, liveSubscription, MESSAGES } from './subscription-format';
import { UpgradeModal } from './upgrade-modal';
import { UsagePanel } from './usage-panel';
import { useSubscriptionActions } from './use-subscription-actions';
import { TRANSACTIONS_PATH } from '@voice/contracts/paths';

const Page = styled.div`
  max-width: 1100px;
  margin: 0 auto;
  padding: 2rem 1rem 3rem;
`;

const Section = styled.section`
  margin-bottom: 2rem;
  > h2 {
    margin: 0 0 0.75rem;
    font-size: 1.25rem;
  }
`;

/**
 * /subscription: current plan, usage, available plans, upgrade (prorated, previewed), cancel and resume, and moves
 * to a cheaper plan at the renewal (spec 001 §2, §4, §8).
 */
export default function SubscriptionPage() {
  const current = useCurrentSubscriptionQuery();
  const usage = useSubscriptionUsageQuery();
  const packages = useSubscriptionPackagesQuery();
  const actions = useSubscriptionActions();
  const [billing, setBilling] = useState<Billing>('monthly');
  const [upgrading, setUpgrading] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const { t } = useLingui();

  if (current.isPending) {
    return (
      <Page>
        <PageHeader title={t`Subscription`} />
        <LoadingState text={t`Loading subscription...`} />
      </Page>
    );
  }

  const subscription = current.isError ? undefined : liveSubscription(current.data);
  const plans = packages.data ?? [];
  const hasPlan = Boolean(subscription);

  return (
    <Page>
      <PageHeader
        title={t`Subscription`}
        subtitle={t`Your plan, its usage and the plans you can choose`}
        actions={
          <ButtonLink to={TRANSACTIONS_PATH} variant="secondary">
            <Trans>Transactions</Trans>
          </ButtonLink>
        }
      />

      <Section aria-labelledby="current-plan-heading">
        <h2 id="current-plan-heading">
          <Trans>Current plan</Trans>
        </h2>
        <CurrentPlan
          subscription={subscription}
          busy={actions.busy}
          onUpgrade={() => setUpgrading(true)}
          onCancel={() => setConfirmingCancel(true)}
          onResume={() => void actions.resume()}
          onKeepPlan={() => void actions.keepPlan()}
        />
      </Section>

      {hasPlan || usage.isError ? (
        <Section aria-labelledby="usage-heading">
          <h2 id="usage-heading">
            <Trans>Usage</Trans>
          </h2>
          {usage.isPending ? (
            <LoadingState text={t`Loading usage...`} />
          ) : usage.isError ? (
            <UsagePanel usage={undefined} />
          ) : usage.data ? (
            <UsagePanel usage={usage.data} />
          ) : (
            <p>
              <Trans>No usage yet: your plan is not active.</Trans>
            </p>
          )}
        </Section>
      ) : null}

      <Section aria-labelledby="plans-heading">
        <h2 id="plans-heading">
          <Trans>Available plans</Trans>
        </h2>
        <BillingToggle billing={billing} onChange={setBilling} plans={plans} />
        {packages.isPending ? (
          <LoadingState text={t`Loading plans...`} />
        ) : packages.isError ? (
          <QueryError
            error={packages.error}
            fallback={t(MESSAGES.packagesFailed)}
            onRetry={() => void packages.refetch()}
          />
        ) : plans.length === 0 ? (
          <p>
            <Trans>No plans are available yet.</Trans>
          </p>
        ) : (
          <PlanList
            plans={plans}
            billing={billing}
            currentPlanId={subscription?.package.id ?? null}
            onSubscribe={
              subscription === null ? (plan) => void actions.subscribe(plan.id, billing) : undefined
            }
            subscribingTo={actions.subscribingTo}
            switchDown={
              subscription?.status === 'active' && !subscription.cancel_at_period_end
                ? {
                    allowed: (plan) => canSwitchDown(plan, subscription),
                    onSwitch: (plan) => void actions.downgrade(plan.id),
                  }
                : undefined
            }
            switchingTo={actions.downgradingTo}
            scheduledPlanId={subscription?.scheduled_package?.id ?? null}
            busy={actions.busy}
          />
        )}
      </Section>

      {subscription ? (
        <UpgradeModal
          // A fresh modal (no plan chosen) each time it opens.
          key={upgrading ? 'open' : 'closed'}
          open={upgrading}
          plans={plans}
          current={subscription}
          busy={actions.busy}
          upgradingTo={actions.upgradingTo}
          onClose={() => setUpgrading(false)}
          onUpgrade={(plan, prorationDate) =>
            void actions.upgrade(plan.id, prorationDate).then((ok) => {
              if (ok) setUpgrading(false);
            })
          }
        />
      ) : null}
      <ConfirmDialog
        open={confirmingCancel}
        title={t`Cancel subscription`}
        message={t(MESSAGES.cancelConfirm)}
        confirmLabel={t`Yes, cancel it`}
        cancelLabel={t`Keep my plan`}
        busy={actions.cancelling}
        onCancel={() => setConfirmingCancel(false)}
        onConfirm={() => void actions.cancel().then(() => setConfirmingCancel(false))}
      />
    </Page>
  );
}
