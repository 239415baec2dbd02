import type {
  ApiEnvelope,
  AvailabilityResponse,
  ResellerPackage,
  ResellerRegistrationForm,
  ResellerRegistrationResponse,
  ResellerRegistrationStatus,
} from '@voice/contracts';
import { http } from '../http';
import { toFormData } from '../form-data';

/** GET /api/reseller-packages */
export async function getResellerPackages(): Promise<ApiEnvelope<ResellerPackage[]>> {
  return (await http.get<ApiEnvelope<ResellerPackage[]>>('/api/reseller-packages')).data;
}

/** POST /api/check-domain-availability: subdomain -> available. */
export async function checkDomainAvailability(subdomain: string): Promise<AvailabilityResponse> {
  return (await http.post<AvailabilityResponse>('/api/check-domain-availability', { subdomain }))
    .data;
}

/** POST /api/check-email-availability: email -> available. */
export async function checkEmailAvailability(email: string): Promise<AvailabilityResponse> {
  return (await http.post<AvailabilityResponse>('/api/check-email-availability', { email })).data;
}

/** POST /api/register-reseller: multipart form with every wizard field -> checkout_url optional. */
export async function registerReseller(
  form: ResellerRegistrationForm,
): Promise<ResellerRegistrationResponse> {
  const body = toFormData({
    org_name: form.org_name,
    company_email: form.company_email,
    logo_file: form.logo_file,
    subdomain_name: form.subdomain_name,
    admin_name: form.admin_name,
    admin_email: form.admin_email,
    admin_phone: form.admin_phone,
    billing_interval: form.billing_interval,
    terms: form.terms,
    reseller_package_id: form.reseller_package_id,
  });
  return (await http.post<ResellerRegistrationResponse>('/api/register-reseller', body)).data;
}

/** GET /api/reseller-registrations/{reference} (the registration success page). */
export async function getResellerRegistrationStatus(
  reference: string,
): Promise<ApiEnvelope<Partial<ResellerRegistrationStatus>>> {
  return (
    await http.get<ApiEnvelope<Partial<ResellerRegistrationStatus>>>(
      `/api/reseller-registrations/${encodeURIComponent(reference)}`,
    )
  ).data;
}
