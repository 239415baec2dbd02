import type { ApiEnvelope } from '@voice/contracts';
import { http } from '@voice/api-client';

/** What the server says about a registration, by its checkout reference. */
export interface RegistrationStatus {
  /** The reseller subscription: 'pending' until the provider confirms the payment, then 'active'. */
  status: string;
  org_name: string;
  subdomain: string;
  site_url: string;
  login_url: string;
}

/**
 * GET /api/reseller-registrations/{reference} (the success page's lookup; not a call of the spec, so it
 * lives here rather than in @voice/api-client). Answers null when the reply lacks the expected fields.
 */
export async function getRegistrationStatus(reference: string): Promise<RegistrationStatus | null> {
  const reply = (
    await http.get<ApiEnvelope<Partial<RegistrationStatus>>>(
      `/api/reseller-registrations/${encodeURIComponent(reference)}`,
    )
  ).data;
  const data = reply?.data;
  if (!data || typeof data.status !== 'string' || typeof data.login_url !== 'string') return null;
  return {
    status: data.status,
    org_name: data.org_name ?? '',
    subdomain: data.subdomain ?? '',
    site_url: data.site_url ?? data.login_url,
    login_url: data.login_url,
  };
}
