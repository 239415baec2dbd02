import { serverMessage } from '@voice/api-client';
import type { BillingInterval, SubscriptionActionResult } from '@voice/contracts';
import { useToast } from '@voice/ui/core';
import { browserLocation } from '../shared/browser-location';
import { useCancelMutation } from './api/cancel-subscription';
import { useSubscribeMutation } from './api/subscribe';
import { useUpgradeMutation } from './api/upgrade-subscription';
import { checkoutUrlOf, MESSAGES } from './subscription-format';

/**
 * Subscribe, upgrade and cancel with the spec's messages (001 §8): the server's message when it sends one,
 * else the spec's. A paid subscribe or upgrade sends the browser to the provider's checkout instead.
 */
export function useSubscriptionActions() {
  const toast = useToast();
  const subscribe = useSubscribeMutation();
  const upgrade = useUpgradeMutation();
  const cancel = useCancelMutation();

  const done = (reply: SubscriptionActionResult, fallback: string): boolean => {
    const url = checkoutUrlOf(reply);
    if (url) {
      browserLocation.assign(url);
      return true;
    }
    toast.success(reply.message || fallback);
    return true;
  };
  const failed = (error: unknown, fallback: string): false => {
    toast.error(serverMessage(error) ?? fallback);
    return false;
  };

  return {
    busy: subscribe.isPending || upgrade.isPending || cancel.isPending,
    subscribingTo: subscribe.isPending ? subscribe.variables?.packageId : undefined,
    upgradingTo: upgrade.isPending ? upgrade.variables : undefined,
    cancelling: cancel.isPending,
    subscribe: (packageId: number, interval: BillingInterval) =>
      subscribe.mutateAsync({ packageId, interval }).then(
        (reply) => done(reply, MESSAGES.subscribed),
        (error: unknown) => failed(error, MESSAGES.subscribeFailed),
      ),
    upgrade: (packageId: number) =>
      upgrade.mutateAsync(packageId).then(
        (reply) => done(reply, MESSAGES.upgraded),
        (error: unknown) => failed(error, MESSAGES.upgradeFailed),
      ),
    cancel: () =>
      cancel.mutateAsync().then(
        (reply) => done(reply, MESSAGES.cancelled),
        (error: unknown) => failed(error, MESSAGES.cancelFailed),
      ),
  };
}
