import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { insertReseller, insertUser, login } from './helpers/fixtures';
import { createTestContextWithDataDir, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

/** A PNG signature and header of the given size: genuine magic numbers, as a browser would upload. */
function png(width = 1, height = 1): Buffer {
  const size = Buffer.alloc(8);
  size.writeUInt32BE(width, 0);
  size.writeUInt32BE(height, 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('0000000d49484452', 'hex'),
    size,
    Buffer.from('0806000000', 'hex'),
  ]);
}
const GIF = Buffer.from(
  '47494638396101000100800000ffffff00000021f90401000000002c00000000010001000002024401003b',
  'hex',
);
const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

interface Upload {
  field: 'logo_file' | 'banner_file';
  bytes: Buffer;
  name: string;
  type: string;
}

async function multipart(fields: Record<string, string>, files: Upload[] = []) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) {
    form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

const VALID = {
  app_name: 'Acme Voice',
  slogan: 'Every call answered',
  description: 'Acme answers your phone.',
  primary_color: '#1D4ED8',
  secondary_color: '#047857',
  show_demo_request: true,
  show_contact_form: true,
  show_pricing: true,
  show_testimonials: true,
  footer_text: '© Acme',
  terms_url: 'https://acme.test/terms',
  privacy_url: 'https://acme.test/privacy',
  support_email: 'help@acme.test',
  company_phone: '+1 555 0100',
  website: 'https://acme.test',
};

/** Multipart text of the valid form (flags as '1' / '0', as the admin screen sends them). */
const VALID_FIELDS: Record<string, string> = Object.fromEntries(
  Object.entries(VALID).map(([key, value]) => [
    key,
    typeof value === 'boolean' ? (value ? '1' : '0') : value,
  ]),
);

interface SettingsReply {
  success: boolean;
  message: string;
  data: Record<string, unknown>;
  errors?: Record<string, string[]>;
}

describe.each(databases)('system settings on %s', (dialect) => {
  const MAIN = 'localhost';
  const ALPHA = 'alpha.localhost';
  const BETA = 'beta.localhost';
  let alpha: number;
  let beta: number;
  let adminToken: string;
  let alphaAdminToken: string;
  let betaAdminToken: string;

  const ctx = useTestContext(() => createTestContextWithDataDir(dialect));
  beforeAll(async () => {
    alpha = await insertReseller(ctx.db, { subdomain: 'alpha', app_name: 'Alpha Calls' });
    beta = await insertReseller(ctx.db, { subdomain: 'beta', app_name: 'Beta Calls' });
    const admin = await insertUser(ctx.db, { role: 'admin' });
    adminToken = await login(ctx.app, admin, MAIN);
    const alphaAdmin = await insertUser(ctx.db, { role: 'reseller_admin', reseller_id: alpha });
    alphaAdminToken = await login(ctx.app, alphaAdmin, ALPHA);
    const betaAdmin = await insertUser(ctx.db, { role: 'reseller_admin', reseller_id: beta });
    betaAdminToken = await login(ctx.app, betaAdmin, BETA);
  });

  const publicSettings = async (host: string) => {
    const res = await request(ctx.app, { method: 'GET', url: '/api/public-settings', host });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: Record<string, unknown> }).data;
  };
  const put = (token: string, host: string, payload: Record<string, unknown>) =>
    request(ctx.app, {
      method: 'PUT',
      url: '/api/admin/system-settings',
      host,
      token,
      payload,
    });
  const putForm = async (
    token: string,
    host: string,
    fields: Record<string, string>,
    files: Upload[] = [],
  ) =>
    request(ctx.app, {
      method: 'PUT',
      url: '/api/admin/system-settings',
      host,
      token,
      ...(await multipart(fields, files)),
    });
  const auditRows = (action: string) =>
    ctx.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
  const uploads = () =>
    fs.existsSync(path.join(ctx.config.dataDir, 'uploads'))
      ? fs.readdirSync(path.join(ctx.config.dataDir, 'uploads')).sort()
      : [];
  const uploadedFile = (url: unknown) =>
    path.join(ctx.config.dataDir, 'uploads', path.basename(String(url)));

  it("shows a platform admin the main host's defaults before anything is saved", async () => {
    const res = await request(ctx.app, {
      method: 'GET',
      url: '/api/admin/system-settings',
      host: MAIN,
      token: adminToken,
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as SettingsReply).data).toMatchObject({
      tenant: 'platform',
      app_name: 'AI Phone System',
      primary_color: '#4F46E5',
      secondary_color: '#10B981',
      show_pricing: true,
      logo_url: null,
      footer_text: '',
    });
  });

  it("saves the main host's branding: the public settings show it on the next load, resellers keep theirs", async () => {
    const res = await put(adminToken, MAIN, {
      ...VALID,
      app_name: 'Voice HQ',
      show_testimonials: false,
      show_pricing: false,
    });
    expect(res.statusCode).toBe(200);
    const reply = res.json() as SettingsReply;
    expect(reply.message).toBe('Settings saved successfully');
    expect(reply.data).toMatchObject({
      tenant: 'platform',
      app_name: 'Voice HQ',
      show_testimonials: false,
    });

    const main = await publicSettings(MAIN);
    expect(main).toMatchObject({
      site_title: 'Voice HQ',
      site_tagline: 'Every call answered',
      primary_color: '#1D4ED8',
      terms_url: 'https://acme.test/terms',
      support_email: 'help@acme.test',
      is_main_host: true,
      features: {
        showDemoRequest: true,
        showContactForm: true,
        showPricing: false,
        showTestimonials: false,
      },
    });
    expect(main.site_title).toBe('Voice HQ');
    const alphaSite = await publicSettings(ALPHA);
    expect(alphaSite.site_title).toBe('Alpha Calls');
    expect(alphaSite.primary_color).toBe('#4F46E5');
    const stored = await ctx.db
      .selectFrom('platform_settings')
      .select('value')
      .where('key', '=', 'branding')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.value)).toMatchObject({ app_name: 'Voice HQ' });

    const [entry] = await auditRows('settings.update');
    expect(entry).toMatchObject({ reseller_id: null, target_id: 'platform' });
    const changes = entry?.changes as {
      before: Record<string, unknown>;
      after: Record<string, unknown>;
    };
    expect(changes.after).toMatchObject({ app_name: 'Voice HQ', show_pricing: false });
    expect(changes.before).toMatchObject({ app_name: 'AI Phone System', show_pricing: true });
    // Changed fields only: the banner was and stays empty.
    expect(Object.keys(changes.after)).not.toContain('banner_url');
  });

  it('lets a reseller admin save its own branding with a logo checked by its bytes, and only its own', async () => {
    const before = uploads();
    const res = await putForm(alphaAdminToken, ALPHA, { ...VALID_FIELDS, show_pricing: '0' }, [
      { field: 'logo_file', bytes: png(200, 80), name: 'logo.png', type: 'image/png' },
      { field: 'banner_file', bytes: GIF, name: 'banner.gif', type: 'image/gif' },
    ]);
    expect(res.statusCode).toBe(200);
    const data = (res.json() as SettingsReply).data;
    expect(data).toMatchObject({ tenant: 'reseller', app_name: 'Acme Voice', show_pricing: false });
    expect(String(data.logo_url)).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect(String(data.banner_url)).toMatch(/^\/uploads\/[a-f0-9]{32}\.gif$/);
    expect(fs.readFileSync(uploadedFile(data.logo_url))).toEqual(png(200, 80));
    expect(uploads()).toHaveLength(before.length + 2);

    const site = await publicSettings(ALPHA);
    expect(site).toMatchObject({
      site_title: 'Acme Voice',
      logo_url: data.logo_url,
      homepage_banner: data.banner_url,
      is_main_host: false,
      features: { showPricing: false, showDemoRequest: true },
    });
    const logo = await request(ctx.app, { method: 'GET', url: String(data.logo_url) });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');

    // Beta and the main host are untouched.
    expect((await publicSettings(BETA)).site_title).toBe('Beta Calls');
    expect((await publicSettings(MAIN)).site_title).toBe('Voice HQ');
    const row = await ctx.db
      .selectFrom('resellers')
      .select(['app_name', 'show_pricing', 'terms_url'])
      .where('id', '=', alpha)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ app_name: 'Acme Voice', terms_url: 'https://acme.test/terms' });
    expect(Number(row.show_pricing)).toBe(0);

    const entries = await auditRows('settings.update');
    const last = entries[entries.length - 1];
    expect(last).toMatchObject({ reseller_id: alpha, target_type: 'reseller' });
    const changes = last?.changes as { after: Record<string, unknown> };
    expect(changes.after).toMatchObject({ app_name: 'Acme Voice', logo_url: data.logo_url });
  });

  it("never edits another tenant's branding: a reseller admin's save changes its own reseller only", async () => {
    const res = await put(betaAdminToken, BETA, { ...VALID, app_name: 'Beta Renamed' });
    expect(res.statusCode).toBe(200);
    expect((await publicSettings(BETA)).site_title).toBe('Beta Renamed');
    expect((await publicSettings(ALPHA)).site_title).toBe('Acme Voice');
    // Its token is refused on another tenant's host.
    const away = await put(betaAdminToken, ALPHA, { ...VALID, app_name: 'Hijack' });
    expect([401, 403]).toContain(away.statusCode);
    expect((await publicSettings(ALPHA)).site_title).toBe('Acme Voice');
  });

  it("sets the site's language for visitors who have not chosen one: kept when left out, refused when not offered", async () => {
    expect((await publicSettings(BETA)).default_language).toBe('en');
    const saved = await put(betaAdminToken, BETA, { ...VALID, default_language: 'es' });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as SettingsReply).data.default_language).toBe('es');
    expect((await publicSettings(BETA)).default_language).toBe('es');
    // Another site's language is its own.
    expect((await publicSettings(ALPHA)).default_language).toBe('en');
    // A save without the field (an older client) keeps it.
    expect((await put(betaAdminToken, BETA, VALID)).statusCode).toBe(200);
    expect((await publicSettings(BETA)).default_language).toBe('es');
    const refused = await put(betaAdminToken, BETA, { ...VALID, default_language: 'fr' });
    expect(refused.statusCode).toBe(422);
    expect((refused.json() as SettingsReply).errors?.default_language).toEqual([
      'Please choose one of the languages offered',
    ]);
    expect((await publicSettings(BETA)).default_language).toBe('es');
    // The main host's is part of its branding.
    expect(
      (await put(adminToken, MAIN, { ...VALID, app_name: 'Voice HQ', default_language: 'de' }))
        .statusCode,
    ).toBe(200);
    expect((await publicSettings(MAIN)).default_language).toBe('de');
    expect(
      (await put(adminToken, MAIN, { ...VALID, app_name: 'Voice HQ', default_language: 'en' }))
        .statusCode,
    ).toBe(200);
    expect((await put(betaAdminToken, BETA, { ...VALID, default_language: 'en' })).statusCode).toBe(
      200,
    );
  });

  it('replaces the logo (the old file is removed) and removes the banner on request', async () => {
    const current = await publicSettings(ALPHA);
    const oldLogo = uploadedFile(current.logo_url);
    const oldBanner = uploadedFile(current.homepage_banner);
    expect(fs.existsSync(oldLogo)).toBe(true);
    const res = await putForm(alphaAdminToken, ALPHA, { ...VALID_FIELDS, remove_banner: '1' }, [
      { field: 'logo_file', bytes: GIF, name: 'new.gif', type: 'image/gif' },
    ]);
    expect(res.statusCode).toBe(200);
    const data = (res.json() as SettingsReply).data;
    expect(String(data.logo_url)).toMatch(/\.gif$/);
    expect(data.banner_url).toBeNull();
    expect(fs.existsSync(oldLogo)).toBe(false);
    expect(fs.existsSync(oldBanner)).toBe(false);
    expect(fs.existsSync(uploadedFile(data.logo_url))).toBe(true);
  });

  it('refuses an HTML file renamed .png and an SVG, by their bytes, and stores nothing', async () => {
    const before = uploads();
    const html = await putForm(alphaAdminToken, ALPHA, VALID_FIELDS, [
      { field: 'logo_file', bytes: HTML, name: 'logo.png', type: 'image/png' },
    ]);
    expect(html.statusCode).toBe(422);
    expect((html.json() as SettingsReply).errors).toEqual({
      logo_file: ['Please choose a PNG, JPG or GIF image'],
    });
    const svg = await putForm(alphaAdminToken, ALPHA, VALID_FIELDS, [
      { field: 'banner_file', bytes: SVG, name: 'banner.svg', type: 'image/svg+xml' },
    ]);
    expect(svg.statusCode).toBe(422);
    expect((svg.json() as SettingsReply).errors).toEqual({
      banner_file: ['Please choose a PNG, JPG or GIF image'],
    });
    const wide = await putForm(alphaAdminToken, ALPHA, VALID_FIELDS, [
      { field: 'logo_file', bytes: png(1200, 100), name: 'wide.png', type: 'image/png' },
    ]);
    expect(wide.statusCode).toBe(422);
    expect((wide.json() as SettingsReply).errors?.logo_file).toEqual([
      'The logo must be at most 800x400 pixels',
    ]);
    const big = await putForm(alphaAdminToken, ALPHA, VALID_FIELDS, [
      {
        field: 'logo_file',
        bytes: Buffer.concat([png(10, 10), Buffer.alloc(2 * 1024 * 1024)]),
        name: 'big.png',
        type: 'image/png',
      },
    ]);
    expect(big.statusCode).toBe(422);
    expect((big.json() as SettingsReply).errors?.logo_file).toEqual([
      'The image must be 2MB or smaller',
    ]);
    expect(uploads()).toEqual(before);
    expect((await publicSettings(ALPHA)).site_title).toBe('Acme Voice');
  });

  it('answers 422 with a clear message on each invalid field', async () => {
    const res = await put(alphaAdminToken, ALPHA, {
      ...VALID,
      app_name: '  ',
      primary_color: 'red',
      secondary_color: '#12345',
      terms_url: 'javascript:alert(1)',
      privacy_url: 'ftp://acme.test/privacy',
      support_email: 'not-an-email',
      company_phone: 'call me',
      website: 'acme.test',
      footer_text: 'x'.repeat(501),
    });
    expect(res.statusCode).toBe(422);
    expect((res.json() as SettingsReply).errors).toEqual({
      app_name: ['App name is required'],
      primary_color: ['Please enter a colour as #RRGGBB (for example #4F46E5)'],
      secondary_color: ['Please enter a colour as #RRGGBB (for example #4F46E5)'],
      terms_url: ['Please enter a full web address starting with http:// or https://'],
      privacy_url: ['Please enter a full web address starting with http:// or https://'],
      support_email: ['Please enter a valid email address'],
      company_phone: ['Please enter a valid phone number'],
      website: ['Please enter a full web address starting with http:// or https://'],
      footer_text: ['Footer text may be at most 500 characters'],
    });
    expect((await publicSettings(ALPHA)).site_title).toBe('Acme Voice');
  });

  it('records nothing when nothing changed', async () => {
    const current = (
      (
        await request(ctx.app, {
          method: 'GET',
          url: '/api/admin/system-settings',
          host: ALPHA,
          token: alphaAdminToken,
        })
      ).json() as SettingsReply
    ).data;
    const count = (await auditRows('settings.update')).length;
    const { tenant: _tenant, logo_url: _logo, banner_url: _banner, ...fields } = current;
    const res = await put(alphaAdminToken, ALPHA, fields);
    expect(res.statusCode).toBe(200);
    expect(await auditRows('settings.update')).toHaveLength(count);
  });
});
