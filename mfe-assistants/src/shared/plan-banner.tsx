import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { ASSISTANT_SAVE_MESSAGES } from '@voice/contracts';
import { MessageBanner } from '@voice/ui';
import type { PlanStatus } from './use-plan-status';

export const PLAN_BANNER_ID = 'assistant-plan-banner';

const Text = styled.span`
  a {
    color: inherit;
    font-weight: 700;
    margin-left: 0.5rem;
  }
`;

/** Pending payment, no subscription or no assistant left on the plan: Create is disabled and a banner says why. */
export function planBlocks(
  status: PlanStatus,
): status is Extract<PlanStatus, { kind: 'pending' | 'none' | 'full' }> {
  return status.kind === 'pending' || status.kind === 'none' || status.kind === 'full';
}

/** The pending-payment and no-subscription banners of the list (spec 001 §2, §4). */
export function PlanBanner({
  status,
  subscriptionPath,
  onDismiss,
}: {
  status: PlanStatus;
  subscriptionPath: string;
  /** Told when the banner is dismissed (it then hides itself). */
  onDismiss?: () => void;
}) {
  const { t } = useLingui();
  const [dismissed, setDismissed] = useState(false);
  if (!planBlocks(status) || dismissed) return null;
  const message =
    status.kind === 'pending' ? (
      <Text id={PLAN_BANNER_ID}>
        {t`Your subscription payment is in process. Complete the payment to create assistants.`}
        <Link to={status.paymentPath}>
          <Trans>Complete Payment</Trans>
        </Link>
      </Text>
    ) : status.kind === 'full' ? (
      <Text id={PLAN_BANNER_ID}>
        {ASSISTANT_SAVE_MESSAGES.limitReached}
        <Link to={subscriptionPath}>
          <Trans>Upgrade plan</Trans>
        </Link>
      </Text>
    ) : (
      <Text id={PLAN_BANNER_ID}>
        {t`You need an active subscription to create assistants.`}
        <Link to={subscriptionPath}>
          <Trans>View plans</Trans>
        </Link>
      </Text>
    );
  return (
    <MessageBanner
      tone="warning"
      message={message}
      autoHideMs={0}
      onDismiss={() => {
        setDismissed(true);
        onDismiss?.();
      }}
    />
  );
}
