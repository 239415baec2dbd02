import type {
  ApiEnvelope,
  BillingInterval,
  Package,
  Subscription,
  SubscriptionActionResult,
  Usage,
} from '@voice/contracts';
import { http } from '../http';

/** GET /api/subscriptions/packages (landing, pricing and subscription pages). */
export async function getSubscriptionPackages(): Promise<ApiEnvelope<Package[]>> {
  return (await http.get<ApiEnvelope<Package[]>>('/api/subscriptions/packages')).data;
}

/** GET /api/subscriptions/usage: a 404 means no plan (the caller decides). */
export async function getSubscriptionUsage(): Promise<ApiEnvelope<Usage>> {
  return (await http.get<ApiEnvelope<Usage>>('/api/subscriptions/usage')).data;
}

/** GET /api/subscriptions/current: data is null without a subscription. */
export async function getCurrentSubscription(): Promise<ApiEnvelope<Subscription | null>> {
  return (await http.get<ApiEnvelope<Subscription | null>>('/api/subscriptions/current')).data;
}

/**
 * POST /api/subscriptions/subscribe: package_id (billing_interval monthly when not given). A free plan is
 * active at once; a paid one answers a pending subscription and data.checkout_url.
 */
export async function subscribeToPackage(
  packageId: number,
  billingInterval?: BillingInterval,
): Promise<SubscriptionActionResult> {
  return (
    await http.post<SubscriptionActionResult>('/api/subscriptions/subscribe', {
      package_id: packageId,
      ...(billingInterval ? { billing_interval: billingInterval } : {}),
    })
  ).data;
}

/**
 * POST /api/subscriptions/checkout (the /payment page): a fresh checkout for package_id. Starts a pending
 * subscription when the user has none, or re-prices the pending one; data.checkout_url is where to pay.
 */
export async function startSubscriptionCheckout(
  packageId: number,
  billingInterval?: BillingInterval,
): Promise<SubscriptionActionResult> {
  return (
    await http.post<SubscriptionActionResult>('/api/subscriptions/checkout', {
      package_id: packageId,
      ...(billingInterval ? { billing_interval: billingInterval } : {}),
    })
  ).data;
}

/** POST /api/subscriptions/upgrade: package_id. */
export async function upgradeSubscription(packageId: number): Promise<SubscriptionActionResult> {
  return (
    await http.post<SubscriptionActionResult>('/api/subscriptions/upgrade', {
      package_id: packageId,
    })
  ).data;
}

/** POST /api/subscriptions/cancel: no body. */
export async function cancelSubscription(): Promise<SubscriptionActionResult> {
  return (await http.post<SubscriptionActionResult>('/api/subscriptions/cancel')).data;
}
