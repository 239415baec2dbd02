// Resellers, set up through the API where the sign-up itself is not under test.
import { expect, type APIRequestContext } from '@playwright/test';
import { PASSWORD, superAdminToken, uniqueEmail } from './helpers';
import { latestEmail, passwordLinkOf } from './helpers-outbox';
import { payCheckoutViaApi } from './helpers-payments';
import { onSite, siteOrigin, uniqueSubdomain } from './helpers-sites';

export interface ResellerSite {
  orgName: string;
  subdomain: string;
  origin: string;
  adminEmail: string;
  adminPassword: string;
}

export interface ResellerForm {
  org_name: string;
  company_email: string;
  subdomain_name: string;
  admin_name: string;
  admin_email: string;
  admin_phone: string;
  billing_interval: 'monthly' | 'yearly';
  terms: boolean;
  reseller_package_id: number;
}

export function resellerForm(orgName: string, subdomain = uniqueSubdomain()): ResellerForm {
  return {
    org_name: orgName,
    company_email: '',
    subdomain_name: subdomain,
    admin_name: `${orgName} Admin`,
    admin_email: uniqueEmail(subdomain),
    admin_phone: '+1 555 0100',
    billing_interval: 'monthly',
    terms: true,
    reseller_package_id: 1,
  };
}

/** POST /api/register-reseller (JSON): a pending reseller and the sandbox checkout URL. */
export async function startResellerRegistration(
  request: APIRequestContext,
  form: ResellerForm,
): Promise<string> {
  const response = await request.post('/api/register-reseller', { data: form });
  if (response.status() !== 201) {
    throw new Error(`register-reseller: ${response.status()} ${await response.text()}`);
  }
  const { checkout_url: checkoutUrl } = (await response.json()) as { checkout_url: string };
  return checkoutUrl;
}

/**
 * A paid, active reseller whose admin has set a password: registration, the sandbox checkout paid
 * with the success card, and the welcome email's link used; its legal pages published (publishLegalPages), so
 * that its site is public. `{ publish: false }` leaves it held back.
 */
export async function createActiveReseller(
  request: APIRequestContext,
  orgName: string,
  { publish = true }: { publish?: boolean } = {},
): Promise<ResellerSite> {
  const form = resellerForm(orgName);
  const checkoutUrl = await startResellerRegistration(request, form);
  await payCheckoutViaApi(request, checkoutUrl);
  const welcome = await latestEmail(request, form.admin_email, 'set your password');
  const link = new URL(passwordLinkOf(welcome));
  const reset = await request.post('/api/reset-password', {
    headers: { Host: link.host },
    data: {
      token: decodeURIComponent(link.pathname.split('/').pop() ?? ''),
      email: form.admin_email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  if (!reset.ok()) throw new Error(`set password: ${reset.status()} ${await reset.text()}`);
  const site = {
    orgName,
    subdomain: form.subdomain_name,
    origin: siteOrigin(form.subdomain_name),
    adminEmail: form.admin_email,
    adminPassword: PASSWORD,
  };
  if (publish) await publishLegalPages(request, site);
  return site;
}

/** Registers a user on a reseller's site through the API; the user belongs to that reseller. */
export async function registerOnSite(
  request: APIRequestContext,
  subdomain: string,
  name = 'Site User',
): Promise<{ token: string; user: { id: number; email: string; name: string; role: string } }> {
  const response = await request.post('/api/register', {
    headers: onSite(subdomain),
    data: {
      name,
      email: uniqueEmail(subdomain),
      password: PASSWORD,
      password_confirmation: PASSWORD,
      terms: true,
    },
  });
  if (!response.ok()) throw new Error(`register: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** The reseller admin signed in through the API: the headers of its requests on its own site. */
async function resellerAdminHeaders(
  request: APIRequestContext,
  site: Pick<ResellerSite, 'origin' | 'adminEmail' | 'adminPassword'>,
): Promise<Record<string, string>> {
  const host = new URL(site.origin).host;
  const login = await request.post('/api/login', {
    headers: { Host: host },
    data: { email: site.adminEmail, password: site.adminPassword },
  });
  if (!login.ok()) throw new Error(`reseller admin login: ${login.status()}`);
  const { token } = (await login.json()) as { token: string };
  return { Host: host, Authorization: `Bearer ${token}` };
}

/** What a test site's admin completes the legal pages' template with. */
export function legalPagePlaceholders(orgName: string): Record<string, string> {
  return {
    '[[Company legal name]]': `${orgName} Ltd`,
    '[[Company address]]': '1 Test Street, Testville',
    '[[Contact email]]': 'legal@example.test',
    '[[Governing law]]': 'England and Wales',
  };
}

/**
 * The one way a test site goes public: its admin completes both legal pages' templates (legalPagePlaceholders)
 * and publishes them through /admin/system-settings/legal-pages' API, as the screen does. A new reseller's site
 * is held back ("This site is being set up") until both are published.
 */
export async function publishLegalPages(
  request: APIRequestContext,
  site: Pick<ResellerSite, 'orgName' | 'origin' | 'adminEmail' | 'adminPassword'>,
): Promise<void> {
  const headers = await resellerAdminHeaders(request, site);
  const pages = await request.get('/api/admin/legal-pages', { headers });
  if (!pages.ok()) throw new Error(`read legal pages: ${pages.status()}`);
  const { data } = (await pages.json()) as { data: Record<'terms' | 'privacy', { draft: string }> };
  const values = Object.entries(legalPagePlaceholders(site.orgName));
  for (const kind of ['terms', 'privacy'] as const) {
    const draft = values.reduce((text, [from, to]) => text.replaceAll(from, to), data[kind].draft);
    const saved = await request.put(`/api/admin/legal-pages/${kind}`, { headers, data: { draft } });
    if (!saved.ok()) throw new Error(`save ${kind}: ${saved.status()} ${await saved.text()}`);
    const published = await request.post(`/api/admin/legal-pages/${kind}/publish`, { headers });
    if (!published.ok()) {
      throw new Error(`publish ${kind}: ${published.status()} ${await published.text()}`);
    }
  }
}

export interface ResellerBranding {
  primary_color?: string;
  secondary_color?: string;
  footer_text?: string;
}

/** The reseller's admin saves `branding` on /admin/system-settings' API, as the screen does (keeps the rest). */
export async function brandReseller(
  request: APIRequestContext,
  site: ResellerSite,
  branding: ResellerBranding,
): Promise<void> {
  const headers = await resellerAdminHeaders(request, site);
  const current = await request.get('/api/admin/system-settings', { headers });
  if (!current.ok()) throw new Error(`read settings: ${current.status()}`);
  const { data } = (await current.json()) as { data: Record<string, unknown> };
  const form = Object.fromEntries(
    Object.entries(data).filter(
      ([key, value]) => SETTINGS_FORM_FIELDS.includes(key) && value !== null,
    ),
  );
  const saved = await request.put('/api/admin/system-settings', {
    headers,
    data: { ...form, ...branding },
  });
  if (!saved.ok()) throw new Error(`save settings: ${saved.status()} ${await saved.text()}`);
}

/** The text and flag fields of PUT /api/admin/system-settings. */
const SETTINGS_FORM_FIELDS = [
  'app_name',
  'slogan',
  'description',
  'primary_color',
  'secondary_color',
  'show_demo_request',
  'show_contact_form',
  'show_pricing',
  'show_testimonials',
  'footer_text',
  'terms_url',
  'privacy_url',
  'support_email',
  'company_phone',
  'website',
];

/** The reseller id of a subdomain, through the super admin's list (GET /api/super-admin/resellers). */
export async function resellerIdOf(request: APIRequestContext, subdomain: string): Promise<number> {
  const response = await request.get(
    `/api/super-admin/resellers?search=${encodeURIComponent(subdomain)}`,
    { headers: { Authorization: `Bearer ${await superAdminToken(request)}` } },
  );
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: { id: number; subdomain: string }[] };
  const found = data.find((reseller) => reseller.subdomain === subdomain);
  if (!found) throw new Error(`no reseller with the subdomain ${subdomain}`);
  return found.id;
}
