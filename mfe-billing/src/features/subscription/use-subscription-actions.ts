import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { serverMessage } from '@voice/api-client';
import type { BillingInterval, SubscriptionActionResult } from '@voice/contracts';
import { useToast } from '@voice/ui/core';
import { browserLocation } from '../shared/browser-location';
import { useCancelDowngradeMutation } from './api/cancel-downgrade';
import { useCancelMutation } from './api/cancel-subscription';
import { useResumeMutation } from './api/resume-subscription';
import { useScheduleDowngradeMutation } from './api/schedule-downgrade';
import { useSubscribeMutation } from './api/subscribe';
import { useUpgradeMutation } from './api/upgrade-subscription';
import { checkoutUrlOf, MESSAGES } from './subscription-format';

/**
 * Subscribe, upgrade, cancel, resume and scheduled downgrades with the spec's messages (001 §8): the server's
 * message when it sends one, else the spec's (ours for the actions the spec does not have). A paid subscribe, or an
 * upgrade without a saved card, sends the browser to the provider's checkout instead.
 */
export function useSubscriptionActions() {
  const toast = useToast();
  const { t } = useLingui();
  const subscribe = useSubscribeMutation();
  const upgrade = useUpgradeMutation();
  const cancel = useCancelMutation();
  const resume = useResumeMutation();
  const downgrade = useScheduleDowngradeMutation();
  const keepPlan = useCancelDowngradeMutation();

  const done = (reply: SubscriptionActionResult, fallback: MessageDescriptor): boolean => {
    const url = checkoutUrlOf(reply);
    if (url) {
      browserLocation.assign(url);
      return true;
    }
    toast.success(reply.message || t(fallback));
    return true;
  };
  const failed = (error: unknown, fallback: MessageDescriptor): false => {
    toast.error(serverMessage(error) ?? t(fallback));
    return false;
  };

  return {
    busy:
      subscribe.isPending ||
      upgrade.isPending ||
      cancel.isPending ||
      resume.isPending ||
      downgrade.isPending ||
      keepPlan.isPending,
    subscribingTo: subscribe.isPending ? subscribe.variables?.packageId : undefined,
    upgradingTo: upgrade.isPending ? upgrade.variables?.packageId : undefined,
    downgradingTo: downgrade.isPending ? downgrade.variables : undefined,
    cancelling: cancel.isPending,
    subscribe: (packageId: number, interval: BillingInterval) =>
      subscribe.mutateAsync({ packageId, interval }).then(
        (reply) => done(reply, MESSAGES.subscribed),
        (error: unknown) => failed(error, MESSAGES.subscribeFailed),
      ),
    upgrade: (packageId: number, prorationDate?: string) =>
      upgrade.mutateAsync({ packageId, prorationDate }).then(
        (reply) => done(reply, MESSAGES.upgraded),
        (error: unknown) => failed(error, MESSAGES.upgradeFailed),
      ),
    cancel: () =>
      cancel.mutateAsync().then(
        (reply) => done(reply, MESSAGES.cancelled),
        (error: unknown) => failed(error, MESSAGES.cancelFailed),
      ),
    resume: () =>
      resume.mutateAsync().then(
        (reply) => done(reply, MESSAGES.resumed),
        (error: unknown) => failed(error, MESSAGES.resumeFailed),
      ),
    downgrade: (packageId: number) =>
      downgrade.mutateAsync(packageId).then(
        (reply) => done(reply, MESSAGES.downgradeScheduled),
        (error: unknown) => failed(error, MESSAGES.downgradeFailed),
      ),
    keepPlan: () =>
      keepPlan.mutateAsync().then(
        (reply) => done(reply, MESSAGES.downgradeCancelled),
        (error: unknown) => failed(error, MESSAGES.downgradeCancelFailed),
      ),
  };
}
