import type { ResellerRegistrationStatus } from '@voice/contracts';
import { getResellerRegistrationStatus } from '@voice/api-client';

export type RegistrationStatus = ResellerRegistrationStatus;

/** The registration behind a checkout reference, or null when the reply lacks the expected fields. */
export async function getRegistrationStatus(reference: string): Promise<RegistrationStatus | null> {
  const data = (await getResellerRegistrationStatus(reference))?.data;
  if (!data || typeof data.status !== 'string' || typeof data.login_url !== 'string') return null;
  return {
    status: data.status,
    org_name: data.org_name ?? '',
    subdomain: data.subdomain ?? '',
    site_url: data.site_url ?? data.login_url,
    login_url: data.login_url,
  };
}
