// Helpers of the issue 3 specs (public site, account access, reseller sign-up, white-label).
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { deflateSync } from 'node:zlib';
import { loginViaApi, SUPER_ADMIN, uniqueEmail } from './helpers';

export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const MAIN_ORIGIN = `http://localhost:${PORT}`;
export const PASSWORD = 'Password123!';

/** http://<sub>.localhost:3100 (Chromium resolves *.localhost to 127.0.0.1). */
export function siteOrigin(subdomain: string): string {
  return `http://${subdomain}.localhost:${PORT}`;
}

/** For API calls as if made on a reseller's site: Node's fetch does not resolve *.localhost. */
export function onSite(subdomain: string): { Host: string } {
  return { Host: `${subdomain}.localhost:${PORT}` };
}

let counter = 0;
/** A subdomain no other test (or earlier run) uses: lower-case letters and digits. */
export function uniqueSubdomain(prefix = 'site'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

// ---------------------------------------------------------------------------------------------
// Screens
// ---------------------------------------------------------------------------------------------

/**
 * Axe's serious and critical violations of the page as it is now (empty when there are none).
 * `frames: false` checks frame elements (their titles) without going into them: axe cannot run inside a
 * frame with `sandbox=""`, where scripts are off (the outbox shows emails in such a frame).
 */
export async function seriousViolations(
  page: Page,
  { frames = true }: { frames?: boolean } = {},
): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (!frames) builder.setLegacyMode().options({ iframes: false });
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`);
}

/** The message dialog of @voice/ui ('Login Failed', 'Reset Failed', ...), by its title. */
export function messageDialog(page: Page, title: string) {
  return page.getByRole('dialog', { name: title });
}

/** A CSS colour as the browser computes it: '#0E7490' -> 'rgb(14, 116, 144)'. */
export function rgb(hex: string): string {
  const value = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** Signs in through the login form of the page's current host. */
export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

// ---------------------------------------------------------------------------------------------
// The email outbox (MAIL_TRANSPORT=outbox, the default), read as the super admin
// ---------------------------------------------------------------------------------------------

export interface OutboxEmail {
  id: number;
  to: string;
  subject: string;
  html: string;
  text: string;
  reseller_id: number | null;
  reseller_name: string | null;
  created_at: string;
}

let adminToken: string | null = null;

/** A super admin session token, through the API (one per worker). */
export async function superAdminToken(request: APIRequestContext): Promise<string> {
  adminToken ??= (await loginViaApi(request, SUPER_ADMIN.email, SUPER_ADMIN.password)).token;
  return adminToken;
}

/** The newest outbox email to `to` whose subject contains `subject`; waits for it to arrive. */
export async function latestEmail(
  request: APIRequestContext,
  to: string,
  subject: string,
): Promise<OutboxEmail> {
  const token = await superAdminToken(request);
  let found: OutboxEmail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/admin/email-outbox?per_page=100', {
          headers: { Authorization: `Bearer ${token}` },
        });
        expect(response.ok(), await response.text()).toBe(true);
        const { data } = (await response.json()) as { data: OutboxEmail[] };
        found = data.find(
          (email) => email.to.toLowerCase() === to.toLowerCase() && email.subject.includes(subject),
        );
        return Boolean(found);
      },
      { message: `an email to ${to} about "${subject}"` },
    )
    .toBe(true);
  return found as OutboxEmail;
}

/** The password link (/password-reset/<token>?email=...) of an email's text part. */
export function passwordLinkOf(email: OutboxEmail): string {
  const match = /https?:\/\/\S+\/password-reset\/[^\s?]+\?email=\S+/.exec(email.text);
  if (!match) throw new Error(`no password link in:\n${email.text}`);
  return match[0];
}

// ---------------------------------------------------------------------------------------------
// Resellers, set up through the API where the sign-up itself is not under test
// ---------------------------------------------------------------------------------------------

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
 * with the success card, and the welcome email's link used.
 */
export async function createActiveReseller(
  request: APIRequestContext,
  orgName: string,
): Promise<ResellerSite> {
  const form = resellerForm(orgName);
  const checkoutUrl = await startResellerRegistration(request, form);
  const paid = await request.post(checkoutUrl, {
    form: { card_number: '4242 4242 4242 4242' },
    maxRedirects: 0,
  });
  if (paid.status() !== 303) throw new Error(`sandbox payment: ${paid.status()}`);
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
  return {
    orgName,
    subdomain: form.subdomain_name,
    origin: siteOrigin(form.subdomain_name),
    adminEmail: form.admin_email,
    adminPassword: PASSWORD,
  };
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

// ---------------------------------------------------------------------------------------------
// Branding or suspending a reseller. No screen or endpoint of this issue edits a reseller's colours or
// footer, or suspends it (later issues' settings and reseller management will), so these set-ups are
// written to the suite's database, as those screens would store them. scripts/e2e-server.mjs puts that
// database at <tmp>/voice-e2e-<port>/app.db.
// ---------------------------------------------------------------------------------------------

interface SqliteDatabase {
  prepare(sql: string): { run(...params: unknown[]): { changes: number } };
  pragma(text: string): unknown;
  close(): void;
}

const ROOT = resolve(__dirname, '../..');
const loadFromServer = createRequire(join(ROOT, 'server', 'package.json'));

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
  const host = new URL(site.origin).host;
  const login = await request.post('/api/login', {
    headers: { Host: host },
    data: { email: site.adminEmail, password: site.adminPassword },
  });
  if (!login.ok()) throw new Error(`reseller admin login: ${login.status()}`);
  const { token } = (await login.json()) as { token: string };
  const headers = { Host: host, Authorization: `Bearer ${token}` };
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

/** What a platform admin's suspension would do (no screen of this issue suspends a reseller). */
export function suspendReseller(subdomain: string): void {
  updateReseller(subdomain, { status: 'suspended' });
}

function updateReseller(subdomain: string, values: Record<string, string | undefined>): void {
  const dataDir = process.env.E2E_DATA_DIR ?? join(tmpdir(), `voice-e2e-${PORT}`);
  const Database = loadFromServer('better-sqlite3') as new (file: string) => SqliteDatabase;
  const db = new Database(join(dataDir, 'app.db'));
  try {
    db.pragma('busy_timeout = 5000');
    const columns = Object.keys(values);
    const assignments = columns.map((column) => `${column} = ?`).join(', ');
    const { changes } = db
      .prepare(`UPDATE resellers SET ${assignments} WHERE subdomain = ?`)
      .run(...columns.map((column) => values[column]), subdomain);
    if (changes !== 1) throw new Error(`no reseller with the subdomain ${subdomain}`);
  } finally {
    db.close();
  }
}

/**
 * A subscription's period as if it had started `daysAgo` days ago and lasted 30 days (as a Stripe test clock would
 * have it): no screen moves a period back, so mid-period plan changes are set up in the suite's database.
 */
export function startSubscriptionDaysAgo(subscriptionId: number, daysAgo: number): void {
  const dataDir = process.env.E2E_DATA_DIR ?? join(tmpdir(), `voice-e2e-${PORT}`);
  const Database = loadFromServer('better-sqlite3') as new (file: string) => SqliteDatabase;
  const db = new Database(join(dataDir, 'app.db'));
  try {
    db.pragma('busy_timeout = 5000');
    const day = 24 * 3600_000;
    const start = new Date(Date.now() - daysAgo * day);
    const end = new Date(start.getTime() + 30 * day);
    const { changes } = db
      .prepare(
        'UPDATE subscriptions SET current_period_start = ?, current_period_end = ? WHERE id = ?',
      )
      .run(start.toISOString(), end.toISOString(), subscriptionId);
    if (changes !== 1) throw new Error(`no subscription ${subscriptionId}`);
  } finally {
    db.close();
  }
}

// ---------------------------------------------------------------------------------------------
// A small logo: a valid PNG made here (width x height, one colour), so the upload has real bytes.
// ---------------------------------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function makePng(width: number, height: number, [r, g, b]: [number, number, number]) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([r, g, b], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
