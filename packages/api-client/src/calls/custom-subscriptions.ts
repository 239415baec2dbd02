import type {
  AdminUser,
  ApiEnvelope,
  CreateCustomSubscriptionPayload,
  CreatedCustomSubscription,
  CustomSubscription,
  MessageReply,
  Package,
} from '@voice/contracts';
import { USER_PICKER_PER_PAGE } from '@voice/contracts';
import { http } from '../http';

/** GET /api/admin/subscriptions/custom */
export async function getCustomSubscriptions(): Promise<ApiEnvelope<CustomSubscription[]>> {
  return (await http.get<ApiEnvelope<CustomSubscription[]>>('/api/admin/subscriptions/custom'))
    .data;
}

/** POST /api/admin/subscriptions/custom/create -> data {payment_link, amount}. */
export async function createCustomSubscription(
  payload: CreateCustomSubscriptionPayload,
): Promise<ApiEnvelope<CreatedCustomSubscription>> {
  return (
    await http.post<ApiEnvelope<CreatedCustomSubscription>>(
      '/api/admin/subscriptions/custom/create',
      payload,
    )
  ).data;
}

/** POST /api/admin/subscriptions/custom/activate: subscription_id. */
export async function activateCustomSubscription(subscriptionId: number): Promise<MessageReply> {
  return (
    await http.post<MessageReply>('/api/admin/subscriptions/custom/activate', {
      subscription_id: subscriptionId,
    })
  ).data;
}

/** POST /api/admin/subscriptions/custom/resend-payment-link: subscription_id -> data {payment_link}. */
export async function resendPaymentLink(
  subscriptionId: number,
): Promise<ApiEnvelope<{ payment_link: string; expires_at?: string }>> {
  return (
    await http.post<ApiEnvelope<{ payment_link: string; expires_at?: string }>>(
      '/api/admin/subscriptions/custom/resend-payment-link',
      { subscription_id: subscriptionId },
    )
  ).data;
}

/** GET /api/admin/users?per_page=100: the custom subscription user picker. */
export async function getAdminUsers(
  query: { per_page?: number; search?: string; role?: string } = {},
): Promise<ApiEnvelope<AdminUser[]>> {
  return (
    await http.get<ApiEnvelope<AdminUser[]>>('/api/admin/users', {
      params: { per_page: USER_PICKER_PER_PAGE, ...query },
    })
  ).data;
}

/** GET /api/admin/subscriptions/packages */
export async function getAdminSubscriptionPackages(): Promise<ApiEnvelope<Package[]>> {
  return (await http.get<ApiEnvelope<Package[]>>('/api/admin/subscriptions/packages')).data;
}
