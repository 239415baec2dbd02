import type { BillingInterval } from '@voice/contracts';
import type { PackageRow, SubscriptionRow } from '../../../db/schema';
import { HttpError } from '../../../lib/http-error';
import { toCents } from '../payments/provider';
import type { SubscriptionDeps, Subscriber } from './deps';
import { PROVIDER_UNAVAILABLE } from './messages';
import { updateSubscription } from './repository';

/**
 * Starts a provider checkout for a subscription (a first payment, or an upgrade): the checkout carries the
 * subscription's reference and metadata {purpose, subscription_id, package_id}; the provider's checkout id is
 * kept on the subscription. Success comes back to /subscription/success?ref=<reference>, cancel to
 * /subscription. Throws 502 when the provider refuses.
 */
export async function startCheckout(
  deps: SubscriptionDeps,
  user: Subscriber,
  subscription: Pick<SubscriptionRow, 'id' | 'reference' | 'currency'>,
  pkg: PackageRow,
  interval: BillingInterval,
  amount: number,
  purpose: string,
  /** An upgrade's prorated difference: a one-off payment, its own description and metadata. */
  options: { oneOff?: boolean; description?: string; metadata?: Record<string, string> } = {},
): Promise<string> {
  const provider = deps.provider;
  if (!provider) throw new HttpError(502, PROVIDER_UNAVAILABLE);
  try {
    const session = await provider.createCheckout({
      reference: subscription.reference,
      description: options.description ?? `${pkg.name} plan (${interval})`,
      amount: toCents(amount),
      currency: subscription.currency.toLowerCase(),
      ...(options.oneOff ? {} : { interval: interval === 'yearly' ? 'year' : 'month' }),
      customerEmail: user.email,
      successUrl: `${deps.siteUrl}/subscription/success?ref=${subscription.reference}`,
      cancelUrl: `${deps.siteUrl}/subscription`,
      metadata: {
        purpose,
        subscription_id: String(subscription.id),
        package_id: String(pkg.id),
        billing_interval: interval,
        ...options.metadata,
      },
    });
    await updateSubscription(deps.db, subscription.id, {
      provider: provider.name,
      provider_checkout_id: session.id,
    });
    return session.url;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    deps.log.error({ err: error, provider: provider.name }, 'could not start the plan checkout');
    throw new HttpError(502, PROVIDER_UNAVAILABLE);
  }
}
