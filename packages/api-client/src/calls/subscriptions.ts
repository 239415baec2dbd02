import type { ApiEnvelope, Package } from '@voice/contracts';
import { http } from '../http';

export async function getSubscriptionPackages(): Promise<ApiEnvelope<Package[]>> {
  return (await http.get<ApiEnvelope<Package[]>>('/api/subscriptions/packages')).data;
}
