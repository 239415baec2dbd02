import type { ApiEnvelope, CustomDomain } from '@voice/contracts';
import { http } from '../http';

/** ?reseller_id= when a platform admin acts for a reseller; a reseller admin's own site otherwise. */
const forReseller = (resellerId: number | null) =>
  resellerId === null ? {} : { params: { reseller_id: resellerId } };

/** GET /api/admin/custom-domain: the site's domain and the DNS records that verify it, or null. */
export async function getCustomDomain(
  resellerId: number | null = null,
): Promise<ApiEnvelope<CustomDomain | null>> {
  return (await http.get('/api/admin/custom-domain', forReseller(resellerId))).data;
}

/** POST /api/admin/custom-domain: claims a domain (pending); 422 with a field error on `domain`. */
export async function addCustomDomain(
  domain: string,
  resellerId: number | null = null,
): Promise<ApiEnvelope<CustomDomain> & { message: string }> {
  return (await http.post('/api/admin/custom-domain', { domain }, forReseller(resellerId))).data;
}

/** POST /api/admin/custom-domain/verify: checks the DNS now; the message says what was found. */
export async function verifyCustomDomain(
  resellerId: number | null = null,
): Promise<ApiEnvelope<CustomDomain> & { message: string }> {
  return (await http.post('/api/admin/custom-domain/verify', {}, forReseller(resellerId))).data;
}

/** DELETE /api/admin/custom-domain: the site stops answering on the domain at once. */
export async function removeCustomDomain(
  resellerId: number | null = null,
): Promise<{ success: boolean; message: string }> {
  return (await http.delete('/api/admin/custom-domain', forReseller(resellerId))).data;
}
