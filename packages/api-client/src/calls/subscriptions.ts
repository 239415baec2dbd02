import type {
  ApiEnvelope,
  BillingInterval,
  Package,
  Subscription,
  SubscriptionActionResult,
  UpgradePreview,
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

/** GET /api/subscriptions/upgrade-preview: what moving to package_id charges today (prorated). */
export async function getUpgradePreview(packageId: number): Promise<ApiEnvelope<UpgradePreview>> {
  return (
    await http.get<ApiEnvelope<UpgradePreview>>('/api/subscriptions/upgrade-preview', {
      params: { package_id: packageId },
    })
  ).data;
}

/**
 * POST /api/subscriptions/upgrade: package_id, and the preview's proration_date so that the amount charged is
 * the one shown.
 */
export async function upgradeSubscription(
  packageId: number,
  prorationDate?: string,
): Promise<SubscriptionActionResult> {
  return (
    await http.post<SubscriptionActionResult>('/api/subscriptions/upgrade', {
      package_id: packageId,
      ...(prorationDate ? { proration_date: prorationDate } : {}),
    })
  ).data;
}

/** POST /api/subscriptions/downgrade: package_id, a cheaper plan from the next renewal. */
export async function scheduleDowngrade(packageId: number): Promise<SubscriptionActionResult> {
  return (
    await http.post<SubscriptionActionResult>('/api/subscriptions/downgrade', {
      package_id: packageId,
    })
  ).data;
}

/** POST /api/subscriptions/downgrade/cancel: the plan renews as it is. */
export async function cancelScheduledDowngrade(): Promise<SubscriptionActionResult> {
  return (await http.post<SubscriptionActionResult>('/api/subscriptions/downgrade/cancel')).data;
}

/** POST /api/subscriptions/resume: undoes a cancellation before the period ends. */
export async function resumeSubscription(): Promise<SubscriptionActionResult> {
  return (await http.post<SubscriptionActionResult>('/api/subscriptions/resume')).data;
}

/** POST /api/subscriptions/cancel: no body. */
export async function cancelSubscription(): Promise<SubscriptionActionResult> {
  return (await http.post<SubscriptionActionResult>('/api/subscriptions/cancel')).data;
}
